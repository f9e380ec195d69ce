import { data, Form, useActionData, useLoaderData } from "react-router";
import { buttonClass, Field, SelectField, TextareaField } from "~/components/ui/forms";
import { REVIEW_MESSAGES, reviewSchema } from "~/lib/review-schema";
import { describeIssues } from "~/lib/refusal";
import { noindexMeta, privatePageHeaders } from "~/lib/private-page";
import { Conflict, Forbidden } from "~/models/errors.server";
import { findReviewInvite } from "~/models/leads/hire.server";
import { createReview } from "~/models/reviews/reviews.server";
import { getUserId } from "~/server/auth/auth.server";
import { clientIp, visitorKey } from "~/server/http.server";
import { allow } from "~/server/rate-limit.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/reviews.invited.$token";

/**
 * The review invitation of a hire made on the directory (its mailed link): a review sent here
 * shows "Hired through Road Striping Directory", counts as verified, and the link takes one.
 */
function inviteOf(token: string | undefined) {
  const invite = findReviewInvite(token ?? "");
  if (!invite) throw new Response("Not Found", { status: 404 });
  return invite;
}

export async function loader({ params }: Route.LoaderArgs) {
  const i = inviteOf(params.token);
  return {
    name: i.name,
    location: i.location,
    state: i.state,
    used: i.used !== null,
    customerName: i.customerName,
  };
}

export const meta = noindexMeta({
  title: "Review the Contractor You Hired | Road Striping Directory",
  description: "Tell others how the job went.",
  path: "/reviews/invited",
});

export const headers = privatePageHeaders;

export async function action({ request, params, context }: Route.ActionArgs) {
  const invite = inviteOf(params.token);
  const form = Object.fromEntries(await request.formData());
  const parsed = reviewSchema.safeParse({
    ...form,
    companyId: invite.companyId,
    customerEmail: invite.customerEmail,
  });
  if (!parsed.success) {
    return data({ error: describeIssues(parsed.error.issues).message }, { status: 400 });
  }
  const ip = clientIp(request, context);
  if (!allow("review", ip)) {
    return data({ error: REVIEW_MESSAGES.failed.title }, { status: 429 });
  }
  try {
    createReview(parsed.data, {
      reviewerKey: visitorKey(ip),
      reviewerUserId: await getUserId(request),
      invitedBy: { quoteId: invite.quoteId },
    });
  } catch (error) {
    if (!(error instanceof Conflict || error instanceof Forbidden)) throw error;
    return data({ error: error.message }, { status: error.status });
  }
  return redirectWithToast(`/companies/${invite.slug}#reviews`, {
    title: REVIEW_MESSAGES.success.title,
    description: REVIEW_MESSAGES.success.description,
  });
}

export default function InvitedReviewPage() {
  const invite = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <div className="container-page max-w-2xl py-10">
      <h1 className="text-2xl font-bold text-gray-900">Review {invite.name}</h1>
      <p className="mt-1 text-gray-700">
        {invite.location}, {invite.state} · Your review will show &ldquo;Hired through Road Striping
        Directory&rdquo;.
      </p>
      {invite.used ? (
        <p role="status" className="mt-6 rounded-md bg-gray-50 p-4 text-gray-800">
          {"You have sent your review through this invitation. Thank you!"}
        </p>
      ) : (
        <Form method="post" className="mt-6 space-y-4">
          {failed ? (
            <p role="alert" className="text-sm text-red-700">
              {failed.error}
            </p>
          ) : null}
          <SelectField
            label="Rating *"
            placeholder="Choose a rating"
            options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} of 5 stars` }))}
            selectProps={{ id: "rating", name: "rating", required: true }}
          />
          <Field
            label="Your name *"
            inputProps={{
              id: "customerName",
              name: "customerName",
              required: true,
              maxLength: 100,
              defaultValue: invite.customerName,
            }}
          />
          <Field
            label="Title *"
            inputProps={{ id: "title", name: "title", required: true, maxLength: 150 }}
          />
          <TextareaField
            label="Your review *"
            textareaProps={{ id: "content", name: "content", required: true, maxLength: 5000 }}
          />
          <button type="submit" className={buttonClass()}>
            Submit Review
          </button>
        </Form>
      )}
    </div>
  );
}
