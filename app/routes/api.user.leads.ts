import { listLeads } from "~/models/leads.server";
import { requireApiUser } from "~/server/api-auth.server";
import type { Route } from "./+types/api.user.leads";

/** GET /api/user/leads: the quote requests forwarded to the signed-in user's listings (decision 019). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireApiUser(request);
  return Response.json({ leads: listLeads(user.id) });
}
