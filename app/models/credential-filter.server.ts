import { sql, type SQL } from "drizzle-orm";
import { isStateKind, kindOfLabel, type CredentialKind } from "~/lib/credential-kinds";
import type { CompanyFilter } from "~/lib/company-filters";
import { findServiceCategory } from "~/lib/options";
import { isoDay } from "./credentials.server";
import { schema } from "./db.server";

const { companies } = schema;

/**
 * The credential kinds a filter asks for (issue 30, point 3: one meaning everywhere): the
 * certification chips, or a category that is a credential ('DOT Certified').
 */
export function credentialKindsAsked(f: CompanyFilter): CredentialKind[] {
  const category = f.category ? findServiceCategory(f.category) : undefined;
  const fromCategory = category && "credential" in category ? [category.credential] : [];
  const fromChips = (f.certifications ?? []).map(kindOfLabel).filter((k) => k !== undefined);
  return [...new Set([...fromCategory, ...fromChips])];
}

/**
 * Holds a showing credential of any asked kind: self-reported or verified (only verified with
 * `verifiedOnly`), not expired, and, for the kinds granted per state, granted by the filter's
 * state when it has one. Row by row an EXISTS by the key index (company_id, kind, state); as a
 * set, the companies the kind index (kind, state, status, company_id) lists.
 */
export function credentialCondition(
  f: CompanyFilter,
  form: "set" | "row",
  now = new Date(),
): SQL | undefined {
  const holds = holdsAsked(f, now);
  if (!holds) return undefined;
  if (form === "row") {
    return sql`EXISTS (SELECT 1 FROM listing_credentials lc
      WHERE lc.company_id = ${companies.id} AND ${holds})`;
  }
  return sql`${companies.id} IN (SELECT lc.company_id FROM listing_credentials lc WHERE ${holds})`;
}

/**
 * The listings holding an asked credential, from the kind index (at most `limit`): the lead of
 * a filter with nothing narrower, so a count stops at its cap instead of reading every holder.
 */
export function credentialCandidates(f: CompanyFilter, limit?: number, now = new Date()): SQL {
  const holds = holdsAsked(f, now) ?? sql`0`;
  const limited = limit === undefined ? sql`` : sql`LIMIT ${limit}`;
  return sql`(SELECT DISTINCT lc.company_id AS id FROM listing_credentials lc WHERE ${holds} ${limited})`;
}

/** The condition on `lc` (a listing_credentials row) that it is an asked, showing credential. */
function holdsAsked(f: CompanyFilter, now: Date): SQL | undefined {
  const kinds = credentialKindsAsked(f);
  if (!kinds.length) return undefined;
  const statuses = f.verifiedOnly ? ["verified"] : ["self_reported", "verified"];
  const perKind = kinds.map((kind) =>
    isStateKind(kind) && f.state
      ? sql`(lc.kind = ${kind} AND lc.state = ${f.state})`
      : sql`lc.kind = ${kind}`,
  );
  return sql`(${sql.join(perKind, sql` OR `)})
    AND lc.status IN ${statuses}
    AND (lc.expires_on IS NULL OR lc.expires_on > ${isoDay(now)})`;
}
