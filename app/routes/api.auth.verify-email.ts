import type { ActionFunctionArgs } from "@remix-run/node";
import { AUTH_MESSAGES, verifyEmailSchema } from "~/lib/auth-schemas";
import { verifyEmail } from "~/models/users.server";
import { jsonError, readJson } from "~/server/http.server";

/** POST /api/auth/verify-email `{ token }` → `{ ok: true, message }`; a bad or used token is a 400. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  const body = await readJson(request).catch((response: Response) => response);
  if (body instanceof Response) return body;
  const parsed = verifyEmailSchema.safeParse(body);
  const user = parsed.success ? verifyEmail(parsed.data.token) : null;
  if (!user) return jsonError(400, AUTH_MESSAGES.verifyInvalid);
  return Response.json({ ok: true, message: AUTH_MESSAGES.verifyDoneDescription });
}

export function loader() {
  return jsonError(405, "Use POST to verify an email address.");
}
