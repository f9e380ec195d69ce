import Database from "better-sqlite3";
import { db } from "./db.server";

/**
 * Aggregates that change only when the database does (the home page's figures, the counts of a
 * filter) are computed once per database generation (decision 010).
 *
 * The generation is `PRAGMA data_version` read on a connection of our own that never writes: it
 * moves whenever another connection commits, which includes the app's own connection, other
 * processes and LiteFS applying replicated pages. Reading it costs a few microseconds.
 */

const MAX_VALUES = 2000;

let watcher: { file: string; version: Database.Statement; connection: Database.Database } | null =
  null;
let generation: number | undefined;
const values = new Map<string, unknown>();

/** The database's change counter; undefined for an in-memory database (nothing to watch). */
export function dataVersion(): number | undefined {
  const file = db().$client.name;
  if (!file || file === ":memory:") return undefined;
  if (watcher?.file !== file) {
    // Another database (tests switch files): nothing kept belongs to it.
    watcher?.connection.close();
    values.clear();
    generation = undefined;
    try {
      const connection = new Database(file, { readonly: true, fileMustExist: true });
      watcher = { file, connection, version: connection.prepare("PRAGMA data_version").pluck() };
    } catch {
      watcher = null; // nothing is kept; every aggregate is computed afresh
      return undefined;
    }
  }
  return Number(watcher.version.get());
}

/**
 * `compute()`'s value, kept until the database changes. Inside a write transaction the value is
 * computed afresh (it must see the transaction's own writes).
 */
export function memoByVersion<T>(key: string, compute: () => T): T {
  if (db().$client.inTransaction) return compute();
  const version = dataVersion();
  if (version === undefined) return compute();
  if (version !== generation) {
    values.clear();
    generation = version;
  }
  if (values.has(key)) return values.get(key) as T;
  const value = compute();
  // Another process committed while we read (each statement is its own snapshot): don't keep it.
  if (dataVersion() === version) {
    if (values.size >= MAX_VALUES) values.clear();
    values.set(key, value);
  }
  return value;
}

/** The kept value for `key` in the current generation, without computing anything. */
export function memoized<T>(key: string): T | undefined {
  if (db().$client.inTransaction) return undefined;
  const version = dataVersion();
  if (version === undefined || version !== generation) return undefined;
  return values.get(key) as T | undefined;
}
