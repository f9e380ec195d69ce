import Database from "better-sqlite3";
import { afterAll, beforeAll } from "vitest";
import { getDb } from "~/db/client";

/**
 * A second connection to the test file's database, opened before its tests and closed after:
 * it writes as another process, or LiteFS applying replicated pages on a replica, would, so
 * nothing in this process hears of its writes but the data.
 */
export function secondConnection() {
  let other: Database.Database;
  beforeAll(() => {
    other = new Database(getDb().$client.name);
    other.pragma("busy_timeout = 5000");
  });
  afterAll(() => other.close());
  return {
    /** Runs one statement on the second connection. */
    elsewhere: (sql: string, ...args: unknown[]) => other.prepare(sql).run(...args),
    /** The connection itself, for reads and transactions. */
    connection: () => other,
  };
}
