import { and, count, desc, eq, gte, gt, inArray, or, sql, type SQL } from "drizzle-orm";
import type { CompanyFilter } from "~/lib/company-filters";
import type { Found } from "~/lib/found";
import { findServiceCategory } from "~/lib/options";
import { STATES } from "~/lib/states";
import { db, schema } from "./db.server";
import { categorySize, directorySize } from "./companies.server";
import { memoByVersion } from "./memo.server";

const { companies } = schema;

type Directory = "striping" | "materials";

/**
 * How a filter is written: `set` builds the matching ids first (FTS, the service join), best
 * when few rows match; `row` tests each row on its own (LIKE, EXISTS), for a scan in ranking
 * order that stops after a page (decision 010).
 */
type Form = "set" | "row";

/** Text of fewer characters than this cannot use the trigram index; see decision 003. */
const TRIGRAM_MIN = 3;

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function ftsPhrase(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

/**
 * Case-insensitive substring match of `term` over the given columns. Three characters or more
 * go through the FTS5 trigram index; shorter terms fall back to LIKE.
 */
export function textMatch(
  term: string,
  columns: readonly ("name" | "location" | "state" | "description" | "services" | "products")[],
  form: Form = "set",
): SQL {
  const parts: SQL[] = [];
  if (form === "set" && [...term].length >= TRIGRAM_MIN) {
    const query = `{${columns.join(" ")}} : ${ftsPhrase(term)}`;
    parts.push(
      sql`${companies.id} IN (SELECT rowid FROM companies_fts WHERE companies_fts MATCH ${query})`,
    );
  } else {
    // The same substring match row by row (LIKE folds ASCII case, as the trigram index does).
    const pattern = likePattern(term);
    for (const c of columns) {
      parts.push(
        sql`${sql.identifier("companies")}.${sql.identifier(c)} LIKE ${pattern} ESCAPE '\\'`,
      );
    }
  }
  // States are stored as codes; a visitor who types "Texas" or "new york" means the state too.
  if (columns.includes("state")) {
    const codes = statesNamed(term);
    if (codes.length) parts.push(inArray(companies.state, codes));
  }
  return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` OR `)})`;
}

function statesNamed(term: string): string[] {
  const needle = term.toLowerCase();
  if (needle.length < TRIGRAM_MIN) return [];
  return STATES.filter(([, name]) => name.toLowerCase().includes(needle)).map(([code]) => code);
}

function offersService(serviceCondition: SQL, form: Form): SQL {
  if (form === "row") {
    return sql`EXISTS (
      SELECT 1 FROM company_services cs JOIN services s ON s.id = cs.service_id
      WHERE cs.company_id = ${companies.id} AND (${serviceCondition}))`;
  }
  return sql`${companies.id} IN (
    SELECT cs.company_id FROM company_services cs
    JOIN services s ON s.id = cs.service_id
    WHERE ${serviceCondition})`;
}

function serviceNamesIn(names: readonly string[], form: Form): SQL {
  return offersService(sql`s.name IN ${names}`, form);
}

/** A service name containing any of the chips (a condition on `s.name`). */
function chipsMatch(chips: readonly string[]): SQL {
  const parts = chips.map((chip) => sql`s.name LIKE ${likePattern(chip)} ESCAPE '\\'`);
  return sql.join(parts, sql` OR `);
}

function serviceNameContainsAny(chips: readonly string[], form: Form): SQL {
  return offersService(chipsMatch(chips), form);
}

/** The WHERE clause of SPEC §5's search semantics, for one directory. */
export function companyWhere(directory: Directory, f: CompanyFilter, form: Form = "set"): SQL {
  const conditions: (SQL | undefined)[] = [eq(companies.directory, directory)];
  // Row by row, the column comparisons go first: they spare most rows the text and service tests.
  if (form === "row") conditions.push(...columnConditions(f));
  // Filtering first, only the first text term reads the trigram index: each index read collects
  // every match (tens of thousands for "striping"), so the other terms test the rows it found.
  // (LIKE folds ASCII case only, so other terms keep the index.)
  let indexRead = false;
  const text = (term: string, columns: Parameters<typeof textMatch>[1]) => {
    const termForm = form === "row" || (indexRead && isAscii(term)) ? "row" : "set";
    conditions.push(textMatch(term, columns, termForm));
    indexRead ||= termForm === "set";
  };
  if (f.text) {
    text(
      f.text,
      directory === "materials"
        ? ["name", "location", "description", "products"]
        : ["name", "location", "state", "description", "services"],
    );
  }
  if (f.location) text(f.location, ["location", "state"]);
  if (f.nameOrService) text(f.nameOrService, ["name", "services"]);
  if (form === "set") conditions.push(...columnConditions(f));
  if (f.category) {
    const category = findServiceCategory(f.category);
    if (category) conditions.push(serviceNamesIn(category.services, form));
  }
  if (f.serviceChips?.length) conditions.push(serviceNameContainsAny(f.serviceChips, form));
  if (f.certifications?.length) {
    conditions.push(
      or(...f.certifications.map((c) => textMatch(c, ["name", "description"], form))),
    );
  }
  return and(...conditions) as SQL;
}

function columnConditions(f: CompanyFilter): SQL[] {
  const conditions: SQL[] = [];
  if (f.state) conditions.push(eq(companies.state, f.state));
  if (f.minRating) conditions.push(gte(companies.averageRating, f.minRating));
  if (f.withReviews) conditions.push(gt(companies.totalReviews, 0));
  return conditions;
}

/** VIP, then Premium, then searchPriority, then rating (issue 2, point 12). */
export const rankingOrder = [
  desc(companies.tierRank),
  desc(companies.searchPriority),
  desc(companies.averageRating),
  desc(companies.id),
];

/** Rows a ranked scan examines at least, and at most, before the filter-first plan takes over. */
const RANKED_WINDOW = { min: 1000, max: 4000 };
/** With at most this many matches, filtering first is cheap anyway. */
const FEW_MATCHES = 1000;

/** Conditions no index serves in ranking order (the state is: `companies_state_rank_idx`). */
function needsFiltering(f: CompanyFilter): boolean {
  return Boolean(
    f.text ||
    f.location ||
    f.nameOrService ||
    f.category ||
    f.serviceChips?.length ||
    f.minRating ||
    f.withReviews ||
    f.certifications?.length,
  );
}

function countKey(directory: Directory, filter: CompanyFilter) {
  return `count:${directory}:${JSON.stringify(filter)}`;
}

/**
 * A page of companies in ranking order. A broad filter (most of the directory matches
 * "striping") would make SQLite collect and sort every match; instead the first
 * `RANKED_WINDOW` companies in ranking order are tested row by row, which finds a page in a
 * fraction of a millisecond. When the window holds too few matches (a narrow filter, a deep
 * page) the filter-first plan answers, as it does when the count says few rows match.
 */
/**
 * LIKE folds the case of ASCII letters only, the trigram index that of every letter: a term
 * with other characters keeps the filter-first plan, so both plans always agree.
 */
function rowFormMatchesIndex(f: CompanyFilter): boolean {
  const terms = [f.text, f.location, f.nameOrService, ...(f.certifications ?? [])];
  return terms.every((t) => t === undefined || isAscii(t));
}

function isAscii(term: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7f]*$/.test(term);
}

export function searchCompanies(
  directory: Directory,
  filter: CompanyFilter,
  page: { limit: number; offset: number },
  found?: Found,
) {
  const window = rankedWindowSize(page);
  if (needsFiltering(filter) && rowFormMatchesIndex(filter) && window !== undefined) {
    if (found?.n === 0) return [];
    if (!found || found.more || found.n > FEW_MATCHES) {
      const rows = rankedWindow(directory, filter, page, window);
      if (rows.length === page.limit) return rows;
    }
  }
  return db()
    .select()
    .from(companies)
    .where(companyWhere(directory, filter))
    .orderBy(...rankingOrder)
    .limit(page.limit)
    .offset(page.offset)
    .all();
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
) {
  const order = sql.join(rankingOrder, sql`, `);
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
  const byId = new Map(getCompaniesByIds(ids).map((c) => [c.id, c]));
  return ids.map((id) => byId.get(id)).filter((c) => c !== undefined);
}

/**
 * How many companies match, exactly (the API's `X-Total-Count`). Unfiltered counts come from the
 * tallies; a filtered count reads every match, so it is kept until the next write. Pages use
 * `countMatches`, which never reads more than a few thousand rows.
 */
export function countCompanies(directory: Directory, filter: CompanyFilter = {}): number {
  if (!needsFiltering(filter)) return directorySize(directory, filter.state);
  return memoByVersion(countKey(directory, filter), () => {
    const row = db()
      .select({ n: count() })
      .from(companies)
      .where(companyWhere(directory, filter))
      .get();
    return row?.n ?? 0;
  });
}

/** Pages say "500+" beyond this many matches rather than count them all. */
export const FOUND_CAP = 500;
/** Candidates a bounded count may test: from the trigram index, the services, in ranking order. */
export const COUNT_WINDOW = { text: 5000, services: 5000, scan: 3000 };

/**
 * How many companies match, for a page, never testing more than a few thousand candidates (the
 * trigram index's matches for a text term, else the directory or state in ranking order):
 * exact when the candidates are that few, "500+" when the cap is passed among them. Only when
 * neither settles it (a filter matching a few percent of a large directory) does the exact
 * count run, once per write (decision 013).
 */
export function countMatches(directory: Directory, filter: CompanyFilter = {}): Found {
  if (!needsFiltering(filter)) {
    return { n: directorySize(directory, filter.state), more: false };
  }
  const { state, category, ...rest } = filter;
  if (category && !needsFiltering(rest) && findServiceCategory(category)) {
    return { n: categorySize(directory, category, state), more: false };
  }
  if (rowFormMatchesIndex(filter)) {
    const term = [filter.text, filter.location, filter.nameOrService].find(
      (t) => t !== undefined && t.length >= TRIGRAM_MIN && statesNamed(t).length === 0,
    );
    const services = serviceCondition(filter);
    const settled =
      (term !== undefined && countFromIndex(directory, filter, term)) ||
      (services !== undefined && countFromServices(directory, filter, services)) ||
      countInRankingOrder(directory, filter);
    if (settled) return settled;
  }
  return { n: countCompanies(directory, filter), more: false };
}

/**
 * Counts the matches among the first `window` of `candidates` (a subquery of ids). When
 * `bound` (a free upper bound of the candidates) fits the window, it counts them all: exact.
 * Otherwise it stops one past the cap; below the cap it has tested the whole window, so when the
 * candidates fit in it after all the count is exact. Undefined when it cannot tell.
 */
function countAmong(
  directory: Directory,
  filter: CompanyFilter,
  candidates: (limit: number) => SQL,
  candidateCount: () => number,
  bound: number,
  window: number,
): Found | undefined {
  const exhaustive = bound <= window;
  const row = db().get<{ n: number }>(sql`SELECT count(*) AS n FROM (
    SELECT 1 FROM ${candidates(window)} AS f CROSS JOIN ${companies} ON ${companies.id} = f.id
    WHERE ${companyWhere(directory, filter, "row")}
    ${exhaustive ? sql`` : sql`LIMIT ${FOUND_CAP + 1}`})`);
  const n = row?.n ?? 0;
  if (exhaustive) return { n, more: false };
  if (n > FOUND_CAP) return { n: FOUND_CAP, more: true };
  return candidateCount() <= window ? { n, more: false } : undefined;
}

/** Every listing of both directories: a bound of any candidate list, known for free. */
function listingCount() {
  return directorySize("striping") + directorySize("materials");
}

/** The trigram index's matches for `term` (in any directory) are the candidates. */
function countFromIndex(directory: Directory, filter: CompanyFilter, term: string) {
  const columns =
    term === filter.location
      ? "location state"
      : term === filter.nameOrService
        ? "name services"
        : "name location state description services products";
  const match = `{${columns}} : ${ftsPhrase(term)}`;
  const window = COUNT_WINDOW.text;
  const candidates = (limit: number) =>
    sql`(SELECT rowid AS id FROM companies_fts WHERE companies_fts MATCH ${match} LIMIT ${limit})`;
  // One past the window tells "more than the window" from "exactly the window".
  const candidateCount = () =>
    db().get<{ n: number }>(sql`SELECT count(*) AS n FROM ${candidates(window + 1)}`)?.n ?? 0;
  return countAmong(directory, filter, candidates, candidateCount, listingCount(), window);
}

/** The services the filter asks for (a category's, or chips'), as a condition on `s.name`. */
function serviceCondition(f: CompanyFilter): SQL | undefined {
  const category = f.category ? findServiceCategory(f.category) : undefined;
  if (category) return sql`s.name IN ${category.services}`;
  if (f.serviceChips?.length) return chipsMatch(f.serviceChips);
  return undefined;
}

/** The companies offering one of the services (through `company_services_service_idx`). */
function countFromServices(directory: Directory, filter: CompanyFilter, services: SQL) {
  const window = COUNT_WINDOW.services;
  const candidates = (limit: number) => sql`(SELECT DISTINCT cs.company_id AS id
    FROM company_services cs WHERE cs.service_id IN (SELECT s.id FROM services s WHERE ${services})
    LIMIT ${limit})`;
  const candidateCount = () =>
    db().get<{ n: number }>(sql`SELECT count(*) AS n FROM ${candidates(window + 1)}`)?.n ?? 0;
  return countAmong(directory, filter, candidates, candidateCount, listingCount(), window);
}

/** The directory (or the state) in ranking order, the order pages read it in, is the candidates. */
function countInRankingOrder(directory: Directory, filter: CompanyFilter) {
  const order = sql.join(rankingOrder, sql`, `);
  const candidates = (limit: number) => sql`(SELECT ${companies.id} AS id FROM ${companies}
    WHERE ${companyWhere(directory, { state: filter.state })} ORDER BY ${order} LIMIT ${limit})`;
  const size = directorySize(directory, filter.state);
  return countAmong(directory, filter, candidates, () => size, size, COUNT_WINDOW.scan);
}

export function getCompaniesByIds(ids: number[]) {
  if (!ids.length) return [];
  return db().select().from(companies).where(inArray(companies.id, ids)).all();
}
