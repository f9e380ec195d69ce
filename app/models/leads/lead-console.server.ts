import { asc, eq, inArray, sql } from "drizzle-orm";
import { auditedChange, rowById } from "~/models/admin/admin-records.server";
import type { Actor } from "~/models/admin/audit.server";
import { db, schema } from "~/models/db.server";
import { BadRequest } from "~/models/errors.server";

const { leadMessages, quoteRequests, quoteMatches } = schema;

/**
 * The operator's read-only view of requests' threads: every message, a hidden one's text too
 * (marked), with its id for "Hide".
 */
export function consoleThreads(quoteIds: number[]) {
  const threads = new Map<string, (typeof leadMessages.$inferSelect)[]>();
  if (!quoteIds.length) return threads;
  for (const m of db()
    .select()
    .from(leadMessages)
    .where(inArray(leadMessages.quoteId, quoteIds))
    .orderBy(asc(leadMessages.createdAt), asc(leadMessages.id))
    .all()) {
    const id = `${m.quoteId}-${m.companyId}`;
    threads.set(id, [...(threads.get(id) ?? []), m]);
  }
  return threads;
}

/** Requests held after three "spam or fake" declines, waiting for the operator. */
export function countHeldRequests(): number {
  return db()
    .select({ n: sql<number>`count(*)` })
    .from(quoteRequests)
    .where(eq(quoteRequests.spamState, "held"))
    .get()!.n;
}

/** How often each not-a-fit reason was given, over every lead. */
export function declineKindCounts() {
  return db()
    .select({ kind: quoteMatches.declineKind, n: sql<number>`count(*)` })
    .from(quoteMatches)
    .where(sql`${quoteMatches.declineKind} IS NOT NULL`)
    .groupBy(quoteMatches.declineKind)
    .all();
}

/** A message that breaks the rules leaves both sides' pages ("Removed by the directory"). */
export function hideLeadMessage(id: number, actor: Actor, now = new Date()) {
  return auditedChange(actor, (tx) => {
    const row = rowById(
      tx,
      leadMessages,
      id,
      {
        quoteId: leadMessages.quoteId,
        hiddenAt: leadMessages.hiddenAt,
        sender: leadMessages.sender,
      },
      "No such message.",
    );
    if (row.hiddenAt) throw new BadRequest("That message is hidden already.");
    tx.update(leadMessages)
      .set({ hiddenAt: now, hiddenBy: actor.id })
      .where(eq(leadMessages.id, id))
      .run();
    return {
      result: row,
      entry: {
        action: "lead_message.hide",
        targetType: "quote",
        targetId: row.quoteId,
        before: { messageId: id, hidden: false },
        after: { messageId: id, hidden: true },
        note: `A message from the ${row.sender === "firm" ? "firm" : "requester"} of request #${row.quoteId}`,
      },
    };
  });
}

/**
 * A request held as spam: cleared (the firms see it and the contact again) or removed (it leaves
 * every inbox and its page is a 404).
 */
export function decideHeldRequest(quoteId: number, decision: "cleared" | "removed", actor: Actor) {
  return auditedChange(actor, (tx) => {
    const row = rowById(
      tx,
      quoteRequests,
      quoteId,
      { spamState: quoteRequests.spamState },
      "No such quote request.",
    );
    if (row.spamState !== "held") throw new BadRequest("That request is not held for review.");
    tx.update(quoteRequests)
      .set({ spamState: decision, updatedAt: new Date() })
      .where(eq(quoteRequests.id, quoteId))
      .run();
    return {
      result: row,
      entry: {
        action: decision === "cleared" ? "quote.spam_clear" : "quote.spam_remove",
        targetType: "quote",
        targetId: quoteId,
        before: { spamState: "held" },
        after: { spamState: decision },
      },
    };
  });
}
