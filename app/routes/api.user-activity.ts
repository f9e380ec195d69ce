import type { ActionFunctionArgs } from "@remix-run/node";
import { activitySchema } from "~/lib/activity-schema";
import { recordActivity } from "~/models/activity.server";
import { clientIp, jsonError, readJson } from "~/server/http.server";
import { allow } from "~/server/rate-limit.server";

/** POST /api/user-activity: fire-and-forget search logging into anonymous_sessions. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  const body = await readJson(request).catch((response: Response) => response);
  if (body instanceof Response) return body;
  const parsed = activitySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return jsonError(400, `${issue.path.join(".") || "body"}: ${issue.message}`);
  }
  const ip = clientIp(request, context);
  if (!allow("activity", ip)) return jsonError(429, "Too many requests");
  recordActivity(parsed.data, {
    ipAddress: ip,
    userAgent: request.headers.get("user-agent") ?? undefined,
  });
  return Response.json({ ok: true });
}

export function loader() {
  return jsonError(405, "Use POST to record activity.");
}
