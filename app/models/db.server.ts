// The one door from models to the database.
import { sql, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { getDb, migrateDatabase, type Db } from "~/db/client";
import { isSeeded, seedDatabase } from "~/db/seed/index";

export { getDb as db, schema } from "~/db/client";
export type { Db } from "~/db/client";

/** Whether any row of the table meets the condition (read by the database or a transaction). */
export function exists(reader: Pick<Db, "select">, table: SQLiteTable, where: SQL | undefined) {
  return (
    reader
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .get() !== undefined
  );
}

/** For the health check: reads a real table, so a missing or unreadable file fails (`select 1` would not). */
export function databaseAnswers(): void {
  getDb().$client.prepare("SELECT id FROM companies LIMIT 1").get();
}

/**
 * The database the server starts on: migrated on the primary (a LiteFS replica's file is
 * read-only; litefs.yml migrates first), and seeded with the demo data when asked and empty.
 */
export function openServerDatabase({ primary, seed }: { primary: boolean; seed: boolean }) {
  const db = getDb();
  if (primary) migrateDatabase(db);
  if (primary && seed && !isSeeded(db)) {
    const started = Date.now();
    seedDatabase(db);
    console.log(`Seeded demo data into ${db.$client.name} in ${Date.now() - started} ms`);
  }
  return { file: db.$client.name, close: () => db.$client.close() };
}
