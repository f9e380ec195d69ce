import { requesterThread } from "~/models/leads/requester.server";
import { threadMessages } from "~/models/leads/thread.server";
import { companyIdOf } from "~/models/leads/lead-key.server";
import { apiError, jsonError, readJson } from "~/server/http.server";
import { messageRefusal, sendThreadMessage } from "~/server/leads/lead-message.server";
import type { Route } from "./+types/api.quote-requests.$token.$companyId.messages";
import { writeOnlyLoader } from "./api.listing-by-id.server";

export const loader = writeOnlyLoader(["POST"]);

/**
 * POST /api/quote-requests/:token/:companyId/messages `{ "message": "..." }`: the requester
 * writes to a firm the request reached; 201 with the thread. A wrong token or another firm: 404.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  try {
    if (request.method !== "POST") return jsonError(405, "Method not allowed");
    const { key } = requesterThread(params.token ?? "", companyIdOf(params.companyId));
    const body = (await readJson(request)) as Record<string, unknown>;
    const sent = sendThreadMessage("requester", key, body, { request, context });
    if (!sent.ok) return messageRefusal(sent);
    return Response.json(
      { messages: threadMessages(key) },
      { status: 201, headers: { "Cache-Control": "private, no-store" } },
    );
  } catch (error) {
    return apiError(error);
  }
}
