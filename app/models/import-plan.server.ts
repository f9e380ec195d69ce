import { and, eq, inArray, isNull } from "drizzle-orm";
import { STATE_CREDENTIAL_KINDS, type CredentialKind } from "~/lib/credential-kinds";
import { LISTING_FIELDS, type ImportMapping, type ListingField } from "~/lib/import-fields";
import { normalizeWebsite } from "~/lib/website";
import type { ListingContact } from "~/lib/listing";
import { listingIdentity } from "./listing-columns.server";
import { db, schema } from "./db.server";
import { normalizeCity } from "./geocode.server";
import {
  cleanRow,
  isRefusal,
  phoneDigits,
  type CleanRow,
  type CsvFile,
  type Refusal,
} from "./import-rows.server";

const { companies, listingCredentials, listingFieldSources } = schema;

/** What the operator chose for a source: its name, its mapping and the credential it grants. */
export type ImportSettings = {
  sourceName: string;
  mapping: ImportMapping;
  credentialKind: CredentialKind | "";
  /** The state a per-state credential is granted in; '' takes each firm's own state. */
  credentialState: string;
};

export type Change = { field: ListingField; from: unknown; to: unknown };
export type Match = {
  row: CleanRow;
  companyId: number;
  name: string;
  changes: Change[];
  /** The list's credential is new on the listing. */
  credential: boolean;
};
export type ImportPlan = {
  created: CleanRow[];
  matched: Match[];
  duplicates: { row: CleanRow; of: number }[];
  refused: Refusal[];
};

const SUFFIXES =
  /\b(the|inc|incorporated|llc|l l c|co|corp|corporation|company|ltd|limited|lp|llp|pllc)\b/g;

const words = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ");

/** 'Acme Striping, Inc.' in 'St. Louis' and 'ACME STRIPING LLC' in 'Saint Louis' are one firm. */
export function firmKey(name: string, city: string, state: string): string {
  const firm = words(name).replace(SUFFIXES, " ").replace(/\s+/g, " ").trim();
  return `${firm}|${words(normalizeCity(city)).trim()}|${state}`;
}

export function domainOf(website: string | null): string | null {
  if (!website) return null;
  try {
    return new URL(normalizeWebsite(website)).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return null;
  }
}

type Identity = Omit<ListingContact, "description">;

/** The keys that recognise a firm (issue 31, point 2): name with city, phone, e-mail, domain. */
export function firmKeys(f: Identity): string[] {
  const phone = f.phone ? phoneDigits(f.phone) : null;
  const domain = domainOf(f.website);
  return [
    `n:${firmKey(f.name, f.location, f.state)}`,
    ...(phone ? [`p:${phone}`] : []),
    ...(f.email?.trim() ? [`e:${f.email.trim().toLowerCase()}`] : []),
    ...(domain ? [`d:${domain}`] : []),
  ];
}

/** Every striping listing's keys → its id (the first listing wins a shared key). */
function existingKeys(): Map<string, number> {
  const rows = db()
    .select(listingIdentity)
    .from(companies)
    .where(and(eq(companies.directory, "striping"), isNull(companies.deletedAt)))
    .all();
  const keys = new Map<string, number>();
  for (const r of rows) for (const k of firmKeys(r)) if (!keys.has(k)) keys.set(k, r.id);
  return keys;
}

export const isEmpty = (v: unknown) =>
  v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);
export const same = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The row's value of a listing field ('' and [] are nothing to write). */
export const incoming = (row: CleanRow, field: ListingField): unknown => row[field];

/** Splits a list of ids into SQLite-sized pieces for `inArray`. */
export function inChunks<T>(ids: number[], read: (part: number[]) => T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += 500) out.push(...read(ids.slice(i, i + 500)));
  return out;
}

/** The credential's state for a row: the source's, or the firm's own for a per-state kind. */
export function credentialStateOf(settings: ImportSettings, row: CleanRow): string {
  if (!settings.credentialKind) return "";
  if (!STATE_CREDENTIAL_KINDS.includes(settings.credentialKind)) return "";
  return settings.credentialState || row.state;
}

/**
 * What committing the file would do, against the directory as it is now: new listings, matches
 * with the fields that would change, duplicates within the file, refused rows. A matched field
 * changes only when it is empty or still holds what this same source wrote (decision 050).
 */
export function planImport(file: CsvFile, settings: ImportSettings): ImportPlan {
  const plan: ImportPlan = { created: [], matched: [], duplicates: [], refused: [] };
  const known = existingKeys();
  const seen = new Map<string, number>();
  const matchedBy = new Map<number, number>();
  const hits: { row: CleanRow; companyId: number }[] = [];
  file.records.forEach((cells, i) => {
    const row = cleanRow(cells, file.headers, settings.mapping, i + 2);
    if (isRefusal(row)) return void plan.refused.push(row);
    const keys = firmKeys(row);
    const earlier = keys.map((k) => seen.get(k)).find((n) => n !== undefined);
    const companyId = keys.map((k) => known.get(k)).find((n) => n !== undefined);
    const first = earlier ?? (companyId !== undefined ? matchedBy.get(companyId) : undefined);
    if (first !== undefined) return void plan.duplicates.push({ row, of: first });
    for (const k of keys) seen.set(k, row.row);
    if (companyId === undefined) return void plan.created.push(row);
    matchedBy.set(companyId, row.row);
    hits.push({ row, companyId });
  });
  plan.matched = compareMatches(hits, settings);
  return plan;
}

function compareMatches(hits: { row: CleanRow; companyId: number }[], s: ImportSettings) {
  const ids = hits.map((h) => h.companyId);
  const current = new Map(
    inChunks(ids, (part) =>
      db().select().from(companies).where(inArray(companies.id, part)).all(),
    ).map((c) => [c.id, c]),
  );
  const written = new Map(
    inChunks(ids, (part) =>
      db()
        .select()
        .from(listingFieldSources)
        .where(inArray(listingFieldSources.companyId, part))
        .all(),
    ).map((p) => [`${p.companyId}:${p.field}`, p]),
  );
  const held = new Set(
    s.credentialKind
      ? inChunks(ids, (part) =>
          db()
            .select({ companyId: listingCredentials.companyId, state: listingCredentials.state })
            .from(listingCredentials)
            .where(
              and(
                inArray(listingCredentials.companyId, part),
                eq(listingCredentials.kind, s.credentialKind as CredentialKind),
              ),
            )
            .all(),
        ).map((c) => `${c.companyId}:${c.state}`)
      : [],
  );
  return hits.map(({ row, companyId }): Match => {
    const listing = current.get(companyId)!;
    const changes: Change[] = [];
    for (const field of LISTING_FIELDS) {
      const to = incoming(row, field);
      const from = listing[field] as unknown;
      if (isEmpty(to) || same(from, to)) continue;
      const prov = written.get(`${companyId}:${field}`);
      const ours = prov && prov.sourceName === s.sourceName && same(prov.value, from);
      if (isEmpty(from) || ours) changes.push({ field, from, to });
    }
    const credential =
      Boolean(s.credentialKind) && !held.has(`${companyId}:${credentialStateOf(s, row)}`);
    return { row, companyId, name: listing.name, changes, credential };
  });
}
