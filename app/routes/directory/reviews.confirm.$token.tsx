import { data } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { ConfirmForm } from "~/components/ui/confirm-form";
import { redirectWithToast } from "~/server/toast.server";
import { OnwardLink } from "~/components/ui/link";
import { confirmReview, findReviewByToken } from "~/models/reviews/reviews.server";
import { privatePageHeaders, noindexTitle } from "~/lib/private-page";
import type { Route } from "./+types/reviews.confirm.$token";

export const meta = noindexTitle("Confirm Your Review | Road Striping Directory");

/** The page the mailed link opens; confirming is a POST, so a link scanner confirms nothing. */
export async function loader({ params }: Route.LoaderArgs) {
  const review = findReviewByToken(params.token ?? "");
  if (!review) return data({ review: null, confirmed: false }, { status: 404 });
  return { review, confirmed: false };
}

/** Confirming spends the token, so the thanks is told on the listing's page (post/redirect/get):
 * answered here, the page's loader ran again after the action, found no token and made the
 * thank-you a 404. */
export async function action({ params }: Route.ActionArgs) {
  const token = params.token ?? "";
  const review = findReviewByToken(token);
  if (!review || !confirmReview(token)) {
    return data({ review: null, confirmed: false }, { status: 404 });
  }
  return redirectWithToast(`/companies/${review.slug}#reviews`, {
    title: CONFIRMED_TITLE,
    description: `Your review of ${review.companyName} now shows as verified.`,
  });
}

export const CONFIRMED_TITLE = "Thank you, your review is verified";

export default function ConfirmReview() {
  const loaded = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  return (
    <div className="container-page max-w-2xl py-16 text-center">
      <Body review={done ? null : loaded.review} />
    </div>
  );
}

function Body({ review }: { review: { companyName: string; slug: string } | null }) {
  if (!review) {
    return (
      <>
        <h1 className="text-3xl font-bold text-gray-900">This link no longer works</h1>
        <p className="mt-3 text-gray-700">
          The review was already confirmed, or the link is incomplete. Copy the whole address from
          the e-mail.
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className="text-3xl font-bold text-gray-900">Confirm your review</h1>
      <p className="mt-3 text-gray-700">
        Confirm your review of {review.companyName} and it will show as verified.
      </p>
      <ConfirmForm label="Confirm My Review" />
      <OnwardLink to={`/companies/${review.slug}`}>Back to {review.companyName}</OnwardLink>
    </>
  );
}

export const headers = privatePageHeaders;
