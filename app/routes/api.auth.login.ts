import { AUTH_MESSAGES, loginSchema } from "~/lib/auth-schemas";
import { createUserSessionCookie } from "~/server/auth.server";
import { apiError, clientIp, jsonError, parseJsonBody } from "~/server/http.server";
import { verifyLoginThrottled } from "~/server/login-throttle.server";
import { allow } from "~/server/rate-limit.server";
import type { Route } from "./+types/api.auth.login";

/**
 * POST /api/auth/login `{ email, password }` → `{ user }` and a new session cookie. A wrong
 * password and an unknown e-mail get the same 401 answer; 10 failures for one account in 15
 * minutes, from any address, make it a 429 until the window ends.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  if (!allow("login", clientIp(request, context))) {
    return jsonError(429, AUTH_MESSAGES.tooManyAttempts);
  }
  try {
    const { email, password } = await parseJsonBody(request, loginSchema);
    const user = await verifyLoginThrottled(email, password);
    if (user === "throttled") return jsonError(429, AUTH_MESSAGES.tooManyAttempts);
    if (user === "disabled") return jsonError(403, AUTH_MESSAGES.accountDisabled);
    if (!user) return jsonError(401, AUTH_MESSAGES.loginApiFailed);
    const cookie = await createUserSessionCookie(user.id, request);
    return Response.json({ user }, { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    return apiError(error);
  }
}

export function loader() {
  return jsonError(405, "Use POST to sign in.");
}
