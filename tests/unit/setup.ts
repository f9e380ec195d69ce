import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { openDatabase, setDb } from "~/db/client";

// Each test file gets its own copy of the seeded template database.
const template = process.env.TEST_TEMPLATE_DB;
if (!template) throw new Error("TEST_TEMPLATE_DB is not set: global setup did not run");
const file = path.join(os.tmpdir(), `striping-test-${crypto.randomUUID()}.db`);
fs.copyFileSync(template, file);
process.env.DATABASE_PATH = file;
process.env.SESSION_SECRET ??= "unit-test-session-secret-0123456789";
process.env.NODE_ENV = "test";
const db = openDatabase(file);
setDb(db);

afterAll(() => {
  db.$client.close();
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
});
