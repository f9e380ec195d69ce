import { bulkEmailSchema, bulkEmailSuccess } from "~/lib/bulk-email-schema";
import { sendBulkEmail } from "~/models/mail/bulk-email.server";
import { getUser } from "~/server/auth/auth.server";
import type { Route } from "./+types/api.materials.bulk-email";
import {
  apiError,
  clientIp,
  jsonError,
  parseJsonBody,
  visitorKey,
  methodNotAllowed,
} from "~/server/http.server";

/**
 * POST /api/materials/bulk-email `{ companyIds, subject, message }`: one message per selected
 * materials company through the outbox. 401 signed out; 400 on bad input (the schema's messages, decision 025);
 * 429 past the daily cap of the account or of the client's address; always `{ message }`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = await getUser(request);
  if (!user) return jsonError(401, "Please sign in to send bulk emails.");
  try {
    const input = await parseJsonBody(request, bulkEmailSchema);
    const { sent } = sendBulkEmail(user, input, {
      visitorKey: visitorKey(clientIp(request, context)),
    });
    return Response.json({ sent, message: bulkEmailSuccess(sent).description });
  } catch (error) {
    return apiError(error);
  }
}

export function loader() {
  return methodNotAllowed(["POST"], "Use POST to send a bulk email.");
}
