import { readApiPage } from "~/lib/api-page";
import { browseFilter, readBrowseParams } from "~/lib/company-filters";
import { listCompanies } from "~/models/company-query.server";
import { serializeStripingCompany } from "~/models/company-serializer.server";
import { readNearParam } from "~/server/near-param.server";
import type { Route } from "./+types/api.companies._index";

/**
 * GET /api/companies: the striping directory as a JSON array, ranked. It accepts the same
 * filters as /browse, plus `limit` (at most 1000) and `offset`; the total is in X-Total-Count.
 * With `near` and `radius` (decision 016): the matches within the radius, nearest first, each
 * with `distanceMiles`.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = readApiPage(url.searchParams);
  const filter = browseFilter(readBrowseParams(url.searchParams));
  const near = readNearParam(url.searchParams);
  const { rows, total } = listCompanies("striping", { filter, near, ...page });
  return Response.json(
    rows.map((r) => ({
      ...serializeStripingCompany(r),
      ...(near ? { distanceMiles: r.distanceMiles } : {}),
    })),
    { headers: { "X-Total-Count": String(total()) } },
  );
}
