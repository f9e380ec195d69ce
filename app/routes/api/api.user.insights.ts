import { ownerInsights } from "~/models/listings/listing-stats.server";
import { requireApiUser } from "~/server/auth/api-auth.server";
import type { Route } from "./+types/api.user.insights";

/**
 * GET /api/user/insights: the last 30 days of the signed-in user's striping listings, as the
 * dashboard shows them (totals; days and search terms with an active Premium or VIP plan,
 * otherwise null). Decision 023.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireApiUser(request);
  return Response.json({ insights: ownerInsights(user.id) });
}
