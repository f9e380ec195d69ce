import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { startSmtpInbox } from "~/tests/support/smtp-inbox";
import { expect, test } from "./fixtures";
import { freePort } from "~/scripts/free-port";

/**
 * Crash safety: while reviews and quote requests stream in, the server is killed with SIGKILL
 * and started again on the same file. Every submission that was acknowledged must be there,
 * the rating aggregates must still match the reviews, and the outbox must still deliver.
 */
test.describe.configure({ timeout: 180_000 });
test.beforeEach(({ js }) => test.skip(!js, "runs once, in the js project"));

function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function waitHealthy(base: string, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not become healthy");
}

test("acknowledged writes survive SIGKILL and the outbox still delivers", async () => {
  const port = await freePort();
  const dir = path.resolve(`data/fault-${port}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const inbox = await startSmtpInbox();
  const base = `http://localhost:${port}`;
  const env = {
    NODE_ENV: "production",
    PORT: String(port),
    DATABASE_PATH: path.join(dir, "app.db"),
    SESSION_SECRET: "fault-test-secret-0123456789",
    SITE_URL: base,
    SMTP_URL: inbox.url,
    MAIL_POLL_MS: "200",
    RATE_LIMIT_FACTOR: "10000",
    LOG_REQUESTS: "false",
    // No warm-up: these tests ask for pages that must not be kept before they do.
    WARM_UP_MS: "0",
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
  };
  let server = startServer(env);
  try {
    await waitHealthy(base);
    const db = new Database(env.DATABASE_PATH);
    db.pragma("busy_timeout = 5000");
    const companies = db
      // One visitor reviews each company at most once a day (decision 015): a company per review.
      .prepare("SELECT id FROM companies WHERE directory = 'striping' ORDER BY id LIMIT 400")
      .all() as { id: number }[];

    const ackedReviews: number[] = [];
    const ackedQuotes: { id: number; email: string }[] = [];
    let killed = false;
    let sent = 0;
    const send = async (i: number) => {
      try {
        if (i % 4 === 0) {
          const email = `fault-${i}@example.com`;
          const res = await fetch(`${base}/api/quotes`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({
              customerName: `Fault ${i}`,
              customerEmail: email,
              customerPhone: "(512) 555-0142",
              projectLocation: "Austin, TX",
              servicesNeeded: ["parking_lot"],
              preferredTimeline: "asap",
            }),
          });
          if (res.status === 201) ackedQuotes.push({ id: (await res.json()).id, email });
        } else {
          const res = await fetch(`${base}/api/reviews`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({
              companyId: companies[i % companies.length].id,
              customerName: `Reviewer ${i}`,
              rating: (i % 5) + 1,
              title: `Review ${i}`,
              content: "Steady work under load.",
            }),
          });
          if (res.status === 201) ackedReviews.push((await res.json()).review.id);
        }
      } catch {
        // The server died under this request: it was never acknowledged.
      }
    };
    // Eight clients in parallel; the server is killed once 60 submissions have been answered.
    const workers = Array.from({ length: 8 }, async () => {
      while (!killed && sent < 400) {
        const i = sent++;
        await send(i);
        if (!killed && ackedReviews.length + ackedQuotes.length >= 60) {
          killed = true;
          server.kill("SIGKILL");
        }
      }
    });
    await Promise.all(workers);
    expect(killed).toBe(true);
    expect(ackedReviews.length).toBeGreaterThan(20);
    expect(ackedQuotes.length).toBeGreaterThan(5);
    const dead = server;
    await new Promise((r) =>
      dead.exitCode !== null || dead.signalCode !== null ? r(null) : dead.once("exit", r),
    );

    server = startServer(env);
    await waitHealthy(base);

    const reviewIds = new Set(
      (db.prepare("SELECT id FROM reviews").all() as { id: number }[]).map((r) => r.id),
    );
    for (const id of ackedReviews) expect(reviewIds.has(id), `review ${id}`).toBe(true);
    const quoteIds = new Set(
      (db.prepare("SELECT id FROM quote_requests").all() as { id: number }[]).map((r) => r.id),
    );
    for (const q of ackedQuotes) expect(quoteIds.has(q.id), `quote ${q.id}`).toBe(true);

    const mismatches = db
      .prepare(
        `SELECT c.id FROM companies c LEFT JOIN (SELECT company_id, count(*) n, round(avg(rating), 2) a FROM reviews GROUP BY company_id) r
         ON r.company_id = c.id WHERE c.total_reviews != coalesce(r.n, 0) OR abs(c.average_rating - coalesce(r.a, 0)) > 0.001`,
      )
      .all();
    expect(mismatches).toEqual([]);

    // Every acknowledged quote's confirmation reaches the SMTP listener after the restart.
    await expect
      .poll(
        () => ackedQuotes.filter((q) => !inbox.messages.some((m) => m.to.includes(q.email))).length,
        {
          timeout: 30_000,
        },
      )
      .toBe(0);
    db.close();
  } finally {
    server.kill("SIGTERM");
    await inbox.close();
  }
});
