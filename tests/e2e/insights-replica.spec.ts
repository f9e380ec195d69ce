/**
 * Listing insights across a LiteFS pair (decision 023), with real server processes: a view
 * counted on a replica is sent on to the primary, which writes it; the replica writes nothing;
 * and the primary writes what it holds when it shuts down gracefully. A replica is simulated as
 * in replica.spec.ts (a `.primary` file in LITEFS_DIR). Plain HTTP: runs once, in `js`.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "./fixtures";
import {
  builtDir,
  NOT_BUILT,
  startApp,
  waitFor,
  type AppProcess,
} from "~/tests/support/app-process";
import { ROOT } from "~/tests/support/deploy-config";

const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

test.describe.configure({ mode: "serial", timeout: 180_000 });
test.beforeEach(({ js }) => {
  test.skip(!js, "plain HTTP: runs once, in the js project");
  test.skip(!builtDir().ready, NOT_BUILT);
});

function read<T>(file: string, sql: string, ...args: unknown[]): T {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(sql)
      .pluck()
      .get(...args) as T;
  } finally {
    db.close();
  }
}

test("a replica sends its counts to the primary, which writes them, also at shutdown", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "striping-insights-"));
  const primaryDb = path.join(dir, "primary", "app.db");
  const replicaDb = path.join(dir, "replica", "app.db");
  const litefsDir = path.join(dir, "litefs");
  let primary: AppProcess | undefined;
  let replica: AppProcess | undefined;
  try {
    fs.mkdirSync(path.dirname(primaryDb), { recursive: true });
    fs.mkdirSync(path.dirname(replicaDb), { recursive: true });
    fs.mkdirSync(litefsDir);
    const migrate = spawnSync(process.execPath, ["--import", "tsx", "scripts/migrate.ts"], {
      cwd: ROOT,
      encoding: "utf8",
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        DATABASE_PATH: primaryDb,
        SEED_DEMO_DATA: "true",
      },
    });
    expect(migrate.status, migrate.stderr).toBe(0);
    // What LiteFS would have replicated: the same database, read-only here.
    fs.copyFileSync(primaryDb, replicaDb);
    fs.writeFileSync(path.join(litefsDir, ".primary"), "primary-vm-1\n");
    const company = read<string>(
      primaryDb,
      "SELECT id || ' ' || slug FROM companies WHERE directory = 'striping' ORDER BY id LIMIT 1",
    ).split(" ");
    const [id, slug] = [Number(company[0]), company[1]];
    const common = {
      NODE_ENV: "production",
      SESSION_SECRET: "insights-replica-secret-0123456789",
      MAIL_TO_FILES: "true",
      LOG_REQUESTS: "false",
      // No warm-up: these tests ask for pages that must not be kept before they do.
      WARM_UP_MS: "0",
      RATE_LIMIT_FACTOR: "1000",
    };
    // The primary keeps what it gets until its (long) flush interval, or its shutdown.
    primary = await startApp({
      env: { ...common, DATABASE_PATH: primaryDb, LISTING_STATS_FLUSH_MS: "600000" },
    });
    replica = await startApp({
      env: {
        ...common,
        DATABASE_PATH: replicaDb,
        LITEFS_DIR: litefsDir,
        // Without Fly's private network the primary is reached through the site's address.
        SITE_URL: primary.url,
        LISTING_STATS_FLUSH_MS: "200",
      },
    });
    const views = (file: string) =>
      read<number>(
        file,
        "SELECT coalesce(sum(views), 0) FROM listing_stats WHERE company_id = ?",
        id,
      );

    const onReplica = await fetch(`${replica.url}/companies/${slug}`, {
      headers: { "User-Agent": BROWSER_UA },
    });
    expect(onReplica.status).toBe(200);
    const onPrimary = await fetch(`${primary.url}/companies/${slug}`, {
      headers: { "User-Agent": BROWSER_UA },
    });
    expect(onPrimary.status).toBe(200);
    // The replica's flush reaches the primary's tally; nothing is written before its shutdown.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(replica.output()).not.toContain("flush failed");
    expect(views(primaryDb)).toBe(0);
    expect(await primary.stop("SIGTERM")).toBe(0);
    expect(await waitFor(() => views(primaryDb) === 2)).toBe(true);
    expect(views(replicaDb)).toBe(0);
  } finally {
    await replica?.stop();
    await primary?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
