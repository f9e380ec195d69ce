import crypto from "node:crypto";
import { and, asc, eq, gt, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { QuoteInput } from "~/lib/quote-schema";
import { db, exists, schema, type Db } from "~/models/db.server";
import { pickColumns } from "~/models/directory/pick-columns.server";
import { addressKey } from "~/models/listings/listing-email.server";

const { quoteRequests, quoteMatches } = schema;

type Reader = Pick<Db, "select">;

/** A request sent again within this time is the same request: no firm gets it twice. */
export const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Objects with their keys in order, so equal details give the same text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value ?? null;
}

/** The requester's address and every field of the request, as one digest. */
export function requestFingerprint(input: QuoteInput, addressedId: number | undefined): string {
  const { customerEmail, servicesNeeded, ...rest } = input;
  const text = JSON.stringify(
    canonical({
      ...rest,
      customerEmail: addressKey(customerEmail),
      servicesNeeded: [...servicesNeeded].sort(),
      addressedId: addressedId ?? null,
    }),
  );
  return crypto.createHash("sha256").update(text).digest("hex");
}

/**
 * The first request of the day with the same digest and the firms it (and its repeats) went to;
 * undefined when there is none.
 */
export function findRepeated(reader: Reader, fingerprint: string, now: Date) {
  const first = reader
    .select({ id: quoteRequests.id, createdAt: quoteRequests.createdAt })
    .from(quoteRequests)
    .where(
      and(
        eq(quoteRequests.fingerprint, fingerprint),
        gt(quoteRequests.createdAt, new Date(now.getTime() - REPEAT_WINDOW_MS)),
        isNull(quoteRequests.repeatOf),
      ),
    )
    .orderBy(asc(quoteRequests.id))
    .limit(1)
    .get();
  if (!first) return undefined;
  const sentTo = reader
    .select({ companyId: quoteMatches.companyId })
    .from(quoteMatches)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteMatches.quoteId))
    .where(or(eq(quoteRequests.id, first.id), eq(quoteRequests.repeatOf, first.id)))
    .all()
    .map((r) => r.companyId);
  return { ...first, sentTo: new Set(sentTo) };
}

/** The firms a repeated request already went to, as its page lists them. */
export function firmsSentBefore(reader: Reader, quoteId: number) {
  const { companies } = schema;
  return reader
    .select({
      ...pickColumns(companies, ["name", "slug", "location", "state"]),
      distanceMiles: quoteMatches.distanceMiles,
    })
    .from(quoteMatches)
    .innerJoin(companies, eq(companies.id, quoteMatches.companyId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteMatches.quoteId))
    .where(or(eq(quoteRequests.id, quoteId), eq(quoteRequests.repeatOf, quoteId)))
    .orderBy(asc(quoteMatches.quoteId), asc(quoteMatches.rank))
    .all();
}

/** Whether the link of an earlier request's mail, opened, proved this address. */
export function requesterProven(reader: Reader, email: string): boolean {
  return exists(
    reader,
    quoteRequests,
    and(
      sql`lower(trim(${quoteRequests.customerEmail})) = ${addressKey(email)}`,
      isNotNull(quoteRequests.requesterProvenAt),
    ),
  );
}

/**
 * The proof the mailed link carries beside the private token. The page the form lands on
 * without JavaScript has the token but not the proof: whoever typed the address does not prove
 * it by seeing that page; only the mail's reader has the proof.
 */
export const newRequesterProof = () => crypto.randomBytes(16).toString("base64url");

/** The link of the requester's mail: the private page with its proof. */
export function provingLink(token: string, proof: string, siteUrl: string): string {
  const url = new URL(`/quote-requests/${token}`, siteUrl);
  url.searchParams.set("proof", proof);
  return url.toString();
}

/**
 * The first visit with the proof proves the address; later ones change nothing. True when
 * this visit proved it.
 */
export function proveRequester(token: string, proof: string | null, now = new Date()): boolean {
  if (!proof || !/^[A-Za-z0-9_-]{10,40}$/.test(proof)) return false;
  const done = db()
    .update(quoteRequests)
    .set({ requesterProvenAt: now })
    .where(unprovenWith(token, proof))
    .run();
  return done.changes > 0;
}

/** Whether a visit with `proof` would prove the request's address now (it writes, so a replica
 * sends it on to the primary first). */
export function wouldProve(token: string, proof: string | null): boolean {
  if (!proof) return false;
  return exists(db(), quoteRequests, unprovenWith(token, proof));
}

/** The request of `token`, not yet proven, whose mailed link carries `proof`. */
const unprovenWith = (token: string, proof: string) =>
  and(
    eq(quoteRequests.publicToken, token),
    eq(quoteRequests.requesterProof, proof),
    isNull(quoteRequests.requesterProvenAt),
  );
