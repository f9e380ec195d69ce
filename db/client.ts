import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { runtimeSettings } from "~/env.server";
import * as schema from "./schema/index";
import { logSlowQueries } from "./slow-queries";
import { addonOption } from "./addon";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

// Beside this file, in the sources and in the compiled server (build/node copies them there).
const MIGRATIONS = path.join(path.dirname(new URL(import.meta.url).pathname), "migrations");

export function openDatabase(file: string): Db {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file, addonOption());
  // WAL lets readers run beside the single writer; LiteFS requires it too.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  logSlowQueries(sqlite); // logs statements over SLOW_QUERY_MS (default 5 ms)
  return drizzle(sqlite, { schema }) as Db;
}

export function migrateDatabase(db: Db, migrationsFolder = MIGRATIONS) {
  migrate(db, { migrationsFolder });
}

let current: Db | undefined;

/** The process-wide database, opened lazily from DATABASE_PATH (default ./data/app.db). */
export function getDb(): Db {
  if (!current) current = openDatabase(runtimeSettings().databasePath);
  return current;
}

/** Tests point the process at another file. */
export function setDb(db: Db | undefined) {
  current = db;
}

export { schema };
