import { readApiPage } from "~/lib/api-page";
import { materialsFilter, readMaterialsParams } from "~/lib/materials-filters";
import { serializeMaterialsCompany } from "~/models/directory/company-serializer.server";
import { countMaterials, listMaterials } from "~/models/directory/materials.server";
import type { Route } from "./+types/api.materials._index";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

/**
 * GET /api/materials: the materials directory as a JSON array in the shape of decision 005, ranked. It
 * accepts the /materials filters (search, type, product) plus `limit` (at most 1000) and
 * `offset`; the total is in X-Total-Count.
 */
/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = readApiPage(url.searchParams);
  const filter = materialsFilter(readMaterialsParams(url.searchParams));
  const rows = listMaterials(filter, page);
  return Response.json(rows.map(serializeMaterialsCompany), {
    headers: { "X-Total-Count": String(countMaterials(filter)) },
  });
}
