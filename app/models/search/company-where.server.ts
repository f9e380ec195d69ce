import { and, desc, eq, gte, gt, inArray, sql, type SQL } from "drizzle-orm";
import type { CompanyFilter } from "~/lib/company-filters";
import { findServiceCategory } from "~/lib/options";
import { STATES } from "~/lib/states";
import { categorySize } from "~/models/directory/companies.server";
import {
  credentialCandidates,
  credentialCondition,
  credentialKindsAsked,
} from "~/models/credentials/credential-filter.server";
import { db, schema } from "~/models/db.server";
import type { Directory } from "~/lib/directory";

const { companies } = schema;

/**
 * How a filter is written: `set` builds the matching ids first (FTS, the service join), best
 * when few rows match; `row` tests each row on its own (LIKE, EXISTS), for a scan that stops
 * after a page or a count's cap (decisions 010, 013).
 */
export type Form = "set" | "row";

type TextKey = "text" | "location" | "nameOrService" | "listing";
type Column = "name" | "location" | "state" | "description" | "services" | "products";

/**
 * The one index a filter-first plan reads (the trigram matches of some text terms, all in one
 * FTS5 query, or the companies offering the services); every other condition is tested on the
 * rows it gives. Reading two indexes would collect every match of both: tens of thousands for
 * "striping". Several text keys only when none names a state (a group reads the trigram
 * index alone).
 */
export type Lead = { text: TextKey[] } | { services: true } | { credentials: true };

const TEXT_KEYS = ["text", "location", "nameOrService", "listing"] as const;

/** Text of fewer characters than this cannot use the trigram index; see decision 003. */
export const TRIGRAM_MIN = 3;

export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export function ftsPhrase(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

/** The columns each text filter searches (decision 002). */
export function textColumns(directory: Directory, key: TextKey): readonly Column[] {
  if (key === "location") return ["location", "state"];
  if (key === "nameOrService") return ["name", "services"];
  // The wizard finds a listing by what identifies it (SPEC: name, location or state; materials:
  // product text), not by its description.
  if (key === "listing") {
    return directory === "materials"
      ? ["name", "location", "state", "products"]
      : ["name", "location", "state"];
  }
  return directory === "materials"
    ? ["name", "location", "description", "products"]
    : ["name", "location", "state", "description", "services"];
}

/** One FTS5 query matching every term in its columns (FTS5 intersects the lists itself). */
function ftsQuery(terms: readonly { term: string; columns: readonly Column[] }[]): string {
  return terms.map((t) => `{${t.columns.join(" ")}} : ${ftsPhrase(t.term)}`).join(" AND ");
}

function limitBy(limit: number | undefined): SQL {
  return limit === undefined ? sql`` : sql`LIMIT ${limit}`;
}

/**
 * Case-insensitive substring match of `term` over the given columns. Three characters or more
 * go through the FTS5 trigram index; shorter terms fall back to LIKE.
 */
export function textMatch(term: string, columns: readonly Column[], form: Form = "set"): SQL {
  const parts: SQL[] = [];
  if (form === "set" && [...term].length >= TRIGRAM_MIN) {
    const query = ftsQuery([{ term, columns }]);
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
  // A category that is a credential ('DOT Certified') is no service: credentialCondition's.
  if (category && "credential" in category) return undefined;
  if (category) return sql`s.name IN ${category.services}`;
  if (f.serviceChips?.length) return chipsMatch(f.serviceChips);
  return undefined;
}

/**
 * The WHERE clause of the search semantics of decision 002, for one directory. In the `set` form only the
 * `lead` (by default the first text term, else the services) reads an index; the other
 * conditions are tested row by row, except non-ASCII text, which LIKE cannot fold.
 */
export function companyWhere(
  directory: Directory,
  f: CompanyFilter,
  form: Form = "set",
  lead: Lead | undefined = defaultLead(f),
): SQL {
  const led = form === "set" ? lead : undefined;
  const leadMatch = led && sql`${companies.id} IN ${leadCandidates(directory, f, led)}`;
  return and(leadMatch, conditionsBeside(directory, f, form, led)) as SQL;
}

/**
 * The filter asks for nothing but the directory (`companyWhere` is `directory = ?` alone): a
 * page of the directory may then be its fixed ranked query, and a search by place the kept
 * places of `geo-snapshot.server.ts`. Kept with the conditions it mirrors; a term that adds no
 * condition (an unknown category) still counts.
 */
export function filtersNothing(f: CompanyFilter): boolean {
  return (
    TEXT_KEYS.every((key) => !f[key]) &&
    !f.state &&
    !f.category &&
    !f.serviceChips?.length &&
    !f.minRating &&
    !f.withReviews &&
    !f.certifications?.length &&
    !f.verifiedOnly
  );
}

/**
 * Every condition of the filter but the lead's, for the rows the lead's ids give: row by row,
 * except non-ASCII text, which keeps its own index read.
 */
export function whereBesideLead(directory: Directory, f: CompanyFilter, lead: Lead): SQL {
  return conditionsBeside(directory, f, "set", lead);
}

function conditionsBeside(
  directory: Directory,
  f: CompanyFilter,
  form: Form,
  led: Lead | undefined,
): SQL {
  const conditions: (SQL | undefined)[] = [eq(companies.directory, directory)];
  // Row by row, the column comparisons go first: they spare most rows the text and service tests.
  if (form === "row") conditions.push(...columnConditions(f));
  const rowUnlessNonAscii = (term?: string): Form =>
    form === "row" || term === undefined || isAscii(term) ? "row" : "set";
  for (const key of TEXT_KEYS) {
    const term = f[key];
    if (!term || (led && "text" in led && led.text.includes(key))) continue;
    conditions.push(textMatch(term, textColumns(directory, key), rowUnlessNonAscii(term)));
  }
  if (form === "set") conditions.push(...columnConditions(f));
  const services = serviceCondition(f);
  if (services && !(led && "services" in led)) conditions.push(offersService(services, "row"));
  // Beside a credential lead the test is row by row: the lead's ids already hold one.
  conditions.push(credentialCondition(f, led && "credentials" in led ? "row" : form));
  return and(...conditions) as SQL;
}

/** The first text term that can read the trigram index, else the services, else credentials. */
function defaultLead(f: CompanyFilter): Lead | undefined {
  const key = TEXT_KEYS.find((k) => indexable(f[k]));
  if (key) return { text: [key] };
  if (serviceCondition(f)) return { services: true };
  return credentialKindsAsked(f).length ? { credentials: true } : undefined;
}

/** Some text term of the filter can read the trigram index (three characters or more). */
export function hasIndexedText(f: CompanyFilter): boolean {
  return TEXT_KEYS.some((k) => indexable(f[k]));
}

function indexable(term: string | undefined): term is string {
  return term !== undefined && [...term].length >= TRIGRAM_MIN;
}

/**
 * The ids matching the lead's conditions, as a subquery (at most `limit` of them). A text term
 * that names a state ("texas") also matches every listing of that state: those come first,
 * then the trigram matches elsewhere.
 */
export function leadCandidates(
  directory: Directory,
  f: CompanyFilter,
  lead: Lead,
  limit?: number,
): SQL {
  if ("credentials" in lead) return credentialCandidates(f, limit);
  if ("services" in lead) {
    return sql`(SELECT DISTINCT cs.company_id AS id FROM company_services cs
      WHERE cs.service_id IN (SELECT s.id FROM services s WHERE ${serviceCondition(f)!})
      ${limitBy(limit)})`;
  }
  const terms = lead.text.map((key) => ({
    term: f[key]!,
    columns: textColumns(directory, key),
  }));
  const match = sql`SELECT rowid AS id FROM companies_fts WHERE companies_fts MATCH ${ftsQuery(terms)}`;
  const named =
    terms.length === 1 && terms[0].columns.includes("state") ? statesNamed(terms[0].term) : [];
  if (!named.length) return sql`(${match} ${limitBy(limit)})`;
  return sql`(SELECT id FROM ${companies} WHERE ${companies.directory} = ${directory}
      AND ${inArray(companies.state, named)}
    UNION ALL
    ${match} AND (SELECT c.state FROM ${companies} c WHERE c.id = companies_fts.rowid)
      NOT IN ${named}
    ${limitBy(limit)})`;
}

function columnConditions(f: CompanyFilter): SQL[] {
  const conditions: SQL[] = [];
  if (f.state) conditions.push(eq(companies.state, f.state));
  if (f.minRating) conditions.push(gte(companies.averageRating, f.minRating));
  if (f.withReviews) conditions.push(gt(companies.totalReviews, 0));
  return conditions;
}

/** VIP, then Premium, then searchPriority, then rating. */
export const rankingOrder = [
  desc(companies.tierRank),
  desc(companies.searchPriority),
  desc(companies.averageRating),
  desc(companies.id),
];

/** 'Highest rated' and 'Most reviewed', each in the order of its index (companies_rating_idx,
 * companies_reviews_idx), so the ranked window reads them as cheaply as the default ranking. */
export const ratingOrder = [
  desc(companies.averageRating),
  desc(companies.totalReviews),
  desc(companies.id),
];
export const reviewsOrder = [
  desc(companies.totalReviews),
  desc(companies.averageRating),
  desc(companies.id),
];

/**
 * A filter whose only text is shorter than the trigram index reads (one or two characters) and
 * has no other index to start from: on a large directory it is matched among the best-ranked
 * listings only (decision 013).
 */
export function onlyShortTerms(f: CompanyFilter): boolean {
  const terms = [f.text, f.location, f.nameOrService, f.listing].filter(
    (t): t is string => t !== undefined && t.length > 0,
  );
  return terms.length > 0 && !terms.some(indexable) && !serviceCondition(f);
}

/** Conditions no index serves in ranking order (the state is: `companies_state_rank_idx`). */
export function needsFiltering(f: CompanyFilter): boolean {
  return Boolean(
    f.text ||
    f.location ||
    f.nameOrService ||
    f.listing ||
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
  const terms = [f.text, f.location, f.nameOrService, f.listing];
  return terms.every((t) => t === undefined || isAscii(t));
}

function isAscii(term: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7f]*$/.test(term);
}

/** A lead and its candidates, counted up to a limit; undefined when it was the only choice. */
export type LeadChoice = { lead: Lead; candidates?: number };

/**
 * The lead with the fewest candidates, each counted only up to `limit` (a bounded read of its
 * index): for a filter-first plan, the condition that narrows the rows most. The choices: every
 * indexable term that names no state, together in one FTS5 query; a term naming a state, alone;
 * the services.
 */
export function chooseLead(
  directory: Directory,
  f: CompanyFilter,
  limit: number,
): LeadChoice | undefined {
  const leads: Lead[] = [];
  const names = (key: TextKey) =>
    textColumns(directory, key).includes("state") && statesNamed(f[key]!).length > 0;
  const keys = TEXT_KEYS.filter((k) => indexable(f[k]));
  const plain = keys.filter((k) => !names(k));
  if (plain.length) leads.push({ text: plain });
  for (const k of keys.filter(names)) leads.push({ text: [k] });
  if (serviceCondition(f)) leads.push({ services: true });
  if (credentialKindsAsked(f).length) leads.push({ credentials: true });
  if (leads.length <= 1) return leads[0] && { lead: leads[0] };
  // At the limit the counts no longer compare; a state-naming term's list then is the better
  // bet: it starts with a whole state (known from the tallies), where a second term is common.
  const namesState = (lead: Lead) => "text" in lead && lead.text.some(names);
  return leads
    .map((lead) => ({ lead, candidates: candidateCount(directory, f, lead, limit) }))
    .sort(
      (a, b) =>
        a.candidates - b.candidates || Number(namesState(b.lead)) - Number(namesState(a.lead)),
    )[0];
}

/** How many candidates the lead gives, up to `limit` (a category's: its tally). */
export function candidateCount(
  directory: Directory,
  f: CompanyFilter,
  lead: Lead,
  limit: number,
): number {
  if ("services" in lead && f.category && findServiceCategory(f.category)?.services.length) {
    return Math.min(limit, categorySize(directory, f.category));
  }
  const ids = leadCandidates(directory, f, lead, limit);
  return db().get<{ n: number }>(sql`SELECT count(*) AS n FROM ${ids}`)?.n ?? 0;
}
