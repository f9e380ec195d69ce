import { sql, type SQL } from "drizzle-orm";
import type { CompanyFilter } from "~/lib/company-filters";
import type { Found } from "~/lib/found";
import {
  companyWhere,
  filtersNothing,
  hasIndexedText,
  leadCandidates,
  rankingOrder,
  whereBesideLead,
} from "./company-where.server";
import { planSearch, type SearchPlan } from "~/models/listings/company-plan.server";
import { prepared } from "~/db/prepared";
import type { Directory } from "~/lib/directory";
import { memoByVersion } from "~/freshness/memo.server";
import { readRatings } from "~/freshness/reads.server";
import { db, schema } from "~/models/db.server";

const { companies } = schema;

/** Rows a ranked scan examines at least, and at most, before the filter-first plan takes over. */
export const RANKED_WINDOW = { min: 1000, max: 4000 };
/**
 * A state of at most this many listings is walked whole in ranking order when nothing but row
 * tests filter it (decision 033): at 100,000 listings Texas has ~9,000, walked in 2 ms at worst.
 */
const STATE_WALK_MAX = 20_000;
/** With at most this many matches, filtering first is cheap anyway. */
const FEW_MATCHES = 1000;
/** The best-ranked listings a one- or two-character search looks at (decision 013). */
export const SHORT_TERM_WINDOW = 1500;

/**
 * A page of companies in ranking order. A broad filter (most of the directory matches
 * "striping") would make SQLite collect and sort every match; instead the first companies in
 * ranking order are tested row by row, which finds a page in a fraction of a millisecond. When
 * that window holds too few matches (a narrow filter, a deep page) the filter-first plan
 * answers, as it does when the count says few rows match; it reads the index of the condition
 * with the fewest candidates (decisions 010, 013).
 */
export function searchCompanies(
  directory: Directory,
  filter: CompanyFilter,
  page: { limit: number; offset: number },
  found?: Found,
  ranking: SQL[] = rankingOrder,
  plan: SearchPlan = planSearch(directory, filter),
) {
  if (plan.filtering && plan.rowForm) {
    if (found?.n === 0) return [];
    // A small directory (materials) or state fits the window whole: the window is the answer.
    const size = plan.size;
    if (size <= RANKED_WINDOW.min) return rankedWindow(directory, filter, page, size, ranking);
    if (plan.shortTerms) {
      return rankedWindow(directory, filter, page, Math.min(size, SHORT_TERM_WINDOW), ranking);
    }
    if (
      filter.state &&
      ranking === rankingOrder &&
      size <= STATE_WALK_MAX &&
      !hasIndexedText(filter)
    ) {
      return stateWalk(directory, filter, page);
    }
    const window = rankedWindowSize(page);
    if (window !== undefined && (!found || found.more || found.n > FEW_MATCHES)) {
      const rows = rankedWindow(directory, filter, page, window, ranking);
      if (rows.length === page.limit) return rows;
    }
  }
  const lead = plan.lead();
  if (!lead && ranking === rankingOrder && filtersNothing(filter)) {
    // The whole directory in its default order (plain /browse, /materials): one fixed query.
    return prepared(`rankedDirectory:${directory}`, (database) =>
      database
        .select()
        .from(companies)
        .where(companyWhere(directory, {}, "set", undefined))
        .orderBy(...rankingOrder)
        .limit(sql.placeholder("limit"))
        .offset(sql.placeholder("offset"))
        .prepare(),
    ).all(page);
  }
  if (!lead) {
    return db()
      .select()
      .from(companies)
      .where(companyWhere(directory, filter, "set", undefined))
      .orderBy(...ranking)
      .limit(page.limit)
      .offset(page.offset)
      .all();
  }
  // From the lead's ids, so SQLite sorts the matches rather than walk the ranking index and
  // look each row up in the list.
  const order = sql.join(ranking, sql`, `);
  const ids = db()
    .all<{ id: number }>(
      sql`SELECT ${companies.id} AS id FROM ${leadCandidates(directory, filter, lead.lead)} AS f
      CROSS JOIN ${companies} ON ${companies.id} = f.id
      WHERE ${whereBesideLead(directory, filter, lead.lead)}
      ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}`,
    )
    .map((r) => r.id);
  return companiesInOrder(ids);
}

/** Four times the rows up to the page's end: a broad filter finds its page well inside. */
function rankedWindowSize(page: { limit: number; offset: number }): number | undefined {
  const size = Math.max(RANKED_WINDOW.min, 4 * (page.offset + page.limit));
  return size <= RANKED_WINDOW.max ? size : undefined;
}

function rankedWindow(
  directory: Directory,
  filter: CompanyFilter,
  page: { limit: number; offset: number },
  window: number,
  ranking: SQL[],
) {
  const order = sql.join(ranking, sql`, `);
  // The window keeps the table's name, so every condition reads its columns unchanged.
  const ids = db()
    .all<{ id: number }>(
      sql`SELECT ${companies.id} AS id FROM (
        SELECT * FROM ${companies} WHERE ${companyWhere(directory, { state: filter.state })}
        ORDER BY ${order} LIMIT ${window}
      ) AS ${companies}
      WHERE ${companyWhere(directory, filter, "row")}
      ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}`,
    )
    .map((r) => r.id);
  return companiesInOrder(ids);
}

/**
 * A state's listings in ranking order, each tested on its own (a service, a rating), until the
 * page is full: `companies_state_rank_idx` gives them in order, so a common service fills a page
 * within a few dozen rows and a rare one costs a walk of the state. Collecting every listing
 * that offers the service first (the services lead) read ~40,000 rows at 100,000 listings to
 * keep the state's few hundred: 30-55 ms for a state's service page (decision 033).
 */
function stateWalk(
  directory: Directory,
  filter: CompanyFilter,
  page: { limit: number; offset: number },
) {
  const order = sql.join(rankingOrder, sql`, `);
  const ids = db()
    .all<{ id: number }>(
      sql`SELECT ${companies.id} AS id FROM ${companies}
      WHERE ${companyWhere(directory, filter, "row")}
      ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}`,
    )
    .map((r) => r.id);
  return companiesInOrder(ids);
}

/**
 * The directory's first `limit` listings in ranking order (home's structured data), kept until
 * one of its listings changes or is reviewed (the tag `ratings:<directory>`): every home page
 * asks for the same ten.
 */
export function topRankedListings(directory: Directory, limit: number) {
  return memoByVersion(`topRanked:${directory}:${limit}`, () => {
    readRatings(directory);
    return searchCompanies(directory, {}, { limit, offset: 0 });
  });
}

/** The listings with these ids, in the order of `ids`. */
export function companiesInOrder(ids: number[]) {
  const byId = new Map(getCompaniesByIds(ids).map((c) => [c.id, c]));
  return ids.map((id) => byId.get(id)).filter((c) => c !== undefined);
}

export function getCompaniesByIds(ids: number[]) {
  if (!ids.length) return [];
  // One statement for any number of ids: the list goes in as JSON.
  return prepared("companiesByIds", (database) =>
    database
      .select()
      .from(companies)
      .where(sql`${companies.id} IN (SELECT value FROM json_each(${sql.placeholder("ids")}))`)
      .prepare(),
  ).all({ ids: JSON.stringify(ids) });
}
