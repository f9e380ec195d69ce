import { and, count, desc, eq, sql } from "drizzle-orm";
import { SERVICE_CATEGORIES } from "~/lib/options";
import type { Found } from "~/lib/found";
import { pageCountOf } from "~/lib/found";
import { countMatches, searchCompanies } from "./company-search.server";
import { db, schema } from "./db.server";

const { companies } = schema;

/** Striping companies per state (states without any are absent). */
export function companiesPerState(): Map<string, number> {
  const rows = db()
    .select({ state: companies.state, n: count() })
    .from(companies)
    .where(eq(companies.directory, "striping"))
    .groupBy(companies.state)
    .all();
  return new Map(rows.map((r) => [r.state, r.n]));
}

/** The cities with the most listings in a state, most first. */
export function topCities(state: string, limit = 3): string[] {
  return db()
    .select({ city: companies.location, n: count() })
    .from(companies)
    .where(and(eq(companies.directory, "striping"), eq(companies.state, state)))
    .groupBy(companies.location)
    .orderBy(desc(count()), companies.location)
    .limit(limit)
    .all()
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
 * pages worth listing in the sitemap. One grouped query over the service join table.
 */
export function stateServicePairs(): { state: string; label: string }[] {
  const rows = db().all<{ state: string; service: string }>(sql`
    SELECT DISTINCT c.state AS state, s.name AS service
    FROM companies c
    JOIN company_services cs ON cs.company_id = c.id
    JOIN services s ON s.id = cs.service_id
    WHERE c.directory = 'striping'
    ORDER BY c.state`);
  const pairs = new Map<string, { state: string; label: string }>();
  for (const r of rows) {
    for (const c of SERVICE_CATEGORIES) {
      if ((c.services as readonly string[]).includes(r.service)) {
        pairs.set(`${r.state}|${c.label}`, { state: r.state, label: c.label });
      }
    }
  }
  return [...pairs.values()].sort(
    (a, b) => a.state.localeCompare(b.state) || a.label.localeCompare(b.label),
  );
}

export const LANDING_PAGE_SIZE = 20;

/**
 * One page of a landing page's companies: the striping companies of a state, optionally only
 * those offering a service category, ranked like /browse.
 */
export function landingCompanies(state: string, category: string | undefined, page: number) {
  const filter = { state, category };
  const found = countMatches("striping", filter);
  const pageCount = pageCountOf(found, LANDING_PAGE_SIZE);
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = searchCompanies(
    "striping",
    filter,
    { limit: LANDING_PAGE_SIZE, offset: (current - 1) * LANDING_PAGE_SIZE },
    found,
  );
  return { found, pageCount, page: current, rows };
}
