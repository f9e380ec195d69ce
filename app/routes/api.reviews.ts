import type { ActionFunctionArgs } from "@remix-run/node";
import { REVIEW_MESSAGES, describeReviewError, reviewSchema } from "~/lib/review-schema";
import { createReview } from "~/models/reviews.server";
import { apiError, clientIp, jsonError, readJson, visitorKey } from "~/server/http.server";
import { env } from "~/server/env.server";
import { allow } from "~/server/rate-limit.server";

/**
 * POST /api/reviews: the review payload, validated by the same schema as the HTML form. A second
 * review of a company from the same e-mail, or from the same visitor within 24 hours, is a 409.
 */
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
  const ip = clientIp(request, context);
  if (!allow("review", ip)) {
    return jsonError(429, REVIEW_MESSAGES.failed.description, {
      title: REVIEW_MESSAGES.failed.title,
    });
  }
  try {
    const created = createReview(parsed.data, {
      reviewerKey: visitorKey(ip),
      siteUrl: env().SITE_URL,
    });
    return Response.json(created, { status: 201 });
  } catch (error) {
    return apiError(error);
  }
}

export function loader() {
  return jsonError(405, "Use POST to submit a review.");
}
