import Database from "better-sqlite3";
import { addonOption } from "~/db/addon";

/**
 * The one watcher of a database file's changes, shared by the page cache (decisions 010, 020,
 * 021) and the aggregates kept until the data changes (`app/freshness/memo.server.ts`).
 *
 * `PRAGMA data_version`, read on a read-only connection of its own that never writes, moves
 * whenever any other connection commits: this process's own connection, another process, or
 * LiteFS applying replicated pages on a replica. Reading it costs a few microseconds. The page
 * cache also reads the content counter and the change log on this connection.
 */
export type DataWatcher = {
  file: string;
  connection: Database.Database;
  /** The file's `data_version` now. */
  version(): number;
  /** Drops this holder's use of the watcher; the connection closes with the last one. */
  release(): void;
};

type Shared = { connection: Database.Database; version: Database.Statement; users: number };

const shared = new Map<string, Shared>();

/** A watcher of `file` (one connection per file in the process); throws when it cannot open. */
export function watchDataVersion(file: string): DataWatcher {
  let entry = shared.get(file);
  if (!entry) {
    const connection = new Database(file, {
      ...addonOption(),
      readonly: true,
      fileMustExist: true,
    });
    entry = { connection, version: connection.prepare("PRAGMA data_version").pluck(), users: 0 };
    shared.set(file, entry);
  }
  entry.users++;
  const held = entry;
  let released = false;
  return {
    file,
    connection: held.connection,
    version: () => Number(held.version.get()),
    release() {
      if (released) return;
      released = true;
      if (--held.users > 0) return;
      held.connection.close();
      if (shared.get(file) === held) shared.delete(file);
    },
  };
}
