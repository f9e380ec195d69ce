import { getDb as db } from "~/db/client";
import { isDropped, type Drops } from "./cache-tags.server";
import { contentVersionStatement, followChanges } from "./content-log.server";
import { watchDataVersion, type DataWatcher } from "./data-version.server";
import { collectReads, inheritReads, type Reads } from "./reads.server";

/**
 * Aggregates that change only when the directory's content does (the home page's figures, the
 * counts of a filter, a state's cities) are computed once and kept (decisions 010, 024, 035).
 *
 * Every commit moves the database's `data_version`, read by the watcher the page cache shares
 * (`app/freshness/data-version.server.ts`); then the content counter tells whether the write was
 * one pages show (a review, a listing) or not (an activity log, a session, the insights' flush),
 * which keeps everything. A content write drops the values it may change: a value keeps the tags
 * its computation recorded (`reads.server.ts`; a state's cities record `state:TX`, which a
 * review there leaves alone) and is dropped through the change log when one of them is; a value
 * whose computation recorded none, or read what its tags do not answer for, by any content
 * write. A page that reads a kept value inherits its tags (decision 047). All of it is read from
 * the data, so it holds on a LiteFS replica, where writes arrive as pages.
 */

const MAX_VALUES = 2000;

type Kept = { value: unknown; reads: Reads };

type Watch = {
  watcher: DataWatcher;
  content?: () => number;
  /** What the content writes since the last look drop. */
  changes: () => Drops;
  version?: number;
  contentVersion?: number;
};

let watch: Watch | null = null;
const values = new Map<string, Kept>();

function watchFile(file: string): Watch {
  const watcher = watchDataVersion(file);
  const statement = contentVersionStatement(watcher.connection);
  return {
    watcher,
    content: statement && (() => Number(statement.get())),
    changes: followChanges(watcher.connection),
  };
}

/** The database's change counter; undefined for an in-memory database (nothing to watch). */
export function dataVersion(): number | undefined {
  const file = db().$client.name;
  if (!file || file === ":memory:") return undefined;
  if (watch?.watcher.file !== file) {
    // Another database (tests switch files): nothing kept belongs to it.
    watch?.watcher.release();
    watch = null;
    values.clear();
    try {
      watch = watchFile(file);
    } catch {
      return undefined; // nothing is kept; every aggregate is computed afresh
    }
  }
  return watch.watcher.version();
}

/** Brings the kept values in step with the database: drops what writes since made stale. */
function catchUp(w: Watch, version: number) {
  if (w.version === version) return;
  w.version = version;
  const content = w.content?.();
  if (content !== undefined && content === w.contentVersion) return; // no content write
  w.contentVersion = content;
  const drops = w.changes();
  if (drops === "all") return values.clear();
  for (const [key, kept] of values) {
    if (!kept.reads.tagged || isDropped(kept.reads.tags, drops)) values.delete(key);
  }
}

/**
 * `compute()`'s value, kept until a content write may change it: one that drops a tag its
 * computation recorded, or any content write when it recorded none. The caller's scope records
 * the same tags, computed or kept. Inside a write transaction the value is computed afresh (it
 * must see the transaction's own writes).
 */
export function memoByVersion<T>(key: string, compute: () => T): T {
  if (db().$client.inTransaction) return compute();
  const version = dataVersion();
  if (version === undefined || !watch) return compute();
  catchUp(watch, version);
  const kept = values.get(key);
  if (kept) {
    inheritReads(kept.reads);
    return kept.value as T;
  }
  const { value, reads } = collectReads(compute);
  // Another process committed while we read (each statement is its own snapshot): don't keep it.
  if (dataVersion() === version) {
    if (values.size >= MAX_VALUES) values.clear();
    values.set(key, { value, reads });
  }
  return value;
}
