import type { ActionFunctionArgs } from "@remix-run/node";
import { AUTH_MESSAGES, firstIssueMessage, loginSchema } from "~/lib/auth-schemas";
import { createUserSessionCookie } from "~/server/auth.server";
import { clientIp, jsonError, readJson } from "~/server/http.server";
import { verifyLoginThrottled } from "~/server/login-throttle.server";
import { allow } from "~/server/rate-limit.server";

/**
 * POST /api/auth/login `{ email, password }` → `{ user }` and a new session cookie. A wrong
 * password and an unknown e-mail get the same 401 answer; 10 failures for one account in 15
 * minutes, from any address, make it a 429 until the window ends.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  if (!allow("login", clientIp(request, context))) {
    return jsonError(429, AUTH_MESSAGES.tooManyAttempts);
  }
  const body = await readJson(request).catch((response: Response) => response);
  if (body instanceof Response) return body;
  const parsed = loginSchema.safeParse(body);
  if (!parsed.success) return jsonError(400, firstIssueMessage(parsed.error));
  const user = await verifyLoginThrottled(parsed.data.email, parsed.data.password);
  if (user === "throttled") return jsonError(429, AUTH_MESSAGES.tooManyAttempts);
  if (user === "disabled") return jsonError(403, AUTH_MESSAGES.accountDisabled);
  if (!user) return jsonError(401, AUTH_MESSAGES.loginApiFailed);
  const cookie = await createUserSessionCookie(user.id, request);
  return Response.json({ user }, { headers: { "Set-Cookie": cookie } });
}

export function loader() {
  return jsonError(405, "Use POST to sign in.");
}
