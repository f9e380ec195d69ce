import { and, asc, eq, lte } from "drizzle-orm";
import { db, schema, type Db } from "./db.server";

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
};

/** A database or a transaction: the message row joins the caller's transaction. */
type Writer = Pick<Db, "insert">;

/**
 * Queues a message. Call it inside the transaction that caused it, so the mail exists exactly
 * when the change does; the worker delivers it later.
 */
export function enqueueEmail(message: OutgoingEmail, writer: Writer = db()) {
  return writer
    .insert(emailOutbox)
    .values({
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
