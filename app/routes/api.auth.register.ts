import { AUTH_MESSAGES, registerApiSchema } from "~/lib/auth-schemas";
import { Conflict } from "~/models/errors.server";
import { createUser } from "~/models/users.server";
import { createUserSessionCookie } from "~/server/auth.server";
import { env } from "~/server/env.server";
import { rememberDevice } from "~/server/known-device.server";
import { apiError, clientIp, jsonError, parseJsonBody } from "~/server/http.server";
import { allow } from "~/server/rate-limit.server";
import type { Route } from "./+types/api.auth.register";

/**
 * POST /api/auth/register: the registration body (firstName, lastName, email, company?,
 * phone?, password, confirmPassword?) → 201 `{ user }`, signed in. Other fields (a role, a
 * verified flag) are ignored. An e-mail already registered is a 409.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  if (!allow("register", clientIp(request, context))) {
    return jsonError(429, AUTH_MESSAGES.tooManyAttempts);
  }
  try {
    const { email, password, firstName, lastName, company, phone } = await parseJsonBody(
      request,
      registerApiSchema,
    );
    const user = await createUser(
      { email, password, firstName, lastName, company, phone },
      { siteUrl: env().SITE_URL },
    );
    const headers = new Headers();
    headers.append("Set-Cookie", await createUserSessionCookie(user.id, request));
    headers.append("Set-Cookie", await rememberDevice(request, user.email));
    return Response.json({ user }, { status: 201, headers });
  } catch (error) {
    if (error instanceof Conflict) return jsonError(409, AUTH_MESSAGES.emailTaken);
    return apiError(error);
  }
}

export function loader() {
  return jsonError(405, "Use POST to create an account.");
}
