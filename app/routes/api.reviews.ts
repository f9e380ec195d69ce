import type { ActionFunctionArgs } from "@remix-run/node";
import { REVIEW_MESSAGES, describeReviewError, reviewSchema } from "~/lib/review-schema";
import { createReview } from "~/models/reviews.server";
import { apiError, clientIp, jsonError, readJson } from "~/server/http.server";
import { allow } from "~/server/rate-limit.server";

/** POST /api/reviews: the review payload of SPEC §3; the same schema as the HTML form. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  const body = await readJson(request).catch((response: Response) => response);
  if (body instanceof Response) return body;
  const parsed = reviewSchema.safeParse(body);
  if (!parsed.success) {
    const formIssue = parsed.error.issues.find((i) => i.path.length === 0);
    const fieldIssue = parsed.error.issues[0];
    const title = formIssue?.message;
    const message =
      (title && describeReviewError(title)) ??
      `${fieldIssue.path.join(".")}: ${fieldIssue.message}`;
    return jsonError(400, message, { title: title ?? "Invalid review" });
  }
  if (!allow("review", clientIp(request, context))) {
    return jsonError(429, REVIEW_MESSAGES.failed.description, {
      title: REVIEW_MESSAGES.failed.title,
    });
  }
  try {
    return Response.json(createReview(parsed.data), { status: 201 });
  } catch (error) {
    return apiError(error);
  }
}

export function loader() {
  return jsonError(405, "Use POST to submit a review.");
}
