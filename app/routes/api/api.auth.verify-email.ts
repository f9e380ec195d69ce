import { AUTH_MESSAGES, verifyEmailSchema } from "~/lib/auth-schemas";
import { verifyEmail } from "~/models/accounts/users.server";
import { jsonError, jsonPostAction, methodNotAllowed } from "~/server/http.server";

/** POST /api/auth/verify-email `{ token }` → `{ ok: true, message }`; a bad or used token is a 400. */
export const action = jsonPostAction({
  // The schema's every refusal of the token reads as the invalid-link message.
  schema: verifyEmailSchema,
  handle: ({ token }) => {
    const user = verifyEmail(token);
    if (!user) return jsonError(400, AUTH_MESSAGES.verifyInvalid);
    return Response.json({ ok: true, message: AUTH_MESSAGES.verifyDoneDescription });
  },
});

export function loader() {
  return methodNotAllowed(["POST"], "Use POST to verify an email address.");
}
