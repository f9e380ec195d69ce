import { and, desc, eq, gte, gt, inArray, or, sql, type SQL } from "drizzle-orm";
import type { CompanyFilter } from "~/lib/company-filters";
import { findServiceCategory } from "~/lib/options";
import { STATES } from "~/lib/states";
import { categorySize, directorySize } from "./companies.server";
import { db, schema } from "./db.server";

const { companies } = schema;

export type Directory = "striping" | "materials";

/**
 * How a filter is written: `set` builds the matching ids first (FTS, the service join), best
 * when few rows match; `row` tests each row on its own (LIKE, EXISTS), for a scan that stops
 * after a page or a count's cap (decisions 010, 013).
 */
export type Form = "set" | "row";

type TextKey = "text" | "location" | "nameOrService";
type Column = "name" | "location" | "state" | "description" | "services" | "products";

/**
 * The one condition a filter-first plan reads an index for (a text term's trigram matches, or
 * the companies offering the services); every other condition is tested on the rows it gives.
 * Reading two indexes would collect every match of both: tens of thousands for "striping".
 */
export type Lead = { text: TextKey } | { services: true };

/** Text of fewer characters than this cannot use the trigram index; see decision 003. */
export const TRIGRAM_MIN = 3;

export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export function ftsPhrase(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

/** The columns each text filter searches (SPEC §5). */
export function textColumns(directory: Directory, key: TextKey): readonly Column[] {
  if (key === "location") return ["location", "state"];
  if (key === "nameOrService") return ["name", "services"];
  return directory === "materials"
    ? ["name", "location", "description", "products"]
    : ["name", "location", "state", "description", "services"];
}

/** The trigram index's matches of `term` in `columns`, as a subquery of ids. */
export function ftsMatches(term: string, columns: readonly Column[], limit?: number): SQL {
  const query = `{${columns.join(" ")}} : ${ftsPhrase(term)}`;
  return sql`(SELECT rowid AS id FROM companies_fts WHERE companies_fts MATCH ${query}
    ${limit === undefined ? sql`` : sql`LIMIT ${limit}`})`;
}

/**
 * Case-insensitive substring match of `term` over the given columns. Three characters or more
 * go through the FTS5 trigram index; shorter terms fall back to LIKE.
 */
export function textMatch(term: string, columns: readonly Column[], form: Form = "set"): SQL {
  const parts: SQL[] = [];
  if (form === "set" && [...term].length >= TRIGRAM_MIN) {
    parts.push(sql`${companies.id} IN ${ftsMatches(term, columns)}`);
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

export function statesNamed(term: string): string[] {
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

/** A service name containing any of the chips (a condition on `s.name`). */
function chipsMatch(chips: readonly string[]): SQL {
  const parts = chips.map((chip) => sql`s.name LIKE ${likePattern(chip)} ESCAPE '\\'`);
  return sql.join(parts, sql` OR `);
}

/** The services the filter asks for (a category's, or chips'), as a condition on `s.name`. */
export function serviceCondition(f: CompanyFilter): SQL | undefined {
  const category = f.category ? findServiceCategory(f.category) : undefined;
  if (category) return sql`s.name IN ${category.services}`;
  if (f.serviceChips?.length) return chipsMatch(f.serviceChips);
  return undefined;
}

/** The ids of the companies offering a service that matches `services`, as a subquery. */
export function serviceCompanies(services: SQL, limit?: number): SQL {
  return sql`(SELECT DISTINCT cs.company_id AS id FROM company_services cs
    WHERE cs.service_id IN (SELECT s.id FROM services s WHERE ${services})
    ${limit === undefined ? sql`` : sql`LIMIT ${limit}`})`;
}

/**
 * The WHERE clause of SPEC §5's search semantics, for one directory. In the `set` form only the
 * `lead` (by default the first text term, else the services) reads an index; the other
 * conditions are tested row by row, except non-ASCII text, which LIKE cannot fold.
 */
export function companyWhere(
  directory: Directory,
  f: CompanyFilter,
  form: Form = "set",
  lead: Lead | undefined = defaultLead(f),
): SQL {
  const conditions: (SQL | undefined)[] = [eq(companies.directory, directory)];
  // Row by row, the column comparisons go first: they spare most rows the text and service tests.
  if (form === "row") conditions.push(...columnConditions(f));
  const formOf = (leads: boolean, term?: string): Form =>
    form === "row" || (!leads && (term === undefined || isAscii(term))) ? "row" : "set";
  for (const key of ["text", "location", "nameOrService"] as const) {
    const term = f[key];
    if (!term) continue;
    const leads = lead !== undefined && "text" in lead && lead.text === key;
    conditions.push(textMatch(term, textColumns(directory, key), formOf(leads, term)));
  }
  if (form === "set") conditions.push(...columnConditions(f));
  const services = serviceCondition(f);
  if (services)
    conditions.push(offersService(services, formOf(lead !== undefined && "services" in lead)));
  if (f.certifications?.length) {
    conditions.push(
      or(...f.certifications.map((c) => textMatch(c, ["name", "description"], formOf(false, c)))),
    );
  }
  return and(...conditions) as SQL;
}

function defaultLead(f: CompanyFilter): Lead | undefined {
  const key = (["text", "location", "nameOrService"] as const).find((k) => f[k]);
  if (key) return { text: key };
  return serviceCondition(f) ? { services: true } : undefined;
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

/** Conditions no index serves in ranking order (the state is: `companies_state_rank_idx`). */
export function needsFiltering(f: CompanyFilter): boolean {
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

/**
 * LIKE folds the case of ASCII letters only, the trigram index that of every letter: a filter
 * with other characters keeps its index reads, so both forms always agree.
 */
export function rowFormMatchesIndex(f: CompanyFilter): boolean {
  const terms = [f.text, f.location, f.nameOrService, ...(f.certifications ?? [])];
  return terms.every((t) => t === undefined || isAscii(t));
}

function isAscii(term: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7f]*$/.test(term);
}

/** A lead and its candidates, counted up to a limit; undefined when it was the only choice. */
export type LeadChoice = { lead: Lead; candidates?: number; term?: string };

/**
 * The lead with the fewest candidates, each counted only up to `limit` (a bounded read of its
 * index): for a filter-first plan, the condition that narrows the rows most.
 */
export function chooseLead(
  directory: Directory,
  f: CompanyFilter,
  limit: number,
): LeadChoice | undefined {
  const options: { lead: Lead; term?: string; count: () => number }[] = [];
  const countOf = (ids: SQL) =>
    db().get<{ n: number }>(sql`SELECT count(*) AS n FROM ${ids}`)?.n ?? 0;
  for (const key of ["text", "location", "nameOrService"] as const) {
    const term = f[key];
    if (!term || [...term].length < TRIGRAM_MIN) continue;
    const columns = textColumns(directory, key);
    const named = columns.includes("state") ? statesNamed(term) : [];
    const count = () =>
      countOf(ftsMatches(term, columns, limit)) +
      named.reduce((n, code) => n + directorySize(directory, code), 0);
    options.push({ lead: { text: key }, term, count });
  }
  const services = serviceCondition(f);
  if (services) {
    const category = f.category;
    const count = category
      ? () => categorySize(directory, category)
      : () => countOf(serviceCompanies(services, limit));
    options.push({ lead: { services: true }, count });
  }
  if (options.length <= 1) return options[0] && { lead: options[0].lead, term: options[0].term };
  return options
    .map((o) => ({ lead: o.lead, term: o.term, candidates: o.count() }))
    .sort((a, b) => a.candidates - b.candidates)[0];
}
