import { serializeOwnedCompany } from "~/models/directory/company-serializer.server";
import { listOwnedCompanies } from "~/models/listings/owner-companies.server";
import { requireApiUser } from "~/server/auth/api-auth.server";
import type { Route } from "./+types/api.user.companies";

/** GET /api/user/companies: the signed-in user's listings, `{ companies, materialsCompanies }`. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireApiUser(request);
  const owned = listOwnedCompanies(user.id);
  return Response.json({
    companies: owned.striping.map(serializeOwnedCompany),
    materialsCompanies: owned.materials.map(serializeOwnedCompany),
  });
}
