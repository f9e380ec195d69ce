import type { LoaderFunctionArgs } from "@remix-run/node";
import { readApiPage } from "~/lib/api-page";
import { browseFilter, readBrowseParams } from "~/lib/company-filters";
import { nearMatches, nearRows } from "~/models/company-near.server";
import { serializeStripingCompany } from "~/models/company-serializer.server";
import { countCompanies } from "~/models/company-counts.server";
import { searchCompanies } from "~/models/company-search.server";
import { readNearParam } from "~/server/near-param.server";

/**
 * GET /api/companies: the striping directory as a JSON array, ranked. It accepts the same
 * filters as /browse, plus `limit` (at most 1000) and `offset`; the total is in X-Total-Count.
 * With `near` and `radius` (decision 016): the matches within the radius, nearest first, each
 * with `distanceMiles`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const page = readApiPage(url.searchParams);
  const filter = browseFilter(readBrowseParams(url.searchParams));
  const near = readNearParam(url.searchParams);
  if (near) {
    const matches = nearMatches("striping", filter, near);
    const rows = nearRows(matches, page.offset, page.limit);
    return Response.json(
      rows.map((r) => ({ ...serializeStripingCompany(r), distanceMiles: r.distanceMiles })),
      { headers: { "X-Total-Count": String(matches.length) } },
    );
  }
  const rows = searchCompanies("striping", filter, page);
  return Response.json(rows.map(serializeStripingCompany), {
    headers: { "X-Total-Count": String(countCompanies("striping", filter)) },
  });
}
