import { and, eq, gt, sql } from "drizzle-orm";
import { SERVICE_CATEGORIES } from "~/lib/options";
import type { Found } from "~/lib/found";
import { stateCounts } from "./companies.server";
import { countMatches } from "./company-counts.server";
import { findCompanies } from "./company-query.server";
import { rankingOrder } from "./company-where.server";
import { db, schema } from "./db.server";

const { categoryTallies, companies } = schema;

/** Listings a state page reads for its cities: all of them, up to a large state. */
const CITY_WINDOW = 1000;

/** Striping companies per state (states without any are absent). */
export function companiesPerState(): Map<string, number> {
  return new Map(stateCounts().map((r) => [r.state, r.n]));
}

/**
 * The cities with the most listings in a state, most first. In a state of more than
 * `CITY_WINDOW` listings, the cities of its best-ranked listings (a bounded read; decision 013).
 */
export function topCities(state: string, limit = 3): string[] {
  const order = sql.join(rankingOrder, sql`, `);
  return db()
    .all<{ city: string }>(
      sql`SELECT location AS city FROM (
        SELECT ${companies.location} AS location FROM ${companies}
        WHERE ${companies.directory} = 'striping' AND ${companies.state} = ${state}
        ORDER BY ${order} LIMIT ${CITY_WINDOW}
      ) GROUP BY location ORDER BY count(*) DESC, location LIMIT ${limit}`,
    )
    .map((r) => r.city);
}

/** How many companies in the state offer each service category (categories with none omitted). */
export function serviceCountsInState(state: string): { label: string; count: Found }[] {
  return SERVICE_CATEGORIES.map((c) => ({
    label: c.label,
    count: countMatches("striping", { state, category: c.label }),
  })).filter((c) => c.count.n > 0);
}

/**
 * Every (state, service category) pair with at least one company: the state+service landing
 * pages worth listing in the sitemap, from the category tallies (decision 013).
 */
export function stateServicePairs(): { state: string; label: string }[] {
  return db()
    .select({ state: categoryTallies.state, label: categoryTallies.category })
    .from(categoryTallies)
    .where(and(eq(categoryTallies.directory, "striping"), gt(categoryTallies.companies, 0)))
    .all()
    .sort((a, b) => a.state.localeCompare(b.state) || a.label.localeCompare(b.label));
}

export const LANDING_PAGE_SIZE = 20;

/**
 * One page of a landing page's companies: the striping companies of a state, optionally only
 * those offering a service category, ranked like /browse.
 */
export function landingCompanies(state: string, category: string | undefined, page: number) {
  const result = findCompanies("striping", {
    filter: { state, category },
    page,
    pageSize: LANDING_PAGE_SIZE,
  });
  return { found: result.found, pageCount: result.pageCount, page: result.page, rows: result.rows };
}
