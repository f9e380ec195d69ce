import { listLeads } from "~/models/quotes/leads.server";
import { threadsOf } from "~/models/leads/thread.server";
import { requireApiUser } from "~/server/auth/api-auth.server";
import type { Route } from "./+types/api.user.leads";

/**
 * GET /api/user/leads: the quote requests forwarded to the signed-in user's listings (decision
 * 019), each with its thread (`messages`, oldest first).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireApiUser(request);
  const leads = listLeads(user.id);
  const threads = threadsOf(leads.map((l) => l.quoteId));
  return Response.json({
    leads: leads.map((l) => ({ ...l, messages: threads.get(`${l.quoteId}-${l.companyId}`) ?? [] })),
  });
}
