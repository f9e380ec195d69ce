import { z } from "zod";
import { stripingEditSchema } from "~/lib/company-schemas";
import { coverageApiSchema } from "~/lib/coverage-schema";
import { env } from "~/env.server";
import {
  serializeStripingCompany,
  withOwner,
  type CompanyRow,
} from "~/models/directory/company-serializer.server";
import { readCoverage, setCoverage } from "~/models/listings/coverage.server";
import { coverageSavesPerHour } from "~/server/listings/coverage-saves.server";
import { updateStripingCompany } from "~/models/listings/owner-companies.server";
import { ownedListingApi } from "./api.owned-listing.server";
import { listedCompanyLoader } from "./api.listing-by-id.server";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

/** GET /api/companies/:id: a listed striping company, or a 404 in JSON. */
/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

/** The company object with where it works (decision 049): `serves: { miles, states }`. */
const withCoverage = (row: CompanyRow) => ({
  ...serializeStripingCompany(row),
  serves: readCoverage(row.id),
});

export const loader = listedCompanyLoader("striping", withCoverage);

/**
 * PATCH /api/companies/:id (owner edit: only the fields sent change; `serves` sets where the
 * firm works) and DELETE. Ownership is checked before the body is read, so another user's
 * listing answers 404, never a 400.
 */
export const action = ownedListingApi({
  directory: "striping",
  method: "PATCH",
  schema: stripingEditSchema.and(z.object({ serves: coverageApiSchema.optional() })),
  save: (userId, row, { serves, ...input }) => {
    // Coverage first: a save refused by its hourly limit leaves the rest unchanged too.
    if (serves) setCoverage(userId, row.id, serves, coverageSavesPerHour());
    const updated = updateStripingCompany(userId, row.id, input, { siteUrl: env().SITE_URL });
    return Response.json(withOwner(withCoverage(updated), updated));
  },
});
