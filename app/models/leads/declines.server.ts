import { and, eq, isNull, sql } from "drizzle-orm";
import { SPAM_HOLD_AT, type DeclineKind } from "~/lib/lead-thread";
import { db, schema } from "~/models/db.server";
import { whereLead } from "./lead-key.server";

const { quoteMatches, quoteRequests } = schema;

/**
 * A firm closes a lead as not a fit, with its reason; the requester is told only that it
 * declined. The third "spam or fake" of one request holds it for the operator: the other firms'
 * leads show "Held for review" without the requester's contact until it is cleared.
 */
export function closeLeadAsNotAFit(
  key: { quoteId: number; companyId: number },
  kind: DeclineKind,
  note: string | undefined,
  now = new Date(),
) {
  db().transaction(
    (tx) => {
      tx.update(quoteMatches)
        .set({
          leadStatus: "declined",
          declinedAt: now,
          declineKind: kind,
          declineReason: note || null,
        })
        .where(whereLead(key))
        .run();
      if (kind !== "spam") return;
      const { n } = tx
        .select({ n: sql<number>`count(*)` })
        .from(quoteMatches)
        .where(and(eq(quoteMatches.quoteId, key.quoteId), eq(quoteMatches.declineKind, "spam")))
        .get()!;
      if (n >= SPAM_HOLD_AT) {
        // Once cleared by the operator, it stays cleared.
        tx.update(quoteRequests)
          .set({ spamState: "held", updatedAt: now })
          .where(and(eq(quoteRequests.id, key.quoteId), isNull(quoteRequests.spamState)))
          .run();
      }
    },
    { behavior: "immediate" },
  );
}
