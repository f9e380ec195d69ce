import { count, sql, type SQL } from "drizzle-orm";
import type { CompanyFilter } from "~/lib/company-filters";
import type { Found } from "~/lib/found";
import {
  candidateCount,
  companyWhere,
  leadCandidates,
  rankingOrder,
  whereBesideLead,
  type LeadChoice,
} from "~/models/search/company-where.server";
import { planSearch, type SearchPlan } from "~/models/listings/company-plan.server";
import type { Directory } from "~/lib/directory";
import { db, schema } from "~/models/db.server";
import { SHORT_TERM_WINDOW } from "~/models/search/company-search.server";
import { memoByVersion } from "~/freshness/memo.server";
import { readCount } from "~/freshness/reads.server";

const { companies } = schema;

/** Pages say "500+" beyond this many matches rather than count them all (decision 013). */
export const FOUND_CAP = 500;
/**
 * Candidates a bounded count may test: those of the narrowest index (trigram matches of a
 * term, the companies offering the services), or the directory in ranking order, where each
 * row costs a LIKE (about 3 µs when it fails on every column).
 */
export const COUNT_WINDOW = { lead: 5000, scan: 1500 };

/**
 * How many companies match, exactly (the API's `X-Total-Count`, and the last resort of
 * `countMatches`). A filtered count reads every match, so it is kept until the next write.
 */
export function countCompanies(
  directory: Directory,
  filter: CompanyFilter = {},
  plan: SearchPlan = planSearch(directory, filter),
): number {
  if (plan.tallied !== undefined) return plan.tallied;
  return memoByVersion(`count:${directory}:${JSON.stringify(filter)}`, () => {
    readCount(directory, filter);
    const choice = plan.lead();
    if (!choice) {
      const row = db()
        .select({ n: count() })
        .from(companies)
        .where(companyWhere(directory, filter, "set", undefined))
        .get();
      return row?.n ?? 0;
    }
    const row = db().get<{ n: number }>(sql`SELECT count(*) AS n
      FROM ${leadCandidates(directory, filter, choice.lead)} AS f
      CROSS JOIN ${companies} ON ${companies.id} = f.id
      WHERE ${whereBesideLead(directory, filter, choice.lead)}`);
    return row?.n ?? 0;
  });
}

/**
 * How many companies match, for a page, never testing more than a few thousand candidates:
 * exact when the candidates are that few, "500+" when the cap is passed among them. Only when
 * neither settles it (a filter matching a few percent of a large directory) does the exact
 * count run, once per write (decision 013).
 */
export function countMatches(
  directory: Directory,
  filter: CompanyFilter = {},
  plan: SearchPlan = planSearch(directory, filter),
): Found {
  // Kept until a listing of the directory changes or is reviewed (decision 037): pages 2, 3...
  // of a filter, and every visitor asking for it, share one count. A bounded count reads the
  // best-ranked window, which a review may reorder, so reviews drop it too; the windows' sizes
  // are part of what it was counted with.
  const found = memoByVersion(
    `found:${directory}:${COUNT_WINDOW.lead}:${COUNT_WINDOW.scan}:${JSON.stringify(filter)}`,
    () => {
      const counted = countAll(plan);
      readCount(directory, filter, counted);
      return counted;
    },
  );
  // Deep pages of a large directory would sort tens of thousands of matches; its visitors page
  // through the best-ranked ones and narrow the search for the rest.
  return plan.size > COUNT_WINDOW.lead && found.n > FOUND_CAP
    ? { ...found, listed: FOUND_CAP }
    : found;
}

function countAll(plan: SearchPlan): Found {
  const { directory, filter, size } = plan;
  if (plan.tallied !== undefined) return { n: plan.tallied, more: false };
  if (plan.rowForm) {
    if (size <= COUNT_WINDOW.scan) return countInRankingOrder(directory, filter, size)!;
    if (plan.shortTerms) return countShortTerms(directory, filter, size);
    const choice = plan.lead();
    const settled =
      (choice && countFromLead(directory, filter, choice)) ||
      countInRankingOrder(directory, filter, size);
    if (settled) return settled;
  }
  return { n: countCompanies(directory, filter, plan), more: false };
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

/** The lead's index gives the candidates. */
function countFromLead(directory: Directory, filter: CompanyFilter, choice: LeadChoice) {
  const window = COUNT_WINDOW.lead;
  const candidates = (limit: number) => leadCandidates(directory, filter, choice.lead, limit);
  // One past the window tells "more than the window" from "exactly the window".
  const counted = () =>
    choice.candidates ?? candidateCount(directory, filter, choice.lead, window + 1);
  return countAmong(directory, filter, candidates, counted, choice.candidates, window);
}

/**
 * One- or two-character text with nothing else to start from: the matches among the best-ranked
 * listings (the ones the page shows), "and maybe more" beyond them.
 */
function countShortTerms(directory: Directory, filter: CompanyFilter, size: number): Found {
  const window = Math.min(size, SHORT_TERM_WINDOW);
  const found = countAmong(
    directory,
    filter,
    rankedIds(directory, filter),
    () => size,
    window,
    window,
  )!;
  const more = found.n > FOUND_CAP || (found.n > 0 && size > window);
  return { n: Math.min(found.n, FOUND_CAP), more };
}

function rankedIds(directory: Directory, filter: CompanyFilter) {
  const order = sql.join(rankingOrder, sql`, `);
  return (limit: number) => sql`(SELECT ${companies.id} AS id FROM ${companies}
    WHERE ${companyWhere(directory, { state: filter.state })} ORDER BY ${order} LIMIT ${limit})`;
}

/** The directory (or the state) in ranking order, the order pages read it in, is the candidates. */
function countInRankingOrder(directory: Directory, filter: CompanyFilter, size: number) {
  const candidates = rankedIds(directory, filter);
  return countAmong(directory, filter, candidates, () => size, size, COUNT_WINDOW.scan);
}
