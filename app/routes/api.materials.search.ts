import type { LoaderFunctionArgs } from "@remix-run/node";
import { readApiSearch } from "~/lib/api-page";
import { serializeMaterialsCompany } from "~/models/company-serializer.server";
import { listMaterials } from "~/models/materials.server";

/**
 * GET /api/materials/search?q=: materials companies whose name, location, description or a
 * product contains q (2+ characters; fewer answers []). Up to 20 results, 50 with `limit`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const search = readApiSearch(new URL(request.url).searchParams);
  if (!search) return Response.json([]);
  const rows = listMaterials({ text: search.q }, { limit: search.limit, offset: 0 });
  return Response.json(rows.map(serializeMaterialsCompany));
}
