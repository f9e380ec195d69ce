import type { LoaderFunctionArgs } from "@remix-run/node";
import { formatFound } from "~/lib/found";
import { countMatches } from "~/models/company-counts.server";
import { searchCompanies } from "~/models/company-search.server";

export const QUICK_SEARCH_LIMIT = 8;

/** Suggestions for the quick-search dropdown: the first 8 matches and how many there are. */
export async function loader({ request }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  if ([...q].length < 2) return Response.json({ q, total: "0", results: [] });
  const filter = { text: q };
  const found = countMatches("striping", filter);
  const page = { limit: QUICK_SEARCH_LIMIT, offset: 0 };
  const results = searchCompanies("striping", filter, page, found).map((c) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    location: c.location,
    state: c.state,
    // Ranked above others by an active paid plan: said in text (decision 015).
    sponsored: c.tierRank > 0,
  }));
  return Response.json(
    { q, total: formatFound(found), results },
    { headers: { "Cache-Control": "public, max-age=60" } },
  );
}
