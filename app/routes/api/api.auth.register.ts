import { AUTH_MESSAGES, registerApiSchema } from "~/lib/auth-schemas";
import { Conflict } from "~/models/errors.server";
import { createSignedInUser } from "~/server/auth/auth-pages.server";
import { jsonError, jsonPostAction, methodNotAllowed } from "~/server/http.server";

/**
 * POST /api/auth/register: the registration body (firstName, lastName, email, company?,
 * phone?, password, confirmPassword?) → 201 `{ user }`, signed in. Other fields (a role, a
 * verified flag) are ignored. An e-mail already registered is a 409.
 */
export const action = jsonPostAction({
  schema: registerApiSchema,
  limit: { name: "register", message: AUTH_MESSAGES.tooManyAttempts, beforeBody: true },
  handle: async (input, { request }) => {
    const { user, headers } = await createSignedInUser(request, input);
    return Response.json({ user }, { status: 201, headers });
  },
  mapError: (error) =>
    error instanceof Conflict ? jsonError(409, AUTH_MESSAGES.emailTaken) : undefined,
});

export function loader() {
  return methodNotAllowed(["POST"], "Use POST to create an account.");
}
