import { count, eq, type SQL } from "drizzle-orm";
import type { SelectedFields, SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { audit, type Actor } from "./audit.server";
import type { Tx } from "~/models/directory/company-services.server";
import { db, type Db } from "~/models/db.server";
import { BadRequest, NotFound } from "~/models/errors.server";

/**
 * What the operator's models share (decision 018): counting a queue, a search's pattern, reading
 * the record a change is about, and the change with its audit entry in one transaction.
 */

type Entry = Omit<Parameters<typeof audit>[1], "actor">;
type WithId = SQLiteTable & { id: SQLiteColumn };

/** How many rows of `table` match `where`: the overview's counts. */
export function countWhere(table: SQLiteTable, where: SQL | undefined): number {
  return db().select({ n: count() }).from(table).where(where).get()?.n ?? 0;
}

/**
 * The LIKE pattern of what the operator typed ('%acme%'): at most `max` characters, LIKE's own
 * wildcards dropped (a name or an address never needs them); null when under two characters.
 */
export function searchPattern(typed: string, max: number) {
  const q = typed.trim().slice(0, max);
  return q.length < 2 ? null : { q, pattern: `%${q.replace(/[%_]/g, "")}%` };
}

/** The record's `columns` by id, or the 404 that says which record is gone (`missing`). */
export function rowById<C extends SelectedFields>(
  reader: Pick<Db, "select">,
  table: WithId,
  id: number,
  columns: C,
  missing: string,
) {
  const row = reader.select(columns).from(table).where(eq(table.id, id)).get();
  if (!row) throw new NotFound(missing);
  return row;
}

type Stamped<K extends string> = WithId & Record<K | "email" | "updatedAt", SQLiteColumn>;

/**
 * Sets a record's moment flag to `now`, or clears it (a message handled, an account disabled);
 * refused with `unchanged` when it already is so. Gives the record's e-mail and the flag before
 * and after, as its audit entry records them.
 */
export function switchStamp<K extends string>(
  tx: Tx,
  target: { table: Stamped<K>; key: K; id: number; on: boolean; now: Date },
  messages: { missing: string; unchanged: string },
) {
  const { table, key, id, on, now } = target;
  const row = rowById(tx, table, id, { stamp: table[key], email: table.email }, messages.missing);
  const stamp = row.stamp as Date | null;
  if (Boolean(stamp) === on) throw new BadRequest(messages.unchanged);
  const set = { [key]: on ? now : null, updatedAt: now };
  tx.update(table)
    .set(set as never)
    .where(eq(table.id, id))
    .run();
  return {
    email: row.email as string,
    before: { [key]: stamp?.toISOString() ?? null },
    after: { [key]: on ? now.toISOString() : null },
  };
}

/**
 * An operator's change and its audit entry, committed together or not at all (decision 018):
 * `change` reads and writes through `tx` and says what the entry records (no entry: nothing
 * changed, nothing to record); the actor is added here.
 */
export function auditedChange<T>(
  actor: Actor,
  change: (tx: Tx) => { result: T; entry?: Entry },
): T {
  return db().transaction((tx) => {
    const { result, entry } = change(tx);
    if (entry) audit(tx, { actor, ...entry });
    return result;
  });
}
