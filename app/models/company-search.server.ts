import { and, count, desc, eq, gte, gt, inArray, or, sql, type SQL } from "drizzle-orm";
import type { CompanyFilter } from "~/lib/company-filters";
import { findServiceCategory } from "~/lib/options";
import { STATES } from "~/lib/states";
import { db, schema } from "./db.server";
import { memoByVersion, memoized } from "./memo.server";

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

function serviceNameContainsAny(chips: readonly string[], form: Form): SQL {
  const parts = chips.map((chip) => sql`s.name LIKE ${likePattern(chip)} ESCAPE '\\'`);
  return offersService(sql.join(parts, sql` OR `), form);
}

/** The WHERE clause of SPEC §5's search semantics, for one directory. */
export function companyWhere(directory: Directory, f: CompanyFilter, form: Form = "set"): SQL {
  const conditions: (SQL | undefined)[] = [eq(companies.directory, directory)];
  if (f.text) {
    conditions.push(
      textMatch(
        f.text,
        directory === "materials"
          ? ["name", "location", "description", "products"]
          : ["name", "location", "state", "description", "services"],
        form,
      ),
    );
  }
  if (f.location) conditions.push(textMatch(f.location, ["location", "state"], form));
  if (f.nameOrService) conditions.push(textMatch(f.nameOrService, ["name", "services"], form));
  if (f.state) conditions.push(eq(companies.state, f.state));
  if (f.category) {
    const category = findServiceCategory(f.category);
    if (category) conditions.push(serviceNamesIn(category.services, form));
  }
  if (f.serviceChips?.length) conditions.push(serviceNameContainsAny(f.serviceChips, form));
  if (f.minRating) conditions.push(gte(companies.averageRating, f.minRating));
  if (f.withReviews) conditions.push(gt(companies.totalReviews, 0));
  if (f.certifications?.length) {
    conditions.push(
      or(...f.certifications.map((c) => textMatch(c, ["name", "description"], form))),
    );
  }
  return and(...conditions) as SQL;
}

/** VIP, then Premium, then searchPriority, then rating (issue 2, point 12). */
export const rankingOrder = [
  desc(companies.tierRank),
  desc(companies.searchPriority),
  desc(companies.averageRating),
  desc(companies.id),
];

/** Rows a ranked scan may examine before the filter-first plan takes over. */
const RANKED_WINDOW = 1000;
/** With at most this many matches (known from the count), filtering first is cheap anyway. */
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
  // eslint-disable-next-line no-control-regex
  return terms.every((t) => t === undefined || /^[\x00-\x7f]*$/.test(t));
}

export function searchCompanies(
  directory: Directory,
  filter: CompanyFilter,
  page: { limit: number; offset: number },
) {
  if (
    needsFiltering(filter) &&
    rowFormMatchesIndex(filter) &&
    page.offset + page.limit <= RANKED_WINDOW / 4
  ) {
    const found = memoized<number>(countKey(directory, filter));
    if (found === 0) return [];
    if (found === undefined || found > FEW_MATCHES) {
      const rows = rankedWindow(directory, filter, page);
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

function rankedWindow(
  directory: Directory,
  filter: CompanyFilter,
  page: { limit: number; offset: number },
) {
  const order = sql.join(rankingOrder, sql`, `);
  // The window keeps the table's name, so every condition reads its columns unchanged.
  const ids = db()
    .all<{ id: number }>(
      sql`SELECT ${companies.id} AS id FROM (
        SELECT * FROM ${companies} WHERE ${companyWhere(directory, { state: filter.state })}
        ORDER BY ${order} LIMIT ${RANKED_WINDOW}
      ) AS ${companies}
      WHERE ${companyWhere(directory, filter, "row")}
      ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}`,
    )
    .map((r) => r.id);
  const byId = new Map(getCompaniesByIds(ids).map((c) => [c.id, c]));
  return ids.map((id) => byId.get(id)).filter((c) => c !== undefined);
}

/** How many companies match; kept until the next write (a broad count reads every match). */
export function countCompanies(directory: Directory, filter: CompanyFilter = {}): number {
  return memoByVersion(countKey(directory, filter), () => {
    const row = db()
      .select({ n: count() })
      .from(companies)
      .where(companyWhere(directory, filter))
      .get();
    return row?.n ?? 0;
  });
}

export function getCompaniesByIds(ids: number[]) {
  if (!ids.length) return [];
  return db().select().from(companies).where(inArray(companies.id, ids)).all();
}
