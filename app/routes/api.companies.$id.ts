import { stripingEditSchema } from "~/lib/company-schemas";
import { env } from "~/server/env.server";
import { serializeStripingCompany, withOwner } from "~/models/company-serializer.server";
import { updateStripingCompany } from "~/models/owner-companies.server";
import { ownedListingApi } from "./api.owned-listing.server";
import { listedCompanyLoader } from "./api.listing-by-id.server";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

/** GET /api/companies/:id: a listed striping company, or a 404 in JSON. */
/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export const loader = listedCompanyLoader("striping", serializeStripingCompany);

/**
 * PATCH /api/companies/:id (owner edit: only the fields sent change) and DELETE. Ownership is
 * checked before the body is read, so another user's listing answers 404, never a 400.
 */
export const action = ownedListingApi({
  directory: "striping",
  method: "PATCH",
  schema: stripingEditSchema,
  save: (userId, row, input) => {
    const updated = updateStripingCompany(userId, row.id, input, { siteUrl: env().SITE_URL });
    return Response.json(withOwner(serializeStripingCompany(updated), updated));
  },
});
