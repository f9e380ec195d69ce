import { AUTH_MESSAGES, registerApiSchema } from "~/lib/auth-schemas";
import { Conflict } from "~/models/errors.server";
import { createSignedInUser } from "~/server/auth/auth-pages.server";
import {
  apiError,
  clientIp,
  jsonError,
  parseJsonBody,
  methodNotAllowed,
} from "~/server/http.server";
import { allow } from "~/server/rate-limit.server";
import type { Route } from "./+types/api.auth.register";

/**
 * POST /api/auth/register: the registration body (firstName, lastName, email, company?,
 * phone?, password, confirmPassword?) → 201 `{ user }`, signed in. Other fields (a role, a
 * verified flag) are ignored. An e-mail already registered is a 409.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  if (!allow("register", clientIp(request, context))) {
    return jsonError(429, AUTH_MESSAGES.tooManyAttempts);
  }
  try {
    const input = await parseJsonBody(request, registerApiSchema);
    const { user, headers } = await createSignedInUser(request, input);
    return Response.json({ user }, { status: 201, headers });
  } catch (error) {
    if (error instanceof Conflict) return jsonError(409, AUTH_MESSAGES.emailTaken);
    return apiError(error);
  }
}

export function loader() {
  return methodNotAllowed(["POST"], "Use POST to create an account.");
}
