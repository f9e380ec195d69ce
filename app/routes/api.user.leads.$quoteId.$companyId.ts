import { getLead } from "~/models/leads.server";
import { requireApiUser } from "~/server/api-auth.server";
import { apiError } from "~/server/http.server";
import type { Route } from "./+types/api.user.leads.$quoteId.$companyId";

/** GET /api/user/leads/:quoteId/:companyId: one lead; another owner's is a 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireApiUser(request);
  try {
    const lead = getLead(user.id, {
      quoteId: Number(params.quoteId),
      companyId: Number(params.companyId),
    });
    return Response.json({ lead });
  } catch (error) {
    return apiError(error);
  }
}
