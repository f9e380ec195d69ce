import { and, desc, eq, gt, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { CREDENTIAL_LABELS, type CredentialKind } from "~/lib/credential-kinds";
import type { QueueStatus } from "~/lib/credential-queue";
import {
  credentialExpiringMail,
  credentialRejectedMail,
  credentialVerifiedMail,
} from "~/lib/mail/credential-mails";
import type { MailContent } from "~/lib/mail/auth-mails";
import { audit } from "~/models/admin/audit.server";
import type { Decider, Verdict } from "~/models/admin/verdict.server";
import { likePattern } from "~/models/search/company-where.server";
import { isoDay, type CredentialRecord } from "./credentials.server";
import { db, schema, type Db } from "~/models/db.server";
import { NotFound } from "~/models/errors.server";
import { enqueueEmail } from "~/models/mail/mail.server";

const { companies, listingCredentials: creds, users } = schema;

export type QueueFilter = { q: string; kind?: CredentialKind; state?: string; status: QueueStatus };
export const QUEUE_PAGE_SIZE = 50;

function queueWhere(f: QueueFilter) {
  const named = f.q.trim().slice(0, 100);
  return and(
    f.status === "all" ? undefined : eq(creds.status, f.status),
    f.kind ? eq(creds.kind, f.kind) : undefined,
    f.state ? eq(creds.state, f.state) : undefined,
    named ? sql`${companies.name} LIKE ${likePattern(named)} ESCAPE '\\'` : undefined,
  );
}

/**
 * The operator's queue (decision 048): credentials newest first, by status (waiting ones by
 * default), kind, state and listing name, a page at a time with the total, so every one can be
 * reached.
 */
export function credentialQueue(f: QueueFilter, page = 1) {
  const where = queueWhere(f);
  const total =
    db()
      .select({ n: sql<number>`count(*)` })
      .from(creds)
      .innerJoin(companies, eq(companies.id, creds.companyId))
      .where(where)
      .get()?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const items = db()
    .select({
      credential: creds,
      listing: {
        id: companies.id,
        name: companies.name,
        slug: companies.slug,
        location: companies.location,
        state: companies.state,
        directory: companies.directory,
      },
    })
    .from(creds)
    .innerJoin(companies, eq(companies.id, creds.companyId))
    .where(where)
    .orderBy(desc(creds.createdAt), desc(creds.id))
    .limit(QUEUE_PAGE_SIZE)
    .offset((current - 1) * QUEUE_PAGE_SIZE)
    .all();
  return { items, total, page: current, pageCount };
}

/** Credentials waiting for the operator's check, for the console's overview. */
export function countCredentialsWaiting(): number {
  return (
    db()
      .select({ n: sql<number>`count(*)` })
      .from(creds)
      .where(eq(creds.status, "self_reported"))
      .get()?.n ?? 0
  );
}

const labelOf = (c: CredentialRecord) =>
  c.state ? `${CREDENTIAL_LABELS[c.kind]} (${c.state})` : CREDENTIAL_LABELS[c.kind];

type Writer = Pick<Db, "select" | "insert">;

/** Mails the listing's owner (verified account address only, decision 042) about a credential. */
function mailOwner(
  tx: Writer,
  c: CredentialRecord,
  siteUrl: string,
  content: (about: {
    firstName: string | null;
    listing: string;
    credential: string;
    url: string;
  }) => MailContent,
) {
  const owner = tx
    .select({ email: users.email, firstName: users.firstName, listing: companies.name })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.claimedBy))
    .where(and(eq(companies.id, c.companyId), eq(users.isVerified, true), isNull(users.disabledAt)))
    .get();
  if (!owner) return false;
  const url = new URL("/dashboard/credentials", siteUrl).toString();
  const about = { firstName: owner.firstName, listing: owner.listing, credential: labelOf(c), url };
  enqueueEmail({ to: owner.email, ...content(about) }, tx);
  return true;
}

/**
 * The operator verifies a self-reported credential or rejects it with a reason , audited in the same transaction; the owner is mailed either way (a rejection with
 * its reason).
 */
export function decideCredential(id: number, decision: Verdict, by: Decider) {
  const { actor, siteUrl, now = new Date() } = by;
  return db().transaction((tx) => {
    const c = tx.select().from(creds).where(eq(creds.id, id)).get();
    if (!c || c.status !== "self_reported") {
      throw new NotFound("This credential is no longer waiting.");
    }
    const after = decision.accepted
      ? {
          status: "verified" as const,
          verifiedAt: now,
          verifiedBy: actor.id,
          rejectionReason: null,
        }
      : { status: "rejected" as const, rejectionReason: decision.reason };
    tx.update(creds)
      .set({ ...after, updatedAt: now })
      .where(eq(creds.id, id))
      .run();
    mailOwner(tx, c, siteUrl, (about) =>
      decision.accepted
        ? credentialVerifiedMail(about)
        : credentialRejectedMail({ ...about, reason: decision.reason }),
    );
    audit(tx, {
      actor,
      action: decision.accepted ? "credential.verify" : "credential.reject",
      targetType: "listing_credential",
      targetId: c.id,
      before: { status: c.status, companyId: c.companyId, kind: c.kind, state: c.state },
      after: { status: after.status },
      note: decision.accepted ? null : decision.reason,
    });
  });
}

/**
 * The periodic job: each owner is told once, a month before, that a
 * credential expires; `expiry_notice_at` records it. A credential past its day is touched once,
 * so the change log drops the cached pages that still show it (decision 046).
 */
export function runCredentialExpiry(siteUrl: string, now = new Date()) {
  const today = isoDay(now);
  const monthAhead = isoDay(new Date(now.getTime() + 31 * 24 * 60 * 60 * 1000));
  const due = db()
    .select()
    .from(creds)
    .where(
      and(
        isNotNull(creds.expiresOn),
        gt(creds.expiresOn, today),
        lte(creds.expiresOn, monthAhead),
        isNull(creds.expiryNoticeAt),
        sql`${creds.status} <> 'rejected'`,
      ),
    )
    .all();
  let notified = 0;
  for (const c of due) {
    db().transaction((tx) => {
      const sent = mailOwner(tx, c, siteUrl, (about) =>
        credentialExpiringMail({ ...about, expiresOn: c.expiresOn! }),
      );
      tx.update(creds).set({ expiryNoticeAt: now }).where(eq(creds.id, c.id)).run();
      if (sent) notified += 1;
    });
  }
  // Touched once: afterwards its last change is on or after its expiry day.
  const expired = db()
    .update(creds)
    .set({ updatedAt: now })
    .where(
      and(
        lte(creds.expiresOn, today),
        sql`${creds.updatedAt} < cast(unixepoch(${creds.expiresOn}) * 1000 AS integer)`,
      ),
    )
    .run().changes;
  return { notified, expired };
}

/**
 * A credential's evidence, for the operator or the owner who uploaded it while they hold the
 * listing: a listing's next owner, or anyone else, is told it does not exist.
 */
export function evidenceFor(id: number, viewer: { id: number; isOperator: boolean }) {
  const row = db()
    .select({ credential: creds, claimedBy: companies.claimedBy })
    .from(creds)
    .innerJoin(companies, eq(companies.id, creds.companyId))
    .where(eq(creds.id, id))
    .get();
  const allowed =
    row &&
    (viewer.isOperator || (row.claimedBy === viewer.id && row.credential.evidenceBy === viewer.id));
  if (!allowed || !row.credential.evidenceFile || !row.credential.evidenceType) {
    throw new NotFound("Evidence not found");
  }
  return { file: row.credential.evidenceFile, type: row.credential.evidenceType };
}
