import type { LoaderFunctionArgs } from "@remix-run/node";
import { materialsFilter, readMaterialsParams } from "~/lib/materials-filters";
import { serializeMaterialsCompany } from "~/models/company-serializer.server";
import { countMaterials, listMaterials } from "~/models/materials.server";

const MAX_LIMIT = 1000;

/**
 * GET /api/materials: the materials directory as a JSON array in SPEC §3's shape, ranked. It
 * accepts the /materials filters (search, type, product) plus `limit` (at most 1000) and
 * `offset`; the total is in X-Total-Count.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const limitParam = Number.parseInt(url.searchParams.get("limit") ?? "", 10);
  const offsetParam = Number.parseInt(url.searchParams.get("offset") ?? "", 10);
  const limit =
    Number.isFinite(limitParam) && limitParam > 0 ? Math.min(limitParam, MAX_LIMIT) : MAX_LIMIT;
  const offset = Number.isFinite(offsetParam) && offsetParam > 0 ? offsetParam : 0;
  const filter = materialsFilter(readMaterialsParams(url.searchParams));
  const rows = listMaterials(filter, { limit, offset });
  return Response.json(rows.map(serializeMaterialsCompany), {
    headers: { "X-Total-Count": String(countMaterials(filter)) },
  });
}
