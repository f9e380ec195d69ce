import { readApiPage } from "~/lib/api-page";
import { browseFilter, readBrowseParams } from "~/lib/company-filters";
import { listCompanies } from "~/models/directory/company-query.server";
import { nearFields, serializeStripingCompany } from "~/models/directory/company-serializer.server";
import type { Route } from "./+types/api.companies._index";
import { readNearPlace } from "~/server/near-param.server";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

/**
 * GET /api/companies: the striping directory as a JSON array, ranked. It accepts the same
 * filters as /browse, plus `limit` (at most 1000) and `offset`; the total is in X-Total-Count.
 * With `near` and `radius` (decision 016): the matches within the radius, nearest first, each
 * with `distanceMiles`; a state's name or code in `near` is that state's listings (decision 044).
 * `cert=DBE Certified` (repeatable) keeps holders of a credential, `verified=1` only verified
 * ones; every object carries its showing `credentials` (decision 048).
 */
/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = readApiPage(url.searchParams);
  const { near, state } = readNearPlace(url.searchParams);
  const asked = browseFilter(readBrowseParams(url.searchParams));
  const filter = state ? { ...asked, state: asked.state ?? state } : asked;
  const { rows, total } = listCompanies("striping", { filter, near, ...page });
  return Response.json(
    rows.map((r) => ({
      ...serializeStripingCompany(r),
      ...(near ? nearFields(r) : {}),
    })),
    { headers: { "X-Total-Count": String(total()) } },
  );
}
