import { count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Actor } from "./audit.server";
import { auditedChange, countWhere, switchStamp } from "./admin-records.server";
import { db, schema } from "~/models/db.server";
import { pickColumns } from "~/models/directory/pick-columns.server";
import { NotFound } from "~/models/errors.server";

const { contactMessages, newsletterSubscribers } = schema;

/** Contact messages for the operator, newest first: the open ones, or those already handled. */
export function contactMessagesForAdmin(handled: boolean, limit = 100) {
  return db()
    .select()
    .from(contactMessages)
    .where(handled ? isNotNull(contactMessages.handledAt) : isNull(contactMessages.handledAt))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .all();
}

export function countOpenContactMessages(): number {
  return countWhere(contactMessages, isNull(contactMessages.handledAt));
}

/** Marks a contact message handled, or open again; audited in the same transaction. */
export function setContactHandled(id: number, handled: boolean, actor: Actor, now = new Date()) {
  return auditedChange(actor, (tx) => {
    const { email, before, after } = switchStamp(
      tx,
      { table: contactMessages, key: "handledAt", id, on: handled, now },
      { missing: "No such message.", unchanged: handled ? "Already handled." : "Already open." },
    );
    return {
      result: { email },
      entry: {
        action: handled ? "contact.handle" : "contact.reopen",
        targetType: "contact_message",
        targetId: id,
        before,
        after,
      },
    };
  });
}

/** How many subscribers confirmed their address, and how many have not yet. */
export function newsletterCounts() {
  const counts = db()
    .select({ confirmed: count(newsletterSubscribers.confirmedAt), total: count() })
    .from(newsletterSubscribers)
    .get() ?? { confirmed: 0, total: 0 };
  return { confirmed: counts.confirmed, unconfirmed: counts.total - counts.confirmed };
}

/** Newsletter subscribers, newest first, with the counts. */
export function newsletterForAdmin(limit = 200) {
  const subscribers = db()
    .select(pickColumns(newsletterSubscribers, ["id", "email", "confirmedAt", "createdAt"]))
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(limit)
    .all();
  return { ...newsletterCounts(), subscribers };
}

/**
 * Removes a subscriber (someone wrote in asking to stop, or the address bounces); the address is
 * kept in the audit entry only. Audited in the same transaction.
 */
export function removeSubscriber(id: number, actor: Actor) {
  return auditedChange(actor, (tx) => {
    const row = tx
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
      .returning({
        email: newsletterSubscribers.email,
        confirmedAt: newsletterSubscribers.confirmedAt,
      })
      .get();
    if (!row) throw new NotFound("No such subscriber.");
    return {
      result: row,
      entry: {
        action: "newsletter.remove",
        targetType: "newsletter_subscriber",
        targetId: id,
        before: { email: row.email, confirmed: Boolean(row.confirmedAt) },
        after: null,
      },
    };
  });
}
