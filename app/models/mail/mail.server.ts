import { and, asc, eq, lte } from "drizzle-orm";
import { db, schema, type Db } from "~/models/db.server";
import { isSuppressed, SUPPRESSED } from "./mail-suppression.server";

const { emailOutbox } = schema;

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  from?: string;
  /** The quote request the mail is about, so the console shows its delivery state. */
  quoteId?: number;
  /** Extra headers, e.g. List-Unsubscribe (decision 050). */
  headers?: Record<string, string>;
  /**
   * Mail the person asked for about their own account or listing (a password reset, a claim
   * code): it still goes to an address that unsubscribed (decision 050). Everything else does not.
   */
  requested?: boolean;
  /** Not before this moment: how invitations are spread out (throttled). */
  notBefore?: Date;
};

/** A database or a transaction: the message row joins the caller's transaction. */
type Writer = Pick<Db, "insert">;

/**
 * Queues a message. Call it inside the transaction that caused it, so the mail exists exactly
 * when the change does; the worker delivers it later. A message to an address that unsubscribed
 * is kept as failed, never sent, unless the person asked for it (decision 050).
 */
export function enqueueEmail(message: OutgoingEmail, writer: Writer = db()) {
  const suppressed = !message.requested && isSuppressed(message.to);
  return writer
    .insert(emailOutbox)
    .values({
      ...(suppressed ? { status: "failed" as const, lastError: SUPPRESSED } : {}),
      headers: message.headers ?? null,
      requested: message.requested ?? false,
      ...(message.notBefore ? { nextAttemptAt: message.notBefore } : {}),
      toAddress: message.to,
      fromAddress: message.from ?? null,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      quoteId: message.quoteId ?? null,
    })
    .returning({ id: emailOutbox.id })
    .get();
}

/**
 * Many messages at once (an import's invitations): one statement prepared for all, the
 * suppression checked like `enqueueEmail`. Returns each message's outbox id, in order.
 */
export function enqueueEmails(messages: readonly OutgoingEmail[]): number[] {
  const sqlite = db().$client;
  const insert = sqlite.prepare<unknown[], { id: number }>(
    `INSERT INTO email_outbox (to_address, from_address, reply_to, subject, text_body, html_body,
       headers, requested, next_attempt_at, status, last_error)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  const now = Date.now();
  return messages.map((m) => {
    const suppressed = !m.requested && isSuppressed(m.to);
    return insert.get(
      m.to,
      m.from ?? null,
      m.replyTo ?? null,
      m.subject,
      m.text,
      m.html ?? null,
      m.headers ? JSON.stringify(m.headers) : null,
      m.requested ? 1 : 0,
      m.notBefore?.getTime() ?? now,
      suppressed ? "failed" : "pending",
      suppressed ? SUPPRESSED : null,
    )!.id;
  });
}

export type OutboxRow = typeof emailOutbox.$inferSelect;

export function dueEmails(now: Date, limit = 20): OutboxRow[] {
  return db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(limit)
    .all();
}

export function markEmailSent(row: OutboxRow, now: Date) {
  db()
    .update(emailOutbox)
    .set({ status: "sent", sentAt: now, attempts: row.attempts + 1, lastError: null })
    .where(eq(emailOutbox.id, row.id))
    .run();
}

/**
 * A due message to an address that unsubscribed after it was queued: failed, never sent
 * (decision 050). True when the row was stopped.
 */
export function stopIfSuppressed(row: OutboxRow): boolean {
  if (row.requested || !isSuppressed(row.toAddress)) return false;
  db()
    .update(emailOutbox)
    .set({ status: "failed", lastError: SUPPRESSED })
    .where(eq(emailOutbox.id, row.id))
    .run();
  return true;
}

export const MAX_ATTEMPTS = 8;

/** Exponential backoff: 10 s, 20 s, 40 s … capped at an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/** Records a failed try: retried later with backoff, or `failed` after the last attempt. */
export function markEmailAttemptFailed(row: OutboxRow, error: string, now: Date) {
  const attempts = row.attempts + 1;
  const final = attempts >= MAX_ATTEMPTS;
  db()
    .update(emailOutbox)
    .set({
      attempts,
      lastError: error.slice(0, 1000),
      status: final ? "failed" : "pending",
      nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
    })
    .where(eq(emailOutbox.id, row.id))
    .run();
  return { attempts, final };
}

export function getEmail(id: number) {
  return db().select().from(emailOutbox).where(eq(emailOutbox.id, id)).get();
}
