import { count, sql, type SQL } from "drizzle-orm";
import type { CompanyFilter } from "~/lib/company-filters";
import type { Found } from "~/lib/found";
import { findServiceCategory } from "~/lib/options";
import { categorySize, directorySize } from "./companies.server";
import {
  chooseLead,
  companyWhere,
  ftsMatches,
  needsFiltering,
  rankingOrder,
  rowFormMatchesIndex,
  serviceCompanies,
  serviceCondition,
  statesNamed,
  textColumns,
  type Directory,
  type LeadChoice,
} from "./company-where.server";
import { db, schema } from "./db.server";
import { memoByVersion } from "./memo.server";

const { companies } = schema;

/** Pages say "500+" beyond this many matches rather than count them all (decision 013). */
export const FOUND_CAP = 500;
/**
 * Candidates a bounded count may test: those of the narrowest index (trigram matches of a
 * term, the companies offering the services), or the directory in ranking order, where each
 * row costs a LIKE (about 3 µs when it fails on every column).
 */
export const COUNT_WINDOW = { lead: 5000, scan: 1500 };

/** Filters the tallies answer: none, a state, a service category, or both (decision 013). */
function tallied(directory: Directory, filter: CompanyFilter): number | undefined {
  if (!needsFiltering(filter)) return directorySize(directory, filter.state);
  const { state, category, ...rest } = filter;
  if (category && !needsFiltering(rest) && findServiceCategory(category)) {
    return categorySize(directory, category, state);
  }
  return undefined;
}

/**
 * How many companies match, exactly (the API's `X-Total-Count`, and the last resort of
 * `countMatches`). A filtered count reads every match, so it is kept until the next write.
 */
export function countCompanies(directory: Directory, filter: CompanyFilter = {}): number {
  const known = tallied(directory, filter);
  if (known !== undefined) return known;
  return memoByVersion(`count:${directory}:${JSON.stringify(filter)}`, () => {
    const lead = chooseLead(directory, filter, COUNT_WINDOW.lead + 1)?.lead;
    const row = db()
      .select({ n: count() })
      .from(companies)
      .where(companyWhere(directory, filter, "set", lead))
      .get();
    return row?.n ?? 0;
  });
}

/**
 * How many companies match, for a page, never testing more than a few thousand candidates:
 * exact when the candidates are that few, "500+" when the cap is passed among them. Only when
 * neither settles it (a filter matching a few percent of a large directory) does the exact
 * count run, once per write (decision 013).
 */
export function countMatches(directory: Directory, filter: CompanyFilter = {}): Found {
  const known = tallied(directory, filter);
  if (known !== undefined) return { n: known, more: false };
  if (rowFormMatchesIndex(filter)) {
    const size = directorySize(directory, filter.state);
    if (size <= COUNT_WINDOW.scan) return countInRankingOrder(directory, filter, size)!;
    const choice = chooseLead(directory, filter, COUNT_WINDOW.lead + 1);
    const settled =
      (choice && countFromLead(directory, filter, choice)) ||
      countInRankingOrder(directory, filter, size);
    if (settled) return settled;
  }
  return { n: countCompanies(directory, filter), more: false };
}

/**
 * Counts the matches among the first `window` of `candidates` (a subquery of ids). When
 * `bound` (a known upper bound of the candidates) fits the window, it counts them all: exact.
 * Otherwise it stops one past the cap; below the cap it has tested the whole window, so when the
 * candidates fit in it after all the count is exact. Undefined when it cannot tell.
 */
function countAmong(
  directory: Directory,
  filter: CompanyFilter,
  candidates: (limit: number) => SQL,
  candidateCount: () => number,
  bound: number | undefined,
  window: number,
): Found | undefined {
  const exhaustive = bound !== undefined && bound <= window;
  const row = db().get<{ n: number }>(sql`SELECT count(*) AS n FROM (
    SELECT 1 FROM ${candidates(window)} AS f CROSS JOIN ${companies} ON ${companies.id} = f.id
    WHERE ${companyWhere(directory, filter, "row")}
    ${exhaustive ? sql`` : sql`LIMIT ${FOUND_CAP + 1}`})`);
  const n = row?.n ?? 0;
  if (exhaustive) return { n, more: false };
  if (n > FOUND_CAP) return { n: FOUND_CAP, more: true };
  return candidateCount() <= window ? { n, more: false } : undefined;
}

/** The lead's index gives the candidates (a text term naming a state also matches its rows). */
function countFromLead(directory: Directory, filter: CompanyFilter, choice: LeadChoice) {
  const window = COUNT_WINDOW.lead;
  let candidates: (limit: number) => SQL;
  if ("text" in choice.lead) {
    const key = choice.lead.text;
    const term = choice.term!;
    const columns = textColumns(directory, key);
    if (columns.includes("state") && statesNamed(term).length) return undefined;
    candidates = (limit) => ftsMatches(term, columns, limit);
  } else {
    const services = serviceCondition(filter)!;
    candidates = (limit) => serviceCompanies(services, limit);
  }
  const counted = () =>
    choice.candidates ??
    db().get<{ n: number }>(sql`SELECT count(*) AS n FROM ${candidates(window + 1)}`)?.n ??
    0;
  return countAmong(directory, filter, candidates, counted, choice.candidates, window);
}

/** The directory (or the state) in ranking order, the order pages read it in, is the candidates. */
function countInRankingOrder(directory: Directory, filter: CompanyFilter, size: number) {
  const order = sql.join(rankingOrder, sql`, `);
  const candidates = (limit: number) => sql`(SELECT ${companies.id} AS id FROM ${companies}
    WHERE ${companyWhere(directory, { state: filter.state })} ORDER BY ${order} LIMIT ${limit})`;
  return countAmong(directory, filter, candidates, () => size, size, COUNT_WINDOW.scan);
}
