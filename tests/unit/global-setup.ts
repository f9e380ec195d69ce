import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrateDatabase, openDatabase } from "~/db/client";
import { seedDatabase } from "~/db/seed/index";

/** Builds one migrated, seeded database that every test file copies (fast and isolated). */
export default function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "striping-unit-"));
  const template = path.join(dir, "template.db");
  const db = openDatabase(template);
  migrateDatabase(db);
  seedDatabase(db);
  db.$client.pragma("wal_checkpoint(TRUNCATE)");
  db.$client.close();
  process.env.TEST_TEMPLATE_DB = template;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
