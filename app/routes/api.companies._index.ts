import type { LoaderFunctionArgs } from "@remix-run/node";
import { browseFilter, readBrowseParams } from "~/lib/company-filters";
import { serializeStripingCompany } from "~/models/company-serializer.server";
import { countCompanies } from "~/models/company-counts.server";
import { searchCompanies } from "~/models/company-search.server";

const MAX_LIMIT = 1000;

/**
 * GET /api/companies: the striping directory as a JSON array, ranked. It accepts the same
 * filters as /browse, plus `limit` (at most 1000) and `offset`; the total is in X-Total-Count.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const limitParam = Number.parseInt(url.searchParams.get("limit") ?? "", 10);
  const offsetParam = Number.parseInt(url.searchParams.get("offset") ?? "", 10);
  const limit =
    Number.isFinite(limitParam) && limitParam > 0 ? Math.min(limitParam, MAX_LIMIT) : MAX_LIMIT;
  const offset = Number.isFinite(offsetParam) && offsetParam > 0 ? offsetParam : 0;
  const filter = browseFilter(readBrowseParams(url.searchParams));
  const rows = searchCompanies("striping", filter, { limit, offset });
  return Response.json(rows.map(serializeStripingCompany), {
    headers: { "X-Total-Count": String(countCompanies("striping", filter)) },
  });
}
