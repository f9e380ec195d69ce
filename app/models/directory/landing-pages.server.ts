import { and, eq, gt, sql } from "drizzle-orm";
import { findServiceCategory, SERVICE_CATEGORIES } from "~/lib/options";
import type { Found } from "~/lib/found";
import { stateCounts } from "./companies.server";
import { countMatches } from "./company-counts.server";
import { companyWhere } from "~/models/search/company-where.server";
import {
  DEFAULT_RADIUS,
  RADIUS_CHOICES,
  readBrowseParams,
  type CompanyFilter,
} from "~/lib/company-filters";
import { readPage } from "~/lib/landing";
import { findCompanies, type NearQuery } from "./company-query.server";
import { listingCards } from "./company-serializer.server";
import { parsePlace } from "~/models/search/place.server";
import { db, schema } from "~/models/db.server";
import { memoByVersion } from "~/freshness/memo.server";
import { readDirectory, readListings, readState } from "~/freshness/reads.server";
import { formatCount } from "~/lib/format";
import { stateName } from "~/lib/states";
import { servingStateFromElsewhere } from "~/models/listings/coverage.server";
import { isoDay } from "~/models/credentials/credentials.server";
import { credentialKindsAsked } from "~/models/credentials/credential-filter.server";

const { categoryTallies, companies } = schema;

/** Striping companies per state (states without any are absent). */
export function companiesPerState(): Map<string, number> {
  return new Map(stateCounts().map((r) => [r.state, r.n]));
}

/**
 * A state's cities with their listing counts, most first: a GROUP BY over companies_city_idx
 * alone (migration 0016), so exact at any size of the directory. With a service category, the
 * listings that offer it (or hold its credential) only: a service page counts its own.
 */
export function cityCounts(
  state: string,
  limit = 24,
  category?: string,
): { city: string; n: number }[] {
  // A GROUP BY over a big state's listings (25 ms for Texas at 100,000): kept until a listing
  // of the state changes (decisions 024, 035); a review leaves the cities as they are.
  return memoByVersion(`cityCounts:${state}:${limit}:${category ?? ""}`, () => {
    readState(state);
    const where = category
      ? companyWhere("striping", landingFilter(state, category), "row")
      : sql`${companies.directory} = 'striping' AND ${companies.state} = ${state}`;
    return db().all<{ city: string; n: number }>(
      sql`SELECT ${companies.location} AS city, count(*) AS n FROM ${companies}
      WHERE ${where} GROUP BY ${companies.location} ORDER BY n DESC, city LIMIT ${limit}`,
    );
  });
}

/** The cities with the most listings in a state, most first. */
export function topCities(state: string, limit = 3): string[] {
  return cityCounts(state, limit).map((r) => r.city);
}

/** How many companies in the state offer each service category (categories with none omitted). */
export function serviceCountsInState(state: string): { label: string; count: Found }[] {
  return memoByVersion(`serviceCounts:${state}`, () => {
    readState(state);
    return SERVICE_CATEGORIES.map((c) => ({
      label: c.label,
      count: countMatches("striping", landingFilter(state, c.label)),
    })).filter((c) => c.count.n > 0);
  });
}

/**
 * Every (state, service category) pair with at least one company: the state+service landing
 * pages worth listing in the sitemap, from the category tallies (decision 013).
 */
export function stateServicePairs(): { state: string; label: string }[] {
  readDirectory("striping");
  const tallied = db()
    .select({ state: categoryTallies.state, label: categoryTallies.category })
    .from(categoryTallies)
    .where(and(eq(categoryTallies.directory, "striping"), gt(categoryTallies.companies, 0)))
    .all();
  return [...tallied, ...credentialCategoryPairs()].sort(
    (a, b) => a.state.localeCompare(b.state) || a.label.localeCompare(b.label),
  );
}

/**
 * The states whose 'DOT Certified' page lists someone: a credential category has no tally
 * (expiry is by date), so its pairs come from the credentials of the state's own listings.
 */
function credentialCategoryPairs(): { state: string; label: string }[] {
  return SERVICE_CATEGORIES.flatMap((c) =>
    "credential" in c
      ? db()
          .all<{ state: string }>(
            sql`SELECT DISTINCT lc.state AS state FROM listing_credentials lc
              JOIN ${companies} c ON c.id = lc.company_id AND c.state = lc.state
              WHERE lc.kind = ${c.credential} AND c.directory = 'striping'
                AND lc.status = 'verified'
                AND (lc.expires_on IS NULL OR lc.expires_on > ${isoDay()})`,
          )
          .map((r) => ({ state: r.state, label: c.label }))
      : [],
  );
}

export const LANDING_PAGE_SIZE = 20;

/**
 * What a state page (and a state × service page) lists. A credential's page lists the firms
 * whose credential the directory verified or a public list named (the self-reported are counted
 * apart); its `?cert=` adds credentials every listed firm also holds.
 */
export function landingFilter(
  state: string,
  category: string | undefined,
  params?: URLSearchParams,
): CompanyFilter {
  const found = category ? findServiceCategory(category) : undefined;
  if (!found || !("credential" in found)) return { state, category };
  const cert = params ? readBrowseParams(params).cert : [];
  return { state, category, ...(cert.length ? { certifications: cert } : {}), verifiedOnly: true };
}

/**
 * One page of a landing page's companies: the striping companies of a state, optionally only
 * those offering a service category, ranked like /browse; with `?near=City, ST` (the city
 * links) those within the radius of that place, nearest first (decision 016).
 */
export function landingCompanies(state: string, category: string | undefined, url: string) {
  const params = new URL(url).searchParams;
  const near = landingNear(params);
  const filter = landingFilter(state, category, params);
  const result = findCompanies("striping", {
    filter,
    near,
    page: readPage(url),
    pageSize: LANDING_PAGE_SIZE,
  });
  return {
    ...result,
    near: near && { label: near.label, radiusMiles: near.radiusMiles },
    cards: listingCards(result.rows, result.sort),
    // A credential's page: how many more firms say they hold it, unchecked.
    selfReported: filter.verifiedOnly && !near ? selfReportedBeyond(filter, result.found.n) : 0,
    certifications: filter.certifications ?? [],
    kinds: credentialKindsAsked(filter),
    // The state's own listings, then on its first page those based elsewhere that serve it.
    elsewhere: near || result.page > 1 ? undefined : elsewhereSection(state, category),
  };
}

/** The firms matching `filter` but for its credentials being checked: their own word only. */
function selfReportedBeyond(filter: CompanyFilter, checked: number): number {
  return Math.max(0, countMatches("striping", { ...filter, verifiedOnly: undefined }).n - checked);
}

/** A state page's firms based elsewhere that serve it (decision 049), marked as such. */
function elsewhereSection(state: string, category: string | undefined) {
  const { rows, n } = servingStateFromElsewhere(state, category, LANDING_PAGE_SIZE);
  // A review of one of them changes its card here (a served state's change is logged under
  // that state, which the section reads; a listing's change drops every list of the directory).
  readListings(rows);
  if (!rows.length) return undefined;
  const shown = n > rows.length ? `the first ${rows.length} of ${formatCount(n)}` : formatCount(n);
  return {
    rows,
    heading: `Based in other states, serving ${stateName(state)} (${shown})`,
    cards: listingCards(rows, "recommended").map((card) => ({ ...card, basedElsewhere: true })),
  };
}

/** The `near` of a city link (a place we cannot read is ignored: the whole state is listed). */
function landingNear(params: URLSearchParams): NearQuery | undefined {
  const text = params.get("near")?.trim().slice(0, 100);
  const place = text ? parsePlace(text) : undefined;
  if (place?.kind !== "point") return undefined;
  const radius = RADIUS_CHOICES.find((r) => String(r) === params.get("radius")) ?? DEFAULT_RADIUS;
  return { center: place.point, label: place.label, radiusMiles: radius, sort: "distance" };
}

/**
 * The links to a landing page near each of the state's cities, with the city's listings (of the
 * page's service category, on a service page).
 */
export function cityLinks(state: string, path: string, category?: string) {
  return cityCounts(state, 24, category).map((c) => ({
    label: c.city,
    count: formatCount(c.n),
    path: `${path}?${new URLSearchParams({ near: `${c.city}, ${state}` })}`,
  }));
}
