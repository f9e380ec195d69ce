import { readApiSearch, readSearchLimit } from "~/lib/api-page";
import { listCompanies } from "~/models/directory/company-query.server";
import { serializeMaterialsCompany } from "~/models/directory/company-serializer.server";
import { listMaterials } from "~/models/directory/materials.server";
import type { Route } from "./+types/api.materials.search";
import { readNearPlace } from "~/server/near-param.server";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

/**
 * GET /api/materials/search?q=: materials companies whose name, location, description or a
 * product contains q (2+ characters; fewer answers []). Up to 20 results, 50 with `limit`. With
 * `near` and `radius` (decision 016): the suppliers within the radius, nearest first, each with
 * `distanceMiles`; q is then optional. A state in `near` is that state's suppliers (decision 044).
 */
/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { near, state } = readNearPlace(params);
  const search = readApiSearch(params);
  if (near || state) {
    const { rows } = listCompanies("materials", {
      filter: { text: search?.q, state },
      near,
      offset: 0,
      limit: readSearchLimit(params),
    });
    return Response.json(
      rows.map((r) => ({
        ...serializeMaterialsCompany(r),
        ...(near ? { distanceMiles: r.distanceMiles } : {}),
      })),
    );
  }
  if (!search) return Response.json([]);
  const rows = listMaterials({ text: search.q }, { limit: search.limit, offset: 0 });
  return Response.json(rows.map(serializeMaterialsCompany));
}
