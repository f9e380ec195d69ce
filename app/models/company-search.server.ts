import { and, count, desc, eq, gte, gt, inArray, or, sql, type SQL } from "drizzle-orm";
import type { CompanyFilter } from "~/lib/company-filters";
import { findServiceCategory } from "~/lib/options";
import { STATES } from "~/lib/states";
import { db, schema } from "./db.server";

const { companies } = schema;

type Directory = "striping" | "materials";

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
): SQL {
  const parts: SQL[] = [];
  if ([...term].length >= TRIGRAM_MIN) {
    const query = `{${columns.join(" ")}} : ${ftsPhrase(term)}`;
    parts.push(
      sql`${companies.id} IN (SELECT rowid FROM companies_fts WHERE companies_fts MATCH ${query})`,
    );
  } else {
    const pattern = likePattern(term);
    for (const c of columns) parts.push(sql`${sql.identifier(c)} LIKE ${pattern} ESCAPE '\\'`);
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

function serviceNamesIn(names: readonly string[]): SQL {
  return sql`${companies.id} IN (
    SELECT cs.company_id FROM company_services cs
    JOIN services s ON s.id = cs.service_id
    WHERE s.name IN ${names})`;
}

function serviceNameContainsAny(chips: readonly string[]): SQL {
  const parts = chips.map((chip) => sql`s.name LIKE ${likePattern(chip)} ESCAPE '\\'`);
  return sql`${companies.id} IN (
    SELECT cs.company_id FROM company_services cs
    JOIN services s ON s.id = cs.service_id
    WHERE ${sql.join(parts, sql` OR `)})`;
}

/** The WHERE clause of SPEC §5's search semantics, for one directory. */
export function companyWhere(directory: Directory, f: CompanyFilter): SQL {
  const conditions: (SQL | undefined)[] = [eq(companies.directory, directory)];
  if (f.text) {
    conditions.push(
      textMatch(
        f.text,
        directory === "materials"
          ? ["name", "location", "description", "products"]
          : ["name", "location", "state", "description", "services"],
      ),
    );
  }
  if (f.location) conditions.push(textMatch(f.location, ["location", "state"]));
  if (f.nameOrService) conditions.push(textMatch(f.nameOrService, ["name", "services"]));
  if (f.state) conditions.push(eq(companies.state, f.state));
  if (f.category) {
    const category = findServiceCategory(f.category);
    if (category) conditions.push(serviceNamesIn(category.services));
  }
  if (f.serviceChips?.length) conditions.push(serviceNameContainsAny(f.serviceChips));
  if (f.minRating) conditions.push(gte(companies.averageRating, f.minRating));
  if (f.withReviews) conditions.push(gt(companies.totalReviews, 0));
  if (f.certifications?.length) {
    conditions.push(or(...f.certifications.map((c) => textMatch(c, ["name", "description"]))));
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

export function searchCompanies(
  directory: Directory,
  filter: CompanyFilter,
  page: { limit: number; offset: number },
) {
  const where = companyWhere(directory, filter);
  const rows = db()
    .select()
    .from(companies)
    .where(where)
    .orderBy(...rankingOrder)
    .limit(page.limit)
    .offset(page.offset)
    .all();
  return rows;
}

export function countCompanies(directory: Directory, filter: CompanyFilter = {}): number {
  const row = db()
    .select({ n: count() })
    .from(companies)
    .where(companyWhere(directory, filter))
    .get();
  return row?.n ?? 0;
}

export function getCompaniesByIds(ids: number[]) {
  if (!ids.length) return [];
  return db().select().from(companies).where(inArray(companies.id, ids)).all();
}
