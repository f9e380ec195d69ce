import { data } from "react-router";
import { Form, useActionData, useLoaderData } from "react-router";
import { Link } from "~/components/ui/link";
import { Honeypot } from "~/components/honeypot";
import { filledHoneypot } from "~/lib/honeypot";
import { DomainError } from "~/models/errors.server";
import { REPORT_MESSAGES, REPORT_REASONS } from "~/lib/trust-rules";
import { reportReview } from "~/models/reviews/review-moderation.server";
import { getReviewForPage } from "~/models/reviews/reviews.server";
import { getUserId } from "~/server/auth/auth.server";
import { clientIp, visitorKey } from "~/server/http.server";
import { allow } from "~/server/rate-limit.server";
import { FormError, TextareaField } from "~/components/ui/forms";
import type { Route } from "./+types/reviews.$id.report";
import { noindexTitle } from "~/lib/private-page";

export const meta = noindexTitle("Report a Review | Road Striping Directory");

function found(params: { id?: string }) {
  const review = getReviewForPage(Number(params.id));
  if (!review) throw new Response("Not Found", { status: 404 });
  const { claimedBy: _owner, ...shown } = review;
  return shown;
}

/** The report form (a page of its own, so it works without JavaScript). */
export async function loader({ params }: Route.LoaderArgs) {
  // The choices and the thank-you travel as data: the page component cannot import a server module.
  return { review: found(params), reasons: REPORT_REASONS, thanks: REPORT_MESSAGES.done };
}

/**
 * Records the report for the operator (decision 015); it never hides the review. A bot that
 * filled the honeypot gets the usual thanks and nothing is stored.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const review = found(params);
  const form = await request.formData();
  if (filledHoneypot(form)) return { done: true as const, error: null };
  const ip = clientIp(request, context);
  if (!allow("reviewReport", ip)) {
    return data(
      { done: false as const, error: "Too many reports from your connection. Try again later." },
      { status: 429 },
    );
  }
  try {
    reportReview(
      { reviewId: review.id, reason: form.get("reason"), note: form.get("note") },
      { reporterKey: visitorKey(ip), userId: await getUserId(request) },
    );
    return { done: true as const, error: null };
  } catch (error) {
    if (error instanceof DomainError) {
      return data({ done: false as const, error: error.message }, { status: error.status });
    }
    throw error;
  }
}

export default function ReportReview() {
  const { review, reasons, thanks } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const back = (
    <Link to={`/companies/${review.slug}`} className="text-brand-700 underline">
      Back to {review.companyName}
    </Link>
  );
  if (result?.done) {
    return (
      <div className="container-page max-w-xl py-16">
        <h1 className="text-2xl font-bold text-gray-900">Report received</h1>
        <p className="mt-3 text-gray-700" role="status">
          {thanks}
        </p>
        <p className="mt-6">{back}</p>
      </div>
    );
  }
  return (
    <div className="container-page max-w-xl py-16">
      <h1 className="text-2xl font-bold text-gray-900">Report a review</h1>
      <p className="mt-3 text-gray-700">
        &ldquo;{review.title}&rdquo; by {review.customerName} ({review.rating} out of 5 stars) on{" "}
        {review.companyName}. Our team checks every report; a report does not remove a review by
        itself.
      </p>
      <FormError errors={result?.error} className="mt-4" />
      <Form method="post" className="mt-6 space-y-4">
        <fieldset>
          <legend className="font-medium text-gray-900">Why are you reporting it?</legend>
          <div className="mt-2 space-y-2">
            {reasons.map((r) => (
              <label key={r.value} className="flex items-center gap-2 text-gray-800">
                <input type="radio" name="reason" value={r.value} required />
                {r.label}
              </label>
            ))}
          </div>
        </fieldset>
        <TextareaField
          label="Note (optional)"
          textareaProps={{ id: "report-note", name: "note", maxLength: 1000 }}
        />
        <Honeypot />
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            className="rounded-md bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700"
          >
            Send Report
          </button>
          {back}
        </div>
      </Form>
    </div>
  );
}
