import { and, eq, inArray, isNull } from "drizzle-orm";
import { STATE_CREDENTIAL_KINDS, type CredentialKind } from "~/lib/credential-kinds";
import { LISTING_FIELDS, type ImportMapping, type ListingField } from "~/lib/import-fields";
import type { WorkClassMap } from "~/lib/import-work-classes";
import { normalizeWebsite } from "~/lib/website";
import type { ListingContact } from "~/lib/listing";
import { listingIdentity } from "~/models/listings/listing-columns.server";
import { db, schema } from "~/models/db.server";
import { normalizeCity } from "~/models/search/geocode.server";
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
  /** The list's work classes (by `workClassKey`) → a directory service, '' for none. */
  workClasses: WorkClassMap;
  credentialKind: CredentialKind | "";
  /**
   * The state a per-state credential is granted in: the list's own. A state's list speaks for
   * that state only; a firm from elsewhere on an Ohio list is certified in Ohio.
   */
  credentialState: string;
  /** The list's public address, when known; a credential it grants links to it. */
  sourceUrl: string;
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
/**
 * A row sharing only a phone, e-mail or website with a listing someone claimed or added: not
 * taken as that listing (anyone can type a firm's website into their own listing). The operator
 * sees it; the row becomes a new listing unless the operator keeps it out.
 */
export type PossibleMatch = { row: CleanRow; companyId: number; name: string; place: string };
export type ImportPlan = {
  created: CleanRow[];
  matched: Match[];
  possible: PossibleMatch[];
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

/** The keys that recognise a firm: name with city, phone, e-mail, domain. */
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

type Known = { id: number; name: string; place: string; someones: boolean };

/**
 * Every striping listing's keys → the listing (the first listing wins a shared key), and whether
 * it is someone's: claimed, or added by an account.
 */
function existingKeys(): Map<string, Known> {
  const rows = db()
    .select({
      ...listingIdentity,
      claimedBy: companies.claimedBy,
      addedBy: companies.addedBy,
    })
    .from(companies)
    .where(and(eq(companies.directory, "striping"), isNull(companies.deletedAt)))
    .all();
  const keys = new Map<string, Known>();
  for (const r of rows) {
    const known: Known = {
      id: r.id,
      name: r.name,
      place: `${r.location}, ${r.state}`,
      someones: r.claimedBy !== null || r.addedBy !== null,
    };
    for (const k of firmKeys(r)) if (!keys.has(k)) keys.set(k, known);
  }
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

/** The credential's state: the list's for a per-state kind, none for the others. */
export function credentialStateOf(settings: ImportSettings): string {
  if (!settings.credentialKind) return "";
  if (!STATE_CREDENTIAL_KINDS.includes(settings.credentialKind)) return "";
  return settings.credentialState;
}

/**
 * What committing the file would do, against the directory as it is now: new listings, matches
 * with the fields that would change, duplicates within the file, refused rows. A matched field
 * changes only when it is empty or still holds what this same source wrote (decision 050).
 */
export function planImport(file: CsvFile, settings: ImportSettings): ImportPlan {
  const plan: ImportPlan = { created: [], matched: [], possible: [], duplicates: [], refused: [] };
  const known = existingKeys();
  const seen = new Map<string, number>();
  const matchedBy = new Map<number, number>();
  const hits: { row: CleanRow; companyId: number }[] = [];
  file.records.forEach((cells, i) => {
    const row = cleanRow(cells, file.headers, settings, i + 2);
    if (isRefusal(row)) return void plan.refused.push(row);
    const keys = firmKeys(row);
    const earlier = keys.map((k) => seen.get(k)).find((n) => n !== undefined);
    // keys[0] is name with place: a listing found by it is this firm, whoever holds it.
    const byName = known.get(keys[0]!);
    const byContact = keys
      .slice(1)
      .map((k) => known.get(k))
      .find((n) => n !== undefined);
    const listing = byName ?? (byContact?.someones ? undefined : byContact);
    const companyId = listing?.id;
    const first = earlier ?? (companyId !== undefined ? matchedBy.get(companyId) : undefined);
    if (first !== undefined) return void plan.duplicates.push({ row, of: first });
    for (const k of keys) seen.set(k, row.row);
    if (companyId === undefined && byContact && !byName) {
      const { id, name, place } = byContact;
      return void plan.possible.push({ row, companyId: id, name, place });
    }
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
      Boolean(s.credentialKind) && !held.has(`${companyId}:${credentialStateOf(s)}`);
    return { row, companyId, name: listing.name, changes, credential };
  });
}
