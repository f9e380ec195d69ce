import { z } from "zod";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { reportReview } from "~/models/reviews/review-moderation.server";
import { getUserId } from "~/server/auth/auth.server";
import { jsonError, jsonPostAction, visitorKey, methodNotAllowed } from "~/server/http.server";
import { allow } from "~/server/rate-limit.server";

const reportBody = z.record(z.string(), z.unknown());

/**
 * POST /api/reviews/:id/report `{ reason, note? }` → 201 `{ ok: true }`: recorded for the
 * operator, never hiding the review (decision 015). 400 for an unknown reason, 404 for no such
 * review, 409 when this visitor already reported it, 429 past 10 reports an hour.
 */
export const action = jsonPostAction({
  schema: reportBody,
  handle: async (input, { request, params, ip }) => {
    // A bot that filled the honeypot is thanked and nothing is stored.
    if (input[HONEYPOT_FIELD]) return Response.json({ ok: true }, { status: 201 });
    if (!allow("reviewReport", ip)) return jsonError(429, "Too many reports. Try again later.");
    // The reason and note are checked by the model, which the report page shares.
    reportReview(
      { reviewId: Number(params.id), reason: input.reason, note: input.note },
      { reporterKey: visitorKey(ip), userId: await getUserId(request) },
    );
    return Response.json({ ok: true }, { status: 201 });
  },
});

export function loader() {
  return methodNotAllowed(["POST"], "Use POST to report a review.");
}
