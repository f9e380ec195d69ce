import type Database from "better-sqlite3";
import {
  dropsOf,
  type Change,
  type DirectoryLookup,
  type Drops,
  type RankLookup,
} from "./cache-tags.server";

/**
 * Readers of what content writes did, on a watcher's read-only connection: the content counter
 * (migration 0012: moves only for writes that pages show) and the change log (migration 0015:
 * which listing, state or kind each write touched). Derived from the data, so they hold on a
 * LiteFS replica too. Shared by the page cache and the kept aggregates (`memo.server.ts`).
 */

/** The content counter, or undefined on a database from before migration 0012. */
export function contentVersionStatement(connection: Database.Database) {
  try {
    return connection.prepare("SELECT n FROM content_version WHERE id = 1").pluck();
  } catch {
    return undefined;
  }
}

type ChangeLog = {
  last(): number;
  /** Rows after `id`, or undefined when some were pruned or there are too many to sort out. */
  since(id: number): (Change & { id: number })[] | undefined;
};

/** The log's rows since the last call, or undefined when they cannot be told (pruned, too many). */
export type LogFollower = () => (Change & { id: number })[] | undefined;

/**
 * A reader of the change log that remembers where it stopped, from the log's end now; undefined
 * on a database from before migration 0015 (no log).
 */
export function followLog(connection: Database.Database): LogFollower | undefined {
  const log = changeLog(connection);
  if (!log) return undefined;
  let lastChange = log.last();
  return () => {
    const rows = log.since(lastChange);
    lastChange = rows?.length ? rows[rows.length - 1].id : log.last();
    return rows;
  };
}

/**
 * What the content writes since the last call drop (`dropsOf`). No log, a gap in it, or a
 * content write it does not describe: everything.
 */
export function followChanges(
  connection: Database.Database,
  directoryOf?: DirectoryLookup,
  ranks?: RankLookup,
): () => Drops {
  const next = followLog(connection);
  return () => {
    const rows = next?.();
    return rows?.length ? dropsOf(rows, directoryOf, ranks) : "all";
  };
}

/** The change log's reader, or undefined on a database from before migration 0015. */
function changeLog(connection: Database.Database): ChangeLog | undefined {
  try {
    const since = connection.prepare(
      "SELECT id, kind, company_id, state FROM content_changes WHERE id > ? ORDER BY id LIMIT ?",
    );
    const first = connection.prepare("SELECT min(id) FROM content_changes").pluck();
    const last = connection.prepare("SELECT coalesce(max(id), 0) FROM content_changes").pluck();
    return {
      last: () => Number(last.get()),
      since(id) {
        const oldest = first.get() as number | null;
        if (oldest !== null && oldest > id + 1) return undefined;
        const rows = since.all(id, MAX_CHANGES + 1) as (Change & { id: number })[];
        return rows.length > MAX_CHANGES ? undefined : rows;
      },
    };
  } catch {
    return undefined;
  }
}

/** More changes than this since the last look (a bulk import, a restore): drop everything. */
const MAX_CHANGES = 500;
