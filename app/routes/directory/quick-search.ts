import { formatFound } from "~/lib/found";
import { readingHref } from "~/lib/search-reading";
import { misspeltPlace, resolveQuickSearch } from "~/models/search/browse-query.server";
import { findCompanies } from "~/models/directory/company-query.server";
import type { Route } from "./+types/quick-search";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export const QUICK_SEARCH_LIMIT = 8;

/**
 * Suggestions for the quick-search dropdown: the first 8 matches and how many there are. A
 * query that names or ends with a place ('Plano', 'parking lot striping dallas') lists the
 * nearest within 50 miles, each with its distance, as browse does (decision 016).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  if ([...q].length < 2) return Response.json({ q, total: "0", results: [] });
  const { filter, near, otherReading } = resolveQuickSearch(q);
  const result = findCompanies("striping", {
    filter,
    near,
    page: 1,
    pageSize: QUICK_SEARCH_LIMIT,
  });
  const results = result.rows.map((c) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    location: c.location,
    state: c.state,
    // Ranked above others by an active paid plan: said in text (decision 015).
    sponsored: result.sort === "recommended" && c.tierRank > 0,
    ...(c.distanceMiles === undefined ? {} : { distanceMiles: c.distanceMiles }),
  }));
  // Nothing found: the last word may be a misspelt place ('dalas' → 'Dallas, TX').
  const misspelt = result.found.n === 0 && !near ? misspeltPlace(q, "search") : undefined;
  return Response.json(
    {
      q,
      total: formatFound(result.found),
      near: near && { label: near.label, radiusMiles: near.radiusMiles },
      didYouMean: misspelt?.value && { label: misspelt.suggestion, search: misspelt.value },
      // The other reading opens browse, whose box is `search`.
      otherReading: otherReading && {
        label: otherReading.label,
        href: readingHref(new URL("/browse", request.url), {
          ...otherReading,
          param: "search",
        }),
      },
      results,
    },
    { headers: { "Cache-Control": "public, max-age=60" } },
  );
}
