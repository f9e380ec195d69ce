/**
 * LiteFS replica behaviour of the real server (production build, `node --import tsx server.ts`)
 * over plain HTTP, no browser. A replica is simulated the way LiteFS marks one: LITEFS_DIR
 * points at a directory holding a `.primary` file with the primary's hostname. Proves that on
 * a replica GET pages work and write nothing, every write is answered 409 + `fly-replay` and
 * writes nothing, and the mail worker stays idle; that the same process takes writes and
 * delivers mail once it becomes the primary (the file goes away), and stops again when it is
 * demoted; and that without LITEFS_DIR (the embedded default) nothing of this applies.
 *
 * It needs the build, so it runs in the Playwright phase of `npm test` (once, in `js`).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { test, expect } from "./fixtures";
import {
  builtDir,
  NOT_BUILT,
  startApp,
  waitFor,
  type AppProcess,
} from "~/tests/support/app-process";
import { ROOT } from "~/tests/support/deploy-config";

const PRIMARY_HOST = "primary-vm-7f3a";

/** A browser's User-Agent: the blog counts no views from bots (and `node` reads as one). */
const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

function visit(url: string, init: RequestInit = {}) {
  return fetch(url, {
    redirect: "manual",
    ...init,
    headers: { "User-Agent": BROWSER_UA, ...(init.headers as Record<string, string>) },
  });
}

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.beforeEach(({ js }) => {
  test.skip(!js, "plain HTTP: runs once, in the js project");
  test.skip(!builtDir().ready, NOT_BUILT);
});

type Fingerprint = Record<string, number>;

/** Row counts of every table plus the counters a GET might bump. */
function fingerprint(file: string): Fingerprint {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all() as { name: string }[];
    const out: Fingerprint = {};
    for (const { name } of tables) {
      out[name] = (db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n;
    }
    const one = (sql: string) => (db.prepare(sql).get() as { n: number | null }).n ?? 0;
    out["blog_posts.view_count"] = one("SELECT sum(view_count) AS n FROM blog_posts");
    out["companies.total_reviews"] = one("SELECT sum(total_reviews) AS n FROM companies");
    out["email_outbox.sent"] = one("SELECT count(*) AS n FROM email_outbox WHERE status = 'sent'");
    return out;
  } finally {
    db.close();
  }
}

function withDb<T>(file: string, fn: (db: Database.Database) => T): T {
  const db = new Database(file, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

function queueMail(file: string, subject: string): number {
  return withDb(file, (db) =>
    Number(
      db
        .prepare(
          `INSERT INTO email_outbox (to_address, subject, text_body, status, next_attempt_at)
           VALUES ('ops@example.com', ?, 'hello', 'pending', ?)`,
        )
        .run(subject, Date.now() - 1000).lastInsertRowid,
    ),
  );
}

function mailStatus(file: string, id: number): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (
      db.prepare("SELECT status FROM email_outbox WHERE id = ?").get(id) as { status: string }
    ).status;
  } finally {
    db.close();
  }
}

function sample(file: string) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const company = db
      .prepare("SELECT id, slug FROM companies WHERE directory = 'striping' ORDER BY id LIMIT 1")
      .get() as { id: number; slug: string };
    const post = db
      .prepare("SELECT id, slug FROM blog_posts WHERE is_published = 1 ORDER BY id LIMIT 1")
      .get() as { id: number; slug: string };
    return { company, post };
  } finally {
    db.close();
  }
}

const review = (companyId: number) => ({
  companyId,
  rating: 5,
  customerName: "Replica Tester",
  customerEmail: "replica@example.com",
  title: "Crisp lines",
  content: "They restriped our lot overnight.",
});

function post(app: AppProcess, url: string, body: unknown, method = "POST") {
  return visit(app.url + url, {
    method,
    headers: { "Content-Type": "application/json", Origin: app.url },
    body: JSON.stringify(body),
    redirect: "manual",
  });
}

function baseEnv(dir: string, extra: Record<string, string> = {}) {
  return {
    NODE_ENV: "production",
    SESSION_SECRET: "replica-test-session-secret-0123456789",
    MAIL_POLL_MS: "100",
    LOG_REQUESTS: "false",
    // No warm-up: these tests ask for pages that must not be kept before they do.
    WARM_UP_MS: "0",
    RATE_LIMIT_FACTOR: "1000",
    // Mail is never delivered here; the checks read the outbox and the mail directory.
    MAIL_TO_FILES: "true",
    DATABASE_PATH: path.join(dir, "app.db"),
    ...extra,
  };
}

test.describe("on a LiteFS replica", () => {
  let dir: string;
  let litefsDir: string;
  let dbFile: string;
  let app: AppProcess | undefined;
  let pendingMail: number;

  test.beforeAll(async ({ browserName: _browser }, testInfo) => {
    if (testInfo.project.name !== "js" || !builtDir().ready) return;
    test.setTimeout(150_000); // seeding and a cold start are slow on a busy machine
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "striping-replica-"));
    litefsDir = path.join(dir, "litefs");
    fs.mkdirSync(litefsDir);
    dbFile = path.join(dir, "app.db");
    // The primary would have migrated and seeded the database LiteFS replicated here.
    const migrate = spawnSync(process.execPath, ["--import", "tsx", "scripts/migrate.ts"], {
      cwd: ROOT,
      encoding: "utf8",
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        DATABASE_PATH: dbFile,
        SEED_DEMO_DATA: "true",
      },
    });
    expect(migrate.status, migrate.stderr).toBe(0);
    pendingMail = queueMail(dbFile, "Queued before the replica started");
    fs.writeFileSync(path.join(litefsDir, ".primary"), `${PRIMARY_HOST}\n`);
    app = await startApp({
      env: baseEnv(dir, { LITEFS_DIR: litefsDir, SITE_URL: "http://localhost" }),
    });
  });

  test.afterAll(async () => {
    await app?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test("GET pages and API reads work and write nothing", async () => {
    const a = app as AppProcess;
    const { company, post: blog } = sample(dbFile);
    const before = fingerprint(dbFile);
    const pages = [
      "/",
      "/browse",
      "/browse?state=TX&search=line",
      `/companies/${company.slug}`,
      `/companies/${company.slug}/review`,
      `/blog/${blog.slug}`,
      "/blog",
      "/materials",
      "/resources",
      "/get-quote",
      "/api/companies/search?q=striping",
      `/api/companies/${company.id}/reviews`,
      "/api/stats",
      "/sitemap.xml",
    ];
    for (const page of pages) {
      const res = await visit(a.url + page);
      expect(res.status, page).toBe(200);
      await res.arrayBuffer();
    }
    // A blog view on the primary counts; on a replica it is skipped, twice over.
    await visit(`${a.url}/blog/${blog.slug}`).then((r) => r.arrayBuffer());
    const head = await visit(`${a.url}/browse`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(fingerprint(dbFile)).toEqual(before);
  });

  test("every write is answered 409 with fly-replay to the primary and writes nothing", async () => {
    const a = app as AppProcess;
    const { company } = sample(dbFile);
    const before = fingerprint(dbFile);
    const attempts: [string, string, unknown][] = [
      ["POST", "/api/reviews", review(company.id)],
      ["POST", "/api/user-activity", { sessionId: "replica-session", searchQuery: "paint" }],
      ["PUT", `/api/companies/${company.id}`, { name: "Renamed" }],
      ["PATCH", `/api/companies/${company.id}`, { name: "Renamed" }],
      ["DELETE", `/api/companies/${company.id}`, {}],
    ];
    for (const [method, url, body] of attempts) {
      const res = await post(a, url, body, method);
      expect(res.status, `${method} ${url}`).toBe(409);
      expect(res.headers.get("fly-replay"), `${method} ${url}`).toBe(`instance=${PRIMARY_HOST}`);
    }
    // The HTML form post of the same review, as a browser without JavaScript sends it.
    const form = await visit(`${a.url}/companies/${company.slug}/review`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: a.url },
      body: new URLSearchParams(
        Object.entries(review(company.id)).map(([k, v]) => [k, String(v)]),
      ).toString(),
      redirect: "manual",
    });
    expect(form.status).toBe(409);
    expect(form.headers.get("fly-replay")).toBe(`instance=${PRIMARY_HOST}`);
    expect(fingerprint(dbFile)).toEqual(before);
  });

  test("the mail worker stays idle on the replica", async () => {
    // Twenty poll intervals of the worker (MAIL_POLL_MS=100) go by without a delivery.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(mailStatus(dbFile, pendingMail)).toBe("pending");
    expect(fs.existsSync(path.join(dir, "mail"))).toBe(false);
  });

  test("promoted to primary, the same process takes writes and delivers mail", async () => {
    const a = app as AppProcess;
    const { company, post: blog } = sample(dbFile);
    const before = fingerprint(dbFile);
    fs.rmSync(path.join(litefsDir, ".primary"));

    const res = await post(a, "/api/reviews", review(company.id));
    expect(res.status).toBe(201);
    expect(res.headers.get("fly-replay")).toBeNull();
    await visit(`${a.url}/blog/${blog.slug}`).then((r) => r.arrayBuffer());
    // The view is counted once the response has gone out ('finish'), which can come a moment
    // after the reader has the whole page.
    const viewed = before["blog_posts.view_count"] + 1;
    await waitFor(() => fingerprint(dbFile)["blog_posts.view_count"] >= viewed, 2_000);
    const after = fingerprint(dbFile);
    expect(after.reviews).toBe(before.reviews + 1);
    expect(after["blog_posts.view_count"]).toBe(viewed);

    // The worker notices within its primary re-check (every 2 s) and delivers the queue.
    expect(await waitFor(() => mailStatus(dbFile, pendingMail) === "sent", 8_000)).toBe(true);
    expect(fs.readdirSync(path.join(dir, "mail")).length).toBeGreaterThan(0);
  });

  test("demoted again, it refuses writes and stops delivering", async () => {
    const a = app as AppProcess;
    const { company } = sample(dbFile);
    fs.writeFileSync(path.join(litefsDir, ".primary"), `${PRIMARY_HOST}\n`);
    const res = await post(a, "/api/reviews", review(company.id));
    expect(res.status).toBe(409);
    expect(res.headers.get("fly-replay")).toBe(`instance=${PRIMARY_HOST}`);

    // After the worker's next primary check (2 s), a queued message stays queued.
    await new Promise((r) => setTimeout(r, 2_500));
    const id = queueMail(dbFile, "Queued on a replica");
    await new Promise((r) => setTimeout(r, 1_000));
    expect(mailStatus(dbFile, id)).toBe("pending");
  });
});

test.describe("without LiteFS (the embedded default)", () => {
  let dir: string;
  let app: AppProcess | undefined;

  test.beforeAll(async ({ browserName: _browser }, testInfo) => {
    if (testInfo.project.name !== "js" || !builtDir().ready) return;
    test.setTimeout(150_000); // seeding and a cold start are slow on a busy machine
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "striping-embedded-"));
    // No database yet: the server creates, migrates and seeds it on start, as it always has.
    app = await startApp({ env: baseEnv(dir, { SITE_URL: "http://localhost" }) });
  });

  test.afterAll(async () => {
    await app?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test("GET counts a blog view, writes are taken and mail is delivered", async () => {
    const a = app as AppProcess;
    const dbFile = path.join(dir, "app.db");
    const { company, post: blog } = sample(dbFile);
    const before = fingerprint(dbFile);
    expect(before.companies).toBeGreaterThan(800);

    await visit(`${a.url}/blog/${blog.slug}`).then((r) => r.arrayBuffer());
    const res = await post(a, "/api/reviews", review(company.id));
    expect(res.status).toBe(201);
    expect(res.headers.get("fly-replay")).toBeNull();
    const after = fingerprint(dbFile);
    expect(after["blog_posts.view_count"]).toBe(before["blog_posts.view_count"] + 1);
    expect(after.reviews).toBe(before.reviews + 1);

    const id = queueMail(dbFile, "Queued without LiteFS");
    expect(await waitFor(() => mailStatus(dbFile, id) === "sent", 5_000)).toBe(true);
  });
});
