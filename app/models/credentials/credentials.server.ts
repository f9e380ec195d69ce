import {
  and,
  asc,
  eq,
  gt,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
} from "drizzle-orm";
import {
  CREDENTIAL_KINDS,
  CREDENTIAL_LABELS,
  defaultIssuer,
  isStateKind,
  type CredentialKind,
} from "~/lib/credential-kinds";
import { pick } from "~/lib/pick";
import { stateName } from "~/lib/states";
import { prepared } from "~/db/prepared";
import { db, schema, type Db } from "~/models/db.server";
import { BadRequest, Conflict, NotFound } from "~/models/errors.server";

const { companies, listingCredentials: creds } = schema;

export type CredentialRecord = typeof creds.$inferSelect;

/** Today's date as the records store it (YYYY-MM-DD, UTC like every date the site shows). */
export const isoDay = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * A credential the public sees: the owner's word or the operator's check, and not expired. It
 * stops showing on its expiry day, so every public read compares with today
 * (`today`: a YYYY-MM-DD value or a prepared query's placeholder).
 */
export function showingCredential(today: string | Placeholder): SQL {
  return and(
    ne(creds.status, "rejected"),
    or(isNull(creds.expiresOn), gt(creds.expiresOn, today)),
  ) as SQL;
}

/** A credential as pages, cards, the API and structured data show it: one shape for all. */
export type PublicCredential = {
  kind: CredentialKind;
  label: string;
  state: string | null;
  issuer: string;
  number: string | null;
  expiresOn: string | null;
  verified: boolean;
  /** When the operator verified it (ISO), else null. */
  verifiedAt: string | null;
  /** The public list an import took it from (its address when known), else null. */
  listedIn: { name: string; url: string | null } | null;
};

export function toPublicCredential(row: CredentialRecord): PublicCredential {
  return {
    kind: row.kind,
    label: CREDENTIAL_LABELS[row.kind],
    state: row.state || null,
    issuer: row.issuer,
    number: row.number,
    expiresOn: row.expiresOn,
    verified: row.status === "verified",
    verifiedAt: row.status === "verified" ? (row.verifiedAt?.toISOString() ?? null) : null,
    listedIn:
      row.source === "import" && row.sourceName
        ? { name: row.sourceName, url: row.sourceUrl ?? null }
        : null,
  };
}

/** What the operator's queue and the owner's list both show of a record, evidence kept private. */
export function credentialSummary(c: CredentialRecord) {
  return {
    ...pick(c, ["id", "kind", "state", "issuer", "number", "expiresOn"]),
    hasEvidence: c.evidenceFile !== null,
  };
}

/** Kinds in the order of the chips' list (CREDENTIAL_KINDS), wherever they are listed. */
const KIND_ORDER_SQL = `CASE kind ${CREDENTIAL_KINDS.map((k, i) => `WHEN '${k}' THEN ${i}`).join(" ")} END`;
const kindOrder = sql.raw(KIND_ORDER_SQL.replace("CASE kind", 'CASE "listing_credentials"."kind"'));

/**
 * The credentials a listing's page shows, in the chips' order: one prepared read by the listing's
 * key index (building the query anew was a twentieth of an uncached company page's time).
 */
export function credentialsOf(companyId: number, now = new Date()): PublicCredential[] {
  return prepared("showingCredentialsOf", (database) =>
    database
      .select()
      .from(creds)
      .where(
        and(
          eq(creds.companyId, sql.placeholder("companyId")),
          showingCredential(sql.placeholder("today")),
        ),
      )
      .orderBy(kindOrder, asc(creds.state))
      .prepare(),
  )
    .all({ companyId, today: isoDay(now) })
    .map(toPublicCredential);
}

/** The API's shape: the state only for a state's credential. */
function listed(c: {
  kind: CredentialKind;
  state: string | null;
  issuer: string;
  verified: boolean;
  expiresOn: string | null;
}): ListedCredential {
  return {
    kind: c.kind,
    ...(c.state ? { state: c.state } : {}),
    issuer: c.issuer,
    verified: c.verified,
    expiresOn: c.expiresOn,
  };
}

/**
 * Listings' credentials in the API's shape, for every card and API object: one prepared read by
 * the listings' key index for a whole page of them, so a page of 1,000 objects stays cheap.
 */
export function listedCredentialsOf(
  companyIds: readonly number[],
  now = new Date(),
): Map<number, ListedCredential[]> {
  const rows = prepared("listedCredentialsOf", (database) =>
    database.$client.prepare<[string, string]>(
      `SELECT company_id, kind, state, issuer, status, expires_on FROM listing_credentials
       WHERE company_id IN (SELECT value FROM json_each(?)) AND status <> 'rejected'
         AND (expires_on IS NULL OR expires_on > ?)
       ORDER BY company_id, ${KIND_ORDER_SQL}, state`,
    ),
  ).all(JSON.stringify(companyIds), isoDay(now)) as {
    company_id: number;
    kind: CredentialKind;
    state: string;
    issuer: string;
    status: string;
    expires_on: string | null;
  }[];
  const byListing = new Map<number, ListedCredential[]>(companyIds.map((id) => [id, []]));
  for (const r of rows) {
    byListing
      .get(r.company_id)
      ?.push(listed({ ...r, verified: r.status === "verified", expiresOn: r.expires_on }));
  }
  return byListing;
}

/** One listing's credentials in the API's shape. */
export function listedCredentials(companyId: number, now = new Date()): ListedCredential[] {
  return listedCredentialsOf([companyId], now).get(companyId) ?? [];
}

/** The API's shape of a credential a page has already read in full. */
export const toListedCredential = (c: PublicCredential): ListedCredential => listed(c);

/** `credentials: [{ kind, state?, issuer, verified, expiresOn }]` of the JSON API. */
export type ListedCredential = {
  kind: CredentialKind;
  state?: string;
  issuer: string;
  verified: boolean;
  expiresOn: string | null;
};

/** What an owner types for a credential, already checked by the form's schema. */
export type CredentialInput = {
  kind: CredentialKind;
  state: string;
  /** Empty: the kind's usual issuer (`defaultIssuer`). */
  issuer: string | null;
  number: string | null;
  expiresOn: string | null;
};
export type Evidence = { file: string; type: string; bytes: number };

/** Evidence an account may keep, all its listings together: the files share the database's volume. */
export const EVIDENCE_QUOTA_BYTES = 50 * 1024 * 1024;
export const EVIDENCE_UPLOADS_PER_HOUR = 20;
export const EVIDENCE_QUOTA_FULL =
  "You can keep at most 50 MB of evidence files. Remove a credential's evidence (or the credential) to make room.";
export const EVIDENCE_UPLOADS_USED = `You can upload ${EVIDENCE_UPLOADS_PER_HOUR} evidence files an hour. Please try again later.`;

/** The bytes of evidence `userId` still keeps, but for the file of `except` (being replaced). */
function keptEvidenceBytes(tx: Pick<Db, "select">, userId: number, except?: number): number {
  const row = tx
    .select({ n: sql<number>`coalesce(sum(${creds.evidenceBytes}), 0)` })
    .from(creds)
    .where(
      and(
        eq(creds.evidenceBy, userId),
        isNotNull(creds.evidenceFile),
        except === undefined ? undefined : ne(creds.id, except),
      ),
    )
    .get();
  return row?.n ?? 0;
}

function ownedListing(userId: number, companyId: number) {
  const listing = db()
    .select({ id: companies.id, state: companies.state })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.claimedBy, userId)))
    .get();
  if (!listing) throw new NotFound("Company not found");
  return listing;
}

/** A credential of one of the user's listings, or NotFound (also for someone else's). */
export function ownedCredential(userId: number, credentialId: number) {
  const row = db()
    .select({ credential: creds })
    .from(creds)
    .innerJoin(companies, eq(companies.id, creds.companyId))
    .where(and(eq(creds.id, credentialId), eq(companies.claimedBy, userId)))
    .get();
  if (!row) throw new NotFound("Credential not found");
  return row.credential;
}

/** The kinds granted per state name one; the others never do, so the unique key holds. */
function normalise(input: CredentialInput): CredentialInput & { issuer: string } {
  const state = isStateKind(input.kind) ? input.state : "";
  if (isStateKind(input.kind) && !state) {
    throw new BadRequest("Choose the state that granted it.");
  }
  const issuer = input.issuer || defaultIssuer(input.kind, state ? stateName(state) : undefined);
  if (!issuer) throw new BadRequest("Name the issuer (who granted it).");
  return { ...input, state, issuer };
}

const ALREADY = "This listing already has that credential: edit it instead.";

/**
 * The owner adds a credential, or edits one (`credentialId`): either way it is the owner's word
 * again until the operator checks it, so an edit of a verified or rejected credential returns it
 * to self-reported. New evidence replaces the old; the old file is returned for removal.
 */
export function saveCredential(
  userId: number,
  companyId: number,
  input: CredentialInput,
  evidence: Evidence | null,
  credentialId?: number,
  now = new Date(),
): { id: number; replacedEvidence: string | null } {
  const listing = ownedListing(userId, companyId);
  const values = normalise(input);
  return db().transaction((tx) => {
    const clash = tx
      .select({ id: creds.id })
      .from(creds)
      .where(
        and(
          eq(creds.companyId, listing.id),
          eq(creds.kind, values.kind),
          eq(creds.state, values.state),
        ),
      )
      .get();
    if (clash && clash.id !== credentialId) throw new Conflict(ALREADY);
    if (
      evidence &&
      keptEvidenceBytes(tx, userId, credentialId) + evidence.bytes > EVIDENCE_QUOTA_BYTES
    ) {
      throw new BadRequest(EVIDENCE_QUOTA_FULL);
    }
    const filed = evidence
      ? {
          evidenceFile: evidence.file,
          evidenceType: evidence.type,
          evidenceBytes: evidence.bytes,
          evidenceBy: userId,
        }
      : {};
    const checked = {
      ...values,
      status: "self_reported" as const,
      source: "owner" as const,
      verifiedAt: null,
      verifiedBy: null,
      rejectionReason: null,
      updatedAt: now,
    };
    if (credentialId === undefined) {
      const row = tx
        .insert(creds)
        .values({
          companyId: listing.id,
          ...checked,
          ...filed,
          createdAt: now,
        })
        .returning({ id: creds.id })
        .get();
      return { id: row.id, replacedEvidence: null };
    }
    const current = tx
      .select()
      .from(creds)
      .where(and(eq(creds.id, credentialId), eq(creds.companyId, listing.id)))
      .get();
    if (!current) throw new NotFound("Credential not found");
    tx.update(creds)
      .set({
        ...checked,
        // A new expiry date earns its own notice.
        expiryNoticeAt: current.expiresOn === values.expiresOn ? current.expiryNoticeAt : null,
        ...filed,
      })
      .where(eq(creds.id, current.id))
      .run();
    const replaced = evidence && current.evidenceFile ? current.evidenceFile : null;
    return { id: current.id, replacedEvidence: replaced };
  });
}

/** The owner removes a credential; its evidence file is returned for removal. */
export function removeCredential(userId: number, credentialId: number): string | null {
  const row = ownedCredential(userId, credentialId);
  db().delete(creds).where(eq(creds.id, row.id)).run();
  return row.evidenceFile;
}

/** Every credential of the user's listings, whatever its state, for the dashboard. */
export function ownerCredentials(userId: number) {
  return db()
    .select({ credential: creds, listing: { id: companies.id, name: companies.name } })
    .from(creds)
    .innerJoin(companies, eq(companies.id, creds.companyId))
    .where(eq(companies.claimedBy, userId))
    .orderBy(asc(companies.id), kindOrder, asc(creds.state))
    .all();
}

/** Whether a day has passed its expiry (shown to the owner as 'Expired'). */
export const hasExpired = (expiresOn: string | null, now = new Date()) =>
  expiresOn !== null && expiresOn <= isoDay(now);
