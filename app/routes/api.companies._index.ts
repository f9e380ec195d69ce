import type { LoaderFunctionArgs } from "@remix-run/node";
import { readApiPage } from "~/lib/api-page";
import { browseFilter, readBrowseParams } from "~/lib/company-filters";
import { serializeStripingCompany } from "~/models/company-serializer.server";
import { countCompanies } from "~/models/company-counts.server";
import { searchCompanies } from "~/models/company-search.server";

/**
 * GET /api/companies: the striping directory as a JSON array, ranked. It accepts the same
 * filters as /browse, plus `limit` (at most 1000) and `offset`; the total is in X-Total-Count.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const page = readApiPage(url.searchParams);
  const filter = browseFilter(readBrowseParams(url.searchParams));
  const rows = searchCompanies("striping", filter, page);
  return Response.json(rows.map(serializeStripingCompany), {
    headers: { "X-Total-Count": String(countCompanies("striping", filter)) },
  });
}
