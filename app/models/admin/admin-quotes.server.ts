import { and, asc, desc, eq, inArray, isNull, notExists, sql } from "drizzle-orm";
import { auditedChange, countWhere, rowById } from "./admin-records.server";
import type { Actor } from "./audit.server";
import { db, schema } from "~/models/db.server";
import { pickColumns } from "~/models/directory/pick-columns.server";
import { BadRequest } from "~/models/errors.server";
import { publicDirectory } from "~/models/listings/listing-state.server";
import { consoleThreads } from "~/models/leads/lead-console.server";
import { firmsMatchedTo } from "~/models/quotes/quotes.server";

const { quoteRequests, quoteMatches, companies, emailOutbox } = schema;

const mailColumns = pickColumns(emailOutbox, [
  "id",
  "quoteId",
  "toAddress",
  "subject",
  "status",
  "attempts",
  "lastError",
  "sentAt",
  "createdAt",
]);

/**
 * The newest quote requests (decision 018), each with the contractors it went to (distance and
 * the plan they had then) and every mail it caused with its delivery state. Three queries, not
 * one per request.
 */
export function quotesForAdmin(limit = 50, opts: { unsent?: boolean; held?: boolean } = {}) {
  const quotes = db()
    .select(
      pickColumns(quoteRequests, [
        "id",
        "customerName",
        "customerEmail",
        "projectLocation",
        "projectDescription",
        "servicesNeeded",
        "status",
        "createdAt",
        "hireState",
        "hiredCompanyId",
        "spamState",
      ]),
    )
    .from(quoteRequests)
    // 'Not sent to anyone' (decision 049): the requests no listed firm serves, kept for the
    // operator to match by hand; a repeat of a request already sent is not one of them.
    .where(
      opts.held
        ? eq(quoteRequests.spamState, "held")
        : opts.unsent
          ? and(notExists(sentTo()), isNull(quoteRequests.repeatOf))
          : undefined,
    )
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .limit(limit)
    .all();
  const ids = quotes.map((q) => q.id);
  if (ids.length === 0) return [];
  const matches = firmsMatchedTo(
    {
      quoteId: quoteMatches.quoteId,
      companyId: companies.id,
      name: companies.name,
      slug: companies.slug,
      directory: companies.directory,
      email: companies.email,
      distanceMiles: quoteMatches.distanceMiles,
      tier: quoteMatches.tier,
      leadStatus: quoteMatches.leadStatus,
      declineKind: quoteMatches.declineKind,
    },
    ids,
  );
  const mails = db()
    .select(mailColumns)
    .from(emailOutbox)
    .where(inArray(emailOutbox.quoteId, ids))
    .orderBy(asc(emailOutbox.id))
    .all();
  const threads = consoleThreads(ids);
  return quotes.map((q) => ({
    ...q,
    threads: Object.fromEntries([...threads].filter(([k]) => k.startsWith(`${q.id}-`))),
    sentTo: matches
      .filter((m) => m.quoteId === q.id)
      .map((m) => ({ ...m, directory: publicDirectory(m.directory) })),
    mails: mails.filter((m) => m.quoteId === q.id),
  }));
}

/** The matches of the request of the outer query. */
const sentTo = () =>
  db()
    .select({ one: sql`1` })
    .from(quoteMatches)
    .where(eq(quoteMatches.quoteId, quoteRequests.id));

/** Requests no contractor was found for: someone should match them by hand. */
export function countUnmatchedQuotes(): number {
  return countWhere(quoteRequests, eq(quoteRequests.status, "pending"));
}

/** Mail that gave up after its last attempt, newest first, with the error it gave up on. */
export function failedEmails(limit = 100) {
  return db()
    .select(mailColumns)
    .from(emailOutbox)
    .where(eq(emailOutbox.status, "failed"))
    .orderBy(desc(emailOutbox.id))
    .limit(limit)
    .all();
}

export function countFailedEmails(): number {
  return countWhere(emailOutbox, eq(emailOutbox.status, "failed"));
}

/**
 * Sends a failed mail again: it is due now with a fresh run of attempts (the cause, a refused
 * address or a mail server down, is usually fixed before the operator retries). Audited in the
 * same transaction; the worker delivers it on its next pass.
 */
export function retryEmail(id: number, actor: Actor, now = new Date()) {
  const { status, attempts, lastError, toAddress, subject } = mailColumns;
  return auditedChange(actor, (tx) => {
    const row = rowById(
      tx,
      emailOutbox,
      id,
      { status, attempts, lastError, toAddress, subject },
      "No such mail.",
    );
    if (row.status !== "failed") throw new BadRequest("Only a failed mail can be retried.");
    tx.update(emailOutbox)
      .set({ status: "pending", attempts: 0, nextAttemptAt: now })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed")))
      .run();
    return {
      result: row,
      entry: {
        action: "mail.retry",
        targetType: "email",
        targetId: id,
        before: { status: row.status, attempts: row.attempts, lastError: row.lastError },
        after: { status: "pending", attempts: 0 },
        note: `${row.subject} → ${row.toAddress}`,
      },
    };
  });
}
