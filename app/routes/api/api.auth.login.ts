import { AUTH_MESSAGES, loginSchema } from "~/lib/auth-schemas";
import { createUserSessionCookie } from "~/server/auth/auth.server";
import { jsonError, jsonPostAction, methodNotAllowed } from "~/server/http.server";
import { rememberDevice } from "~/server/auth/known-device.server";
import { loginClient, verifyLoginThrottled } from "~/server/auth/login-throttle.server";

/**
 * POST /api/auth/login `{ email, password }` → `{ user }`, a new session cookie and the cookie
 * that marks this client as knowing the account. A wrong password and an unknown e-mail get the
 * same 401 answer; the sign-in limits of decision 041 answer 429.
 */
export const action = jsonPostAction({
  schema: loginSchema,
  limit: { name: "login", message: AUTH_MESSAGES.tooManyAttempts, beforeBody: true },
  handle: async ({ email, password }, { request, ip }) => {
    const client = await loginClient(request, ip, email);
    const user = await verifyLoginThrottled(email, password, client);
    if (user === "throttled") return jsonError(429, AUTH_MESSAGES.tooManyAttempts);
    if (user === "disabled") return jsonError(403, AUTH_MESSAGES.accountDisabled);
    if (!user) return jsonError(401, AUTH_MESSAGES.loginApiFailed);
    const headers = new Headers();
    headers.append("Set-Cookie", await createUserSessionCookie(user.id, request));
    headers.append("Set-Cookie", await rememberDevice(request, user.email));
    return Response.json({ user }, { headers });
  },
});

export function loader() {
  return methodNotAllowed(["POST"], "Use POST to sign in.");
}
