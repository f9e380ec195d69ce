import { AUTH_MESSAGES, forgotPasswordSchema, resetWithTokenApiSchema } from "~/lib/auth-schemas";
import { requestPasswordReset, resetPassword } from "~/models/accounts/users.server";
import { clearSessionCookie } from "~/server/auth/auth.server";
import { env } from "~/env.server";
import { rememberDevice } from "~/server/auth/known-device.server";
import { jsonError, jsonPostAction, methodNotAllowed } from "~/server/http.server";

/**
 * POST /api/auth/reset-password
 * - `{ email }` asks for the reset mail: always 200 with the same neutral message.
 * - `{ token, password }` sets the new password and ends every session of the account.
 */
export const action = jsonPostAction({
  // A body with a token sets the new password; one without asks for a reset link.
  schema: (body) => ("token" in body ? resetWithTokenApiSchema : forgotPasswordSchema),
  limit: { name: "passwordReset", message: AUTH_MESSAGES.tooManyAttempts, beforeBody: true },
  handle: async (input, { request }) => {
    const mail = { siteUrl: env().SITE_URL };
    if ("token" in input) {
      const user = await resetPassword(input.token, input.password, mail);
      if (!user) return jsonError(400, AUTH_MESSAGES.resetInvalid);
      const headers = new Headers();
      headers.append("Set-Cookie", await clearSessionCookie());
      headers.append("Set-Cookie", await rememberDevice(request, user.email));
      return Response.json({ ok: true, message: AUTH_MESSAGES.resetDoneDescription }, { headers });
    }
    requestPasswordReset(input.email, mail);
    return Response.json({ ok: true, message: AUTH_MESSAGES.resetRequested });
  },
});

export function loader() {
  return methodNotAllowed(["POST"], "Use POST to reset a password.");
}
