import type { LoaderFunctionArgs } from "@remix-run/node";
import { serializeStripingCompany } from "~/models/company-serializer.server";
import { searchCompanies } from "~/models/company-search.server";

/** GET /api/companies/search?q=: striping companies whose text contains q (2+ characters). */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const limitParam = Number.parseInt(url.searchParams.get("limit") ?? "", 10);
  const limit = Number.isFinite(limitParam) && limitParam > 0 ? Math.min(limitParam, 50) : 20;
  if ([...q].length < 2) return Response.json([]);
  const rows = searchCompanies("striping", { text: q }, { limit, offset: 0 });
  return Response.json(rows.map(serializeStripingCompany));
}
