import { getLead } from "~/models/quotes/leads.server";
import { threadMessages } from "~/models/leads/thread.server";
import { leadKeyOf } from "~/models/leads/lead-key.server";
import { requireApiUser } from "~/server/auth/api-auth.server";
import { apiError } from "~/server/http.server";
import type { Route } from "./+types/api.user.leads.$quoteId.$companyId";

/**
 * GET /api/user/leads/:quoteId/:companyId: one lead with its thread (`messages`, oldest first,
 * each `{ from: "firm" | "requester", message, sentAt }`); another owner's is a 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireApiUser(request);
  try {
    const key = leadKeyOf(params.quoteId, params.companyId);
    const lead = getLead(user.id, key);
    const messages = threadMessages(key);
    return Response.json({ lead: { ...lead, messages }, messages });
  } catch (error) {
    return apiError(error);
  }
}
