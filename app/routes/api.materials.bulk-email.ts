import type { ActionFunctionArgs } from "@remix-run/node";
import { bulkEmailSchema, bulkEmailSuccess, describeBulkEmailError } from "~/lib/bulk-email-schema";
import { sendBulkEmail } from "~/models/bulk-email.server";
import { getUser } from "~/server/auth.server";
import { apiError, jsonError, readJson } from "~/server/http.server";

/**
 * POST /api/materials/bulk-email `{ companyIds, subject, message }`: one message per selected
 * materials company through the outbox. 401 signed out; 400 on bad input (SPEC §5 messages);
 * 429 past the daily cap; always `{ message }`.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  const user = await getUser(request);
  if (!user) return jsonError(401, "Please sign in to send bulk emails.");
  const body = await readJson(request).catch((response: Response) => response);
  if (body instanceof Response) return body;
  const parsed = bulkEmailSchema.safeParse(body);
  if (!parsed.success) {
    const title = parsed.error.issues.find((i) => i.path.length === 0)?.message;
    const first = parsed.error.issues[0];
    const message =
      (title && describeBulkEmailError(title)) ?? `${first.path.join(".")}: ${first.message}`;
    return jsonError(400, message, { title: title ?? "Invalid request" });
  }
  try {
    const { sent } = sendBulkEmail(user, parsed.data);
    return Response.json({ sent, message: bulkEmailSuccess(sent).description });
  } catch (error) {
    return apiError(error);
  }
}

export function loader() {
  return jsonError(405, "Use POST to send a bulk email.");
}
