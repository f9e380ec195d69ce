import { watchDataVersion, type DataWatcher } from "~/server/data-version.server";
import { db } from "./db.server";

/**
 * Aggregates that change only when the database does (the home page's figures, the counts of a
 * filter, a state's cities) are computed once per database generation (decisions 010 and 024).
 *
 * The generation is the database's `data_version`, read by the watcher the page cache shares
 * (`app/server/data-version.server.ts`): it moves whenever any connection commits, including
 * other processes and LiteFS applying replicated pages, so a kept value is derived from the data
 * a replica holds, not from events in this process.
 */

const MAX_VALUES = 2000;

let watcher: DataWatcher | null = null;
let generation: number | undefined;
const values = new Map<string, unknown>();

/** The database's change counter; undefined for an in-memory database (nothing to watch). */
export function dataVersion(): number | undefined {
  const file = db().$client.name;
  if (!file || file === ":memory:") return undefined;
  if (watcher?.file !== file) {
    // Another database (tests switch files): nothing kept belongs to it.
    watcher?.release();
    watcher = null;
    values.clear();
    generation = undefined;
    try {
      watcher = watchDataVersion(file);
    } catch {
      return undefined; // nothing is kept; every aggregate is computed afresh
    }
  }
  return watcher.version();
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
