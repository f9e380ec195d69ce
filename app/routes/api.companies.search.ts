import type { LoaderFunctionArgs } from "@remix-run/node";
import { readApiSearch } from "~/lib/api-page";
import { serializeStripingCompany } from "~/models/company-serializer.server";
import { searchCompanies } from "~/models/company-search.server";

/** GET /api/companies/search?q=: striping companies whose text contains q (2+ characters). */
export async function loader({ request }: LoaderFunctionArgs) {
  const search = readApiSearch(new URL(request.url).searchParams);
  if (!search) return Response.json([]);
  const rows = searchCompanies("striping", { text: search.q }, { limit: search.limit, offset: 0 });
  return Response.json(rows.map(serializeStripingCompany));
}
