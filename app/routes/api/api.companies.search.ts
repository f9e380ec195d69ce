import { readApiSearch, readSearchLimit } from "~/lib/api-page";
import { listCompanies } from "~/models/directory/company-query.server";
import { nearFields, serializeStripingCompany } from "~/models/directory/company-serializer.server";
import { markShown } from "~/server/listing-marks.server";
import type { Route } from "./+types/api.companies.search";
import { readNearPlace } from "~/server/near-param.server";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

/**
 * GET /api/companies/search?q=: striping companies whose text contains q (2+ characters). With
 * `near` (and `radius`, default 50 miles) the companies within the radius, nearest first, each
 * with `distanceMiles`; q is then optional. A state in `near` ('Texas', 'TX') is that state's
 * listings, ranked (decision 044). A place we cannot read is a 400.
 */
/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { near, state } = readNearPlace(params);
  const search = readApiSearch(params);
  if (!near && !state && !search) return Response.json([]);
  const { rows } = listCompanies("striping", {
    filter: { text: search?.q, state },
    near,
    offset: 0,
    limit: readSearchLimit(params),
  });
  // Results an app showed count as appearances too (decision 023).
  await markShown(request, context, rows, search?.q);
  return Response.json(
    rows.map((r) => ({
      ...serializeStripingCompany(r),
      ...(near ? nearFields(r) : {}),
    })),
  );
}
