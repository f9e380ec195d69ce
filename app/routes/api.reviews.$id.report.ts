import type { ActionFunctionArgs } from "@remix-run/node";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { reportReview } from "~/models/reviews.server";
import { getUserId } from "~/server/auth.server";
import { apiError, clientIp, jsonError, readJson, visitorKey } from "~/server/http.server";
import { allow } from "~/server/rate-limit.server";

/**
 * POST /api/reviews/:id/report `{ reason, note? }` → 201 `{ ok: true }`: recorded for the
 * operator, never hiding the review (decision 015). 400 for an unknown reason, 404 for no such
 * review, 409 when this visitor already reported it, 429 past 10 reports an hour.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  const body = await readJson(request).catch((response: Response) => response);
  if (body instanceof Response) return body;
  const input = body as Record<string, unknown>;
  // A bot that filled the honeypot is thanked and nothing is stored.
  if (input[HONEYPOT_FIELD]) return Response.json({ ok: true }, { status: 201 });
  const ip = clientIp(request, context);
  if (!allow("reviewReport", ip)) return jsonError(429, "Too many reports. Try again later.");
  try {
    reportReview(
      { reviewId: Number(params.id), reason: input.reason, note: input.note },
      { reporterKey: visitorKey(ip), userId: await getUserId(request) },
    );
    return Response.json({ ok: true }, { status: 201 });
  } catch (error) {
    return apiError(error);
  }
}

export function loader() {
  return jsonError(405, "Use POST to report a review.");
}
