/**
 * `npm run backup` and `npm run restore`: a consistent copy taken while another process keeps
 * writing, restored atomically into a new path and over an old database with stale WAL files,
 * refusals (damaged or foreign backups, a database still open), the CLI, and the LiteFS path.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupDatabase, defaultBackupPath, integrityProblems } from "~/scripts/backup";
import {
  processesHolding,
  restoreDatabase,
  restoreOnLitefs,
  verifyBackup,
} from "~/scripts/restore";

const ROOT = path.resolve(import.meta.dirname, "../..");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "striping-backup-"));
const source = path.join(dir, "app.db");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

beforeAll(() => {
  fs.copyFileSync(process.env.TEST_TEMPLATE_DB as string, source);
});

/**
 * A second process that commits review after review, each in one transaction with the
 * company's aggregates, as the app does. It prints "ready" once it is under way.
 */
const WRITER = `
const Database = require("better-sqlite3");
const db = new Database(process.argv[1]);
db.pragma("journal_mode = WAL");
db.pragma("synchronous = NORMAL");
db.pragma("busy_timeout = 5000");
const ids = db.prepare("SELECT id FROM companies WHERE directory = 'striping'").pluck().all();
const insert = db.prepare("INSERT INTO reviews (company_id, customer_name, rating, title, content) VALUES (?, 'Writer', ?, 'Busy', 'Written during a backup')");
const aggregate = db.prepare("UPDATE companies SET total_reviews = (SELECT count(*) FROM reviews WHERE company_id = @id), average_rating = (SELECT round(avg(rating), 2) FROM reviews WHERE company_id = @id) WHERE id = @id");
const write = db.transaction((id, rating) => { insert.run(id, rating); aggregate.run({ id }); });
let commits = 0;
let stopping = false;
process.on("SIGTERM", () => { stopping = true; });
(function loop() {
  if (stopping) { db.close(); console.log("commits " + commits); process.exit(0); }
  for (let i = 0; i < 20; i++) { write(ids[(commits * 7919) % ids.length], 1 + (commits % 5)); commits++; }
  if (commits === 100) console.log("ready");
  setImmediate(loop);
})();
`;

function startWriter(file: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["-e", WRITER, file], { cwd: ROOT });
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (d: Buffer) => {
      if (d.toString().includes("ready")) resolve(child);
    });
    child.stderr.on("data", (d: Buffer) => reject(new Error(d.toString())));
    child.once("exit", (code) => reject(new Error(`writer exited early with ${code}`)));
  });
}

function stopWriter(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    let out = "";
    child.stdout?.on("data", (d: Buffer) => (out += d.toString()));
    child.once("exit", () => resolve(Number(/commits (\d+)/.exec(out)?.[1] ?? 0)));
    child.kill("SIGTERM");
  });
}

type Summary = Record<string, number>;

/** Row counts of every table and the review aggregates: what a restore must reproduce. */
function summary(file: string): Summary {
  // Read-write: a read-only connection to a WAL-mode file leaves -wal and -shm files behind.
  const db = new Database(file, { fileMustExist: true });
  try {
    const out: Summary = {};
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .pluck()
      .all() as string[];
    for (const t of tables) {
      out[t] = db.prepare(`SELECT count(*) FROM "${t}"`).pluck().get() as number;
    }
    const one = (sql: string) => db.prepare(sql).pluck().get() as number;
    out.sumTotalReviews = one("SELECT sum(total_reviews) FROM companies");
    out.sumAverageRating = one("SELECT round(sum(average_rating), 2) FROM companies");
    out.sumRatings = one("SELECT sum(rating) FROM reviews");
    out.maxReviewId = one("SELECT max(id) FROM reviews");
    return out;
  } finally {
    db.close();
  }
}

/** Companies whose stored aggregates disagree with their reviews (a torn copy would have some). */
function aggregateMismatches(file: string): number {
  const db = new Database(file, { fileMustExist: true });
  try {
    return db
      .prepare(
        `SELECT count(*) FROM companies c
         LEFT JOIN (SELECT company_id, count(*) AS n, round(avg(rating), 2) AS a
                    FROM reviews GROUP BY company_id) r ON r.company_id = c.id
         WHERE c.total_reviews != coalesce(r.n, 0) OR abs(c.average_rating - coalesce(r.a, 0)) > 1e-9`,
      )
      .pluck()
      .get() as number;
  } finally {
    db.close();
  }
}

const reviewCount = (file: string) => summary(file).reviews;

describe("backup while a writer is active, then restore", () => {
  const backup = path.join(dir, "backups", "app-during-writes.db");
  let writerCommits = 0;
  let countBefore = 0;
  let countAfter = 0;

  beforeAll(async () => {
    const initial = reviewCount(source);
    const writer = await startWriter(source);
    try {
      countBefore = reviewCount(source);
      backupDatabase(source, backup);
      countAfter = reviewCount(source);
      // The database is open in the writer: a restore over it is refused.
      expect(() => restoreDatabase(backup, source)).toThrow(
        new RegExp(`open in process ${writer.pid}`),
      );
      expect(processesHolding(source)).toContain(writer.pid);
    } finally {
      writerCommits = await stopWriter(writer);
    }
    expect(countBefore).toBeGreaterThan(initial);
  });

  it("the writer really was committing while the copy was taken", () => {
    expect(countAfter).toBeGreaterThan(countBefore);
    expect(writerCommits).toBeGreaterThan(countAfter - countBefore);
  });

  it("the copy is sound, self-contained and one consistent snapshot", () => {
    expect(integrityProblems(backup)).toEqual([]);
    const db = new Database(backup, { fileMustExist: true });
    // WAL mode, like the live database: restored or imported as is, it needs no switch.
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    db.close();
    expect(fs.existsSync(`${backup}-wal`)).toBe(false);
    const n = reviewCount(backup);
    expect(n).toBeGreaterThanOrEqual(countBefore);
    expect(n).toBeLessThanOrEqual(countAfter);
    // Every review the writer committed came with its company's aggregates in one transaction.
    expect(aggregateMismatches(backup)).toBe(0);
    expect(aggregateMismatches(source)).toBe(0);
  });

  it("restores into a new path with the same rows and aggregates", () => {
    const target = path.join(dir, "restored", "app.db");
    const result = restoreDatabase(backup, target, { safetyBackupDir: null });
    expect(result).toEqual({ target, safetyBackup: undefined });
    expect(integrityProblems(target)).toEqual([]);
    expect(summary(target)).toEqual(summary(backup));
    expect(aggregateMismatches(target)).toBe(0);
    // No temporary file is left behind.
    expect(fs.readdirSync(path.dirname(target))).toEqual(["app.db"]);
  });

  it("restores over an old database, dropping its stale WAL and keeping a copy of it", async () => {
    const target = path.join(dir, "live", "app.db");
    fs.mkdirSync(path.dirname(target));
    fs.copyFileSync(process.env.TEST_TEMPLATE_DB as string, target);
    // A server killed mid-flight: a committed row lives only in the -wal it leaves behind.
    const crashed = spawnSync(
      process.execPath,
      [
        "-e",
        `const D = require("better-sqlite3"); const db = new D(process.argv[1]);
         db.pragma("journal_mode = WAL"); db.pragma("wal_autocheckpoint = 0");
         db.prepare("INSERT INTO contact_messages (name, email, message) VALUES ('Stale', 'stale@example.com', 'only in the WAL')").run();
         process.kill(process.pid, "SIGKILL");`,
        target,
      ],
      { cwd: ROOT },
    );
    expect(crashed.signal).toBe("SIGKILL");
    expect(fs.statSync(`${target}-wal`).size).toBeGreaterThan(0);

    const safetyDir = path.join(dir, "safety");
    const result = restoreDatabase(backup, target, { safetyBackupDir: safetyDir });
    expect(fs.existsSync(`${target}-wal`)).toBe(false);
    expect(fs.existsSync(`${target}-shm`)).toBe(false);
    expect(summary(target)).toEqual(summary(backup));
    expect(integrityProblems(target)).toEqual([]);

    // The replaced database, WAL included, is kept in the safety copy.
    expect(result.safetyBackup).toMatch(/app-.*-pre-restore\.db$/);
    const kept = new Database(result.safetyBackup as string, { readonly: true });
    expect(
      kept.prepare("SELECT count(*) FROM contact_messages WHERE name = 'Stale'").pluck().get(),
    ).toBe(1);
    kept.close();
  });
});

describe("refusals", () => {
  it("refuses a file that is not a database, a damaged one, and another app's database", () => {
    const junk = path.join(dir, "junk.db");
    fs.writeFileSync(junk, "not a database at all".repeat(100));
    expect(() => verifyBackup(junk)).toThrow(/not a readable SQLite database/);

    const good = path.join(dir, "good.db");
    backupDatabase(source, good);
    const truncated = path.join(dir, "truncated.db");
    const bytes = fs.readFileSync(good);
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect(() => verifyBackup(truncated)).toThrow(/integrity check|not a readable/);

    const foreign = path.join(dir, "foreign.db");
    const other = new Database(foreign);
    other.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)");
    other.close();
    expect(() => verifyBackup(foreign)).toThrow(/not a backup of this app/);

    // A refused restore leaves the target untouched.
    const target = path.join(dir, "untouched.db");
    fs.copyFileSync(good, target);
    const before = summary(target);
    expect(() => restoreDatabase(truncated, target)).toThrow();
    expect(() => restoreDatabase(foreign, target)).toThrow();
    expect(summary(target)).toEqual(before);
    expect(() => restoreDatabase(target, target)).toThrow(/the database itself/);
  });

  it("backup never overwrites an existing file", () => {
    const target = path.join(dir, "exists.db");
    fs.writeFileSync(target, "keep me");
    expect(() => backupDatabase(source, target)).toThrow(/already exists/);
    expect(fs.readFileSync(target, "utf8")).toBe("keep me");
    expect(() => backupDatabase(path.join(dir, "missing.db"), path.join(dir, "x.db"))).toThrow(
      /No database/,
    );
  });

  it("names backups after the database and a sortable UTC time", () => {
    expect(
      defaultBackupPath(
        "/litefs/app.db",
        "/data/backups",
        new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)),
      ),
    ).toBe("/data/backups/app-2026-01-02T03-04-05-006Z.db");
  });
});

describe("the npm scripts", () => {
  const run = (script: string, args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
      cwd: ROOT,
      encoding: "utf8",
      env: { NODE_ENV: "test", PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    });

  it("backup writes into BACKUP_DIR, restore puts it back", () => {
    const backups = path.join(dir, "cli-backups");
    const made = run("backup", [], { DATABASE_PATH: source, BACKUP_DIR: backups });
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/backup: .* -> .*app-.*\.db \(.* MB, \d+ ms, integrity ok\)/);
    const [file] = fs.readdirSync(backups);
    expect(file).toMatch(/^app-\d{4}-\d\d-\d\dT[\d-]+Z\.db$/);

    const target = path.join(dir, "cli-restored.db");
    const restored = run("restore", [path.join(backups, file), "--to", target], {
      BACKUP_DIR: backups,
    });
    expect(restored.status, restored.stderr).toBe(0);
    expect(summary(target)).toEqual(summary(path.join(backups, file)));

    const usage = run("restore", [], {});
    expect(usage.status).toBe(1);
    expect(usage.stderr).toMatch(/Usage: npm run restore -- <backup file>/);
  });
});

describe("restore on LiteFS", () => {
  it("refuses on a replica and runs `litefs import` on the primary", () => {
    const litefsDir = fs.mkdtempSync(path.join(dir, "litefs-"));
    const good = path.join(dir, "for-litefs.db");
    backupDatabase(source, good);

    fs.writeFileSync(path.join(litefsDir, ".primary"), "primary-vm-9\n");
    expect(() => restoreOnLitefs(good, "/litefs/app.db", litefsDir)).toThrow(
      /replica; run the restore on the primary \(primary-vm-9\)/,
    );

    fs.rmSync(path.join(litefsDir, ".primary"));
    const fake = path.join(dir, "fake-litefs.sh");
    const record = path.join(dir, "litefs-args.txt");
    fs.writeFileSync(fake, `#!/bin/sh\necho "$@" > "${record}"\n`, { mode: 0o755 });
    const previous = process.env.LITEFS_BIN;
    process.env.LITEFS_BIN = fake;
    try {
      expect(restoreOnLitefs(good, "/litefs/app.db", litefsDir)).toEqual({ name: "app.db" });
    } finally {
      if (previous === undefined) delete process.env.LITEFS_BIN;
      else process.env.LITEFS_BIN = previous;
    }
    expect(fs.readFileSync(record, "utf8").trim()).toBe(`import -name app.db ${good}`);
  });
});
