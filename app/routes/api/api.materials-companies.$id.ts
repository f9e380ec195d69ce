import { materialsEditSchema } from "~/lib/company-schemas";
import { env } from "~/env.server";
import { serializeMaterialsCompany, withOwner } from "~/models/directory/company-serializer.server";
import { updateMaterialsCompany } from "~/models/listings/owner-companies.server";
import { logoRefusal, ownedListingApi } from "./api.owned-listing.server";
import { listedCompanyLoader } from "./api.listing-by-id.server";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

/** GET /api/materials-companies/:id: a listed materials company, or a 404 in JSON. */
/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export const loader = listedCompanyLoader("materials", serializeMaterialsCompany);

/**
 * PUT /api/materials-companies/:id (fields plus an optional customLogo) and DELETE. The body is
 * laid over the listing's current values, so the company object onboarding or a read returns is
 * accepted as it is; ownership is checked first (another user's listing is a 404, not a 400).
 */
export const action = ownedListingApi({
  directory: "materials",
  method: "PUT",
  schema: materialsEditSchema,
  save: (userId, row, input) => {
    const refused = logoRefusal(input.customLogo, row, userId);
    if (refused) return refused;
    const updated = updateMaterialsCompany(userId, row.id, input, { siteUrl: env().SITE_URL });
    return Response.json(withOwner(serializeMaterialsCompany(updated), updated));
  },
});
