import { data, redirect } from "react-router";
import { Form, useActionData, useLoaderData } from "react-router";
import { Link } from "~/components/ui/link";
import { DomainError } from "~/models/errors.server";
import { REPLY_LIMIT } from "~/lib/trust-rules";
import { setOwnerReply } from "~/models/reviews/review-replies.server";
import { getReviewForPage } from "~/models/reviews/reviews.server";
import { getUser } from "~/server/auth/auth.server";
import { redirectWithToast } from "~/server/toast.server";
import { FormError, TextareaField } from "~/components/ui/forms";
import type { Route } from "./+types/reviews.$id.reply";
import { noindexTitle } from "~/lib/private-page";

export const meta = noindexTitle("Respond to a Review | Road Striping Directory");

/** Only the owner of the claimed listing; anyone else gets a 404 before the body is read. */
async function owned(request: Request, id: string | undefined) {
  const user = await getUser(request);
  if (!user) {
    const here = new URL(request.url).pathname;
    throw redirect(`/login?${new URLSearchParams({ redirectTo: here })}`);
  }
  const review = getReviewForPage(Number(id));
  if (!review || review.claimedBy !== user.id) throw new Response("Not Found", { status: 404 });
  return { user, review };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { review } = await owned(request, params.id);
  const { claimedBy: _owner, ...shown } = review;
  // The limit travels as data: the page component cannot import a server module.
  return { review: shown, replyLimit: REPLY_LIMIT };
}

/** Saves, edits (same form) or removes (intent=remove) the listing's one public response. */
export async function action({ request, params }: Route.ActionArgs) {
  const { user, review } = await owned(request, params.id);
  const form = await request.formData();
  const remove = form.get("intent") === "remove";
  try {
    setOwnerReply(user.id, review.id, remove ? "" : form.get("content"));
  } catch (error) {
    if (error instanceof DomainError) {
      return data({ error: error.message }, { status: error.status });
    }
    throw error;
  }
  return redirectWithToast(`/companies/${review.slug}#review-${review.id}`, {
    title: remove ? "Response Removed" : "Response Published",
    description: remove
      ? "Your response no longer shows under the review."
      : "Your response shows under the review.",
  });
}

export default function ReplyToReview() {
  const { review, replyLimit } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="container-page max-w-xl py-16">
      <h1 className="text-2xl font-bold text-gray-900">Respond to {review.customerName}</h1>
      <p className="mt-3 text-gray-700">
        &ldquo;{review.title}&rdquo; ({review.rating} out of 5 stars). Your response shows in public
        under the review as &lsquo;Response from {review.companyName}&rsquo;.
      </p>
      <FormError errors={result?.error} className="mt-4" />
      <Form method="post" className="mt-6 space-y-4">
        <TextareaField
          label="Your response"
          textareaProps={{
            id: "reply-content",
            name: "content",
            required: true,
            maxLength: replyLimit,
            rows: 6,
            defaultValue: review.ownerReply ?? "",
          }}
        />
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            name="intent"
            value="save"
            className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            {review.ownerReply ? "Update Response" : "Publish Response"}
          </button>
          {review.ownerReply ? (
            <button
              type="submit"
              name="intent"
              value="remove"
              formNoValidate
              className="rounded-md border border-red-300 px-4 py-2 font-semibold text-red-700 hover:bg-red-50"
            >
              Remove Response
            </button>
          ) : null}
          <Link to={`/companies/${review.slug}`} className="text-brand-700 underline">
            Cancel
          </Link>
        </div>
      </Form>
    </div>
  );
}
