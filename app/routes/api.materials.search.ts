import type { LoaderFunctionArgs } from "@remix-run/node";
import { serializeMaterialsCompany } from "~/models/company-serializer.server";
import { listMaterials } from "~/models/materials.server";

/**
 * GET /api/materials/search?q=: materials companies whose name, location, description or a
 * product contains q (2+ characters; fewer answers []). Up to 20 results, 50 with `limit`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const limitParam = Number.parseInt(url.searchParams.get("limit") ?? "", 10);
  const limit = Number.isFinite(limitParam) && limitParam > 0 ? Math.min(limitParam, 50) : 20;
  if ([...q].length < 2) return Response.json([]);
  const rows = listMaterials({ text: q }, { limit, offset: 0 });
  return Response.json(rows.map(serializeMaterialsCompany));
}
