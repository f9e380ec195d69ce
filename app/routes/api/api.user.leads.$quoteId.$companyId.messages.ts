import { getLead } from "~/models/quotes/leads.server";
import { threadMessages } from "~/models/leads/thread.server";
import { leadKeyOf } from "~/models/leads/lead-key.server";
import { requireApiUser } from "~/server/auth/api-auth.server";
import { apiError, jsonError, readJson } from "~/server/http.server";
import { messageRefusal, sendThreadMessage } from "~/server/leads/lead-message.server";
import type { Route } from "./+types/api.user.leads.$quoteId.$companyId.messages";
import { writeOnlyLoader } from "./api.listing-by-id.server";

export const loader = writeOnlyLoader(["POST"]);

/**
 * POST /api/user/leads/:quoteId/:companyId/messages `{ "message": "..." }` (the first may add
 * `priceRange`, `earliestStart`): 201 with the thread. Another owner's lead is a 404 before the
 * body is read; over a limit, 429 with when to try again.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  try {
    const user = await requireApiUser(request);
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const key = leadKeyOf(params.quoteId, params.companyId);
    getLead(user.id, key);
    const body = (await readJson(request)) as Record<string, unknown>;
    const sent = sendThreadMessage("firm", key, body, { request, context, replyTo: user.email });
    if (!sent.ok) return messageRefusal(sent);
    return Response.json({ messages: threadMessages(key) }, { status: 201 });
  } catch (error) {
    return apiError(error);
  }
}
