import { REVIEW_MESSAGES, reviewSchema } from "~/lib/review-schema";
import { createReview } from "~/models/reviews/reviews.server";
import { jsonPostAction, visitorKey, methodNotAllowed } from "~/server/http.server";
import { getUserId } from "~/server/auth/auth.server";
import { env } from "~/env.server";

/**
 * POST /api/reviews: the review payload, validated by the same schema as the HTML form. A second
 * review of a company from the same e-mail, or from the same visitor within 24 hours, is a 409;
 * a review of one's own listing (signed in as its owner, or under the owner's e-mail) a 403.
 */
export const action = jsonPostAction({
  schema: reviewSchema,
  limit: {
    name: "review",
    message: REVIEW_MESSAGES.failed.description,
    title: REVIEW_MESSAGES.failed.title,
  },
  handle: async (input, { request, ip }) => {
    const created = createReview(input, {
      reviewerKey: visitorKey(ip),
      reviewerUserId: await getUserId(request),
      siteUrl: env().SITE_URL,
    });
    return Response.json(created, { status: 201 });
  },
});

export function loader() {
  return methodNotAllowed(["POST"], "Use POST to submit a review.");
}
