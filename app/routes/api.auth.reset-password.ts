import type { ActionFunctionArgs } from "@remix-run/node";
import {
  AUTH_MESSAGES,
  firstIssueMessage,
  forgotPasswordSchema,
  resetWithTokenApiSchema,
} from "~/lib/auth-schemas";
import { requestPasswordReset, resetPassword } from "~/models/users.server";
import { clearSessionCookie } from "~/server/auth.server";
import { env } from "~/server/env.server";
import { clientIp, jsonError, readJson } from "~/server/http.server";
import { allow } from "~/server/rate-limit.server";

/**
 * POST /api/auth/reset-password
 * - `{ email }` asks for the reset mail: always 200 with the same neutral message.
 * - `{ token, password }` sets the new password and ends every session of the account.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  if (!allow("passwordReset", clientIp(request, context))) {
    return jsonError(429, AUTH_MESSAGES.tooManyAttempts);
  }
  const body = await readJson(request).catch((response: Response) => response);
  if (body instanceof Response) return body;
  const mail = { siteUrl: env().SITE_URL };

  if (body && typeof body === "object" && "token" in body) {
    const parsed = resetWithTokenApiSchema.safeParse(body);
    if (!parsed.success) return jsonError(400, firstIssueMessage(parsed.error));
    const user = await resetPassword(parsed.data.token, parsed.data.password, mail);
    if (!user) return jsonError(400, AUTH_MESSAGES.resetInvalid);
    return Response.json(
      { ok: true, message: AUTH_MESSAGES.resetDoneDescription },
      { headers: { "Set-Cookie": await clearSessionCookie() } },
    );
  }

  const parsed = forgotPasswordSchema.safeParse(body);
  if (!parsed.success) return jsonError(400, firstIssueMessage(parsed.error));
  requestPasswordReset(parsed.data.email, mail);
  return Response.json({ ok: true, message: AUTH_MESSAGES.resetRequested });
}

export function loader() {
  return jsonError(405, "Use POST to reset a password.");
}
