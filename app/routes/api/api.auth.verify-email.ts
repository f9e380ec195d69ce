import { AUTH_MESSAGES, verifyEmailSchema } from "~/lib/auth-schemas";
import { verifyEmail } from "~/models/accounts/users.server";
import { apiError, jsonError, parseJsonBody, methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.auth.verify-email";

/** POST /api/auth/verify-email `{ token }` → `{ ok: true, message }`; a bad or used token is a 400. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  try {
    // The schema's every refusal of the token reads as the invalid-link message.
    const { token } = await parseJsonBody(request, verifyEmailSchema);
    const user = verifyEmail(token);
    if (!user) return jsonError(400, AUTH_MESSAGES.verifyInvalid);
    return Response.json({ ok: true, message: AUTH_MESSAGES.verifyDoneDescription });
  } catch (error) {
    return apiError(error);
  }
}

export function loader() {
  return methodNotAllowed(["POST"], "Use POST to verify an email address.");
}
