import { sql, type SQL } from "drizzle-orm";
import { isStateKind, kindOfLabel, type CredentialKind } from "~/lib/credential-kinds";
import type { CompanyFilter } from "~/lib/company-filters";
import { findServiceCategory } from "~/lib/options";
import { isoDay } from "./credentials.server";
import { schema } from "~/models/db.server";

const { companies } = schema;

/**
 * The credential kinds a filter asks for, all of which a listing must hold: the
 * certification chips, or a category that is a credential ('DOT Certified').
 */
export function credentialKindsAsked(f: CompanyFilter): CredentialKind[] {
  const category = f.category ? findServiceCategory(f.category) : undefined;
  const fromCategory = category && "credential" in category ? [category.credential] : [];
  const fromChips = (f.certifications ?? []).map(kindOfLabel).filter((k) => k !== undefined);
  return [...new Set([...fromCategory, ...fromChips])];
}

/**
 * Holds a showing credential of every asked kind (a firm on a federally funded job needs both
 * DOT prequalification and DBE certification, not either): self-reported or verified (only
 * verified with `verifiedOnly`), not expired, and, for the kinds granted per state, granted by
 * the filter's state when it has one. Row by row an EXISTS per kind by the key index
 * (company_id, kind, state); as a set, per kind the companies the kind index (kind, state,
 * status, company_id) lists.
 */
export function credentialCondition(
  f: CompanyFilter,
  form: "set" | "row",
  now = new Date(),
): SQL | undefined {
  const kinds = credentialKindsAsked(f);
  if (!kinds.length) return undefined;
  const each = kinds.map((kind) => {
    const holds = holdsKind(f, kind, "lc", now);
    return form === "row"
      ? sql`EXISTS (SELECT 1 FROM listing_credentials lc
      WHERE lc.company_id = ${companies.id} AND ${holds})`
      : sql`${companies.id} IN (SELECT lc.company_id FROM listing_credentials lc WHERE ${holds})`;
  });
  return sql.join(each, sql` AND `);
}

/**
 * The listings holding every asked credential, at most `limit`: the holders of the first kind
 * from the kind index, each tested for the others by the key index. The lead of a filter with
 * nothing narrower, so a count stops at its cap instead of reading every holder.
 */
export function credentialCandidates(f: CompanyFilter, limit?: number, now = new Date()): SQL {
  const [first, ...others] = credentialKindsAsked(f);
  const limited = limit === undefined ? sql`` : sql`LIMIT ${limit}`;
  if (!first) return sql`(SELECT NULL AS id WHERE 0)`;
  const rest = others.map(
    (kind) => sql` AND EXISTS (SELECT 1 FROM listing_credentials lc2
      WHERE lc2.company_id = lc.company_id AND ${holdsKind(f, kind, "lc2", now)})`,
  );
  return sql`(SELECT DISTINCT lc.company_id AS id FROM listing_credentials lc
    WHERE ${holdsKind(f, first, "lc", now)}${sql.join(rest, sql``)} ${limited})`;
}

/** The condition on a listing_credentials row (as `alias`) that it is a showing one of `kind`. */
function holdsKind(f: CompanyFilter, kind: CredentialKind, alias: "lc" | "lc2", now: Date): SQL {
  const t = sql.raw(alias);
  const statuses = f.verifiedOnly ? ["verified"] : ["self_reported", "verified"];
  const state = isStateKind(kind) && f.state ? sql` AND ${t}.state = ${f.state}` : sql``;
  return sql`${t}.kind = ${kind}${state}
    AND ${t}.status IN ${statuses}
    AND (${t}.expires_on IS NULL OR ${t}.expires_on > ${isoDay(now)})`;
}
