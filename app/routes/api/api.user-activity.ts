import { activitySchema } from "~/lib/activity-schema";
import { recordActivity } from "~/models/content/activity.server";
import { jsonPostAction, methodNotAllowed } from "~/server/http.server";

/** POST /api/user-activity: fire-and-forget search logging into anonymous_sessions. */
export const action = jsonPostAction({
  schema: activitySchema,
  limit: { name: "activity", message: "Too many requests" },
  handle: (input, { request, ip }) => {
    recordActivity(input, {
      ipAddress: ip,
      userAgent: request.headers.get("user-agent") ?? undefined,
    });
    return Response.json({ ok: true });
  },
});

export function loader() {
  return methodNotAllowed(["POST"], "Use POST to record activity.");
}
