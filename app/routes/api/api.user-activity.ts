import { activitySchema } from "~/lib/activity-schema";
import { recordActivity } from "~/models/content/activity.server";
import {
  apiError,
  clientIp,
  jsonError,
  parseJsonBody,
  methodNotAllowed,
} from "~/server/http.server";
import { allow } from "~/server/rate-limit.server";
import type { Route } from "./+types/api.user-activity";

/** POST /api/user-activity: fire-and-forget search logging into anonymous_sessions. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  try {
    const input = await parseJsonBody(request, activitySchema);
    const ip = clientIp(request, context);
    if (!allow("activity", ip)) return jsonError(429, "Too many requests");
    recordActivity(input, {
      ipAddress: ip,
      userAgent: request.headers.get("user-agent") ?? undefined,
    });
    return Response.json({ ok: true });
  } catch (error) {
    return apiError(error);
  }
}

export function loader() {
  return methodNotAllowed(["POST"], "Use POST to record activity.");
}
