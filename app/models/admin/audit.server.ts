import { and, desc, eq } from "drizzle-orm";
import { db, schema } from "~/models/db.server";

const { auditLog } = schema;

export type Actor = { id: number | null; email: string };
type Writer = Pick<ReturnType<typeof db>, "insert">;

/**
 * Records an operator action in the same transaction as the change itself (decision 018), so a
 * change without its record cannot exist. The log is append-only (triggers in migration 0009).
 */
export function audit(
  writer: Writer,
  entry: {
    actor: Actor;
    action: string;
    targetType: string;
    targetId?: number | null;
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
    note?: string | null;
  },
) {
  writer
    .insert(auditLog)
    .values({
      actorId: entry.actor.id,
      actorEmail: entry.actor.email,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      note: entry.note ?? null,
    })
    .run();
}

type Entry = Parameters<typeof audit>[1];

/**
 * Runs a model's transition and writes its audit entry in one transaction (decision 018). The
 * transition may open its own transaction: on the same connection it becomes a savepoint of this
 * one, so the change and its entry commit together or not at all. `read` takes the record's
 * state before the change, for the entry's `before`.
 */
export function audited<B, T>(
  read: () => B,
  run: () => T,
  entry: (before: B, result: T) => Entry,
): T {
  return db().transaction((tx) => {
    const before = read();
    const result = run();
    audit(tx, entry(before, result));
    return result;
  });
}

export function listAudit(limit = 200) {
  return db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit).all();
}

/** The entries about one record, newest first (a listing's or an account's history). */
export function auditFor(targetType: string, targetId: number, limit = 20) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
    .orderBy(desc(auditLog.id))
    .limit(limit)
    .all();
}
