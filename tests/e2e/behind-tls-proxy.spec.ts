/**
 * Production sits behind TLS-terminating proxies (Fly's edge, then LiteFS's): the browser is on
 * https://…, the app hears plain HTTP with `X-Forwarded-Proto: https`. Here the production build
 * runs behind such a proxy on loopback, with SITE_URL the proxy's https address and no proxy
 * trusted (TRUSTED_PROXY_HOPS=0, as fly.toml has it), and a visitor signs in, posts a review and
 * sends a quote request through it: every form post must reach its action.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { test, expect } from "./fixtures";
import {
  builtDir,
  freePort,
  NOT_BUILT,
  startApp,
  type AppProcess,
} from "~/tests/support/app-process";
import { startTlsProxy, type TlsProxy } from "~/tests/support/tls-proxy";

test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ ignoreHTTPSErrors: true });

let dir: string;
let app: AppProcess;
let proxy: TlsProxy;
let sql: Database.Database;

test.beforeAll(async () => {
  test.skip(!builtDir().ready, NOT_BUILT);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "striping-tls-"));
  const port = await freePort();
  proxy = await startTlsProxy({ port });
  app = await startApp({
    env: {
      PORT: String(port),
      DATABASE_PATH: path.join(dir, "app.db"),
      SESSION_SECRET: "tls-proxy-test-secret-0123456789",
      SITE_URL: proxy.url,
      MAIL_TO_FILES: "true",
      TRUSTED_PROXY_HOPS: "0",
      CLIENT_IP_HEADER: "Fly-Client-IP",
      RATE_LIMIT_FACTOR: "1000",
      LOG_REQUESTS: "false",
      // No warm-up: these tests ask for pages that must not be kept before they do.
      WARM_UP_MS: "0",
    },
  });
  sql = new Database(path.join(dir, "app.db"));
  sql.pragma("busy_timeout = 5000");
});

test.afterAll(async () => {
  sql?.close();
  await proxy?.close();
  await app?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test("signs in, posts a review and sends a quote request through the proxy", async ({ page }) => {
  const { hash } = await import("@node-rs/argon2");
  const tag = crypto.randomBytes(4).toString("hex");
  const user = { email: `tls-${tag}@example.com`, password: "correct horse battery" };
  sql
    .prepare(
      "INSERT INTO users (email, hashed_password, first_name, last_name, is_verified) VALUES (?, ?, 'Tess', 'Proxy', 1)",
    )
    .run(user.email, await hash(user.password));

  await page.goto(`${proxy.url}/login`);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(`${proxy.url}/dashboard`);
  await expect(page.getByText("Login successful", { exact: true })).toBeVisible();

  const company = sql
    .prepare(
      "SELECT id, slug FROM companies WHERE directory = 'striping' AND total_reviews = 0 ORDER BY id LIMIT 1",
    )
    .get() as { id: number; slug: string };
  await page.goto(`${proxy.url}/companies/${company.slug}`);
  const form = page.locator("#write-review");
  await form.getByText("4 stars", { exact: true }).click({ force: true });
  await form.getByLabel("Your Name *").fill("Tess Proxy");
  await form.getByLabel("Review Title *").fill("Straight lines through TLS");
  await form.getByLabel("Your Review *").fill("They restriped our lot over a weekend.");
  await form.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByText("Review submitted successfully!", { exact: true })).toBeVisible();
  expect(sql.prepare("SELECT title FROM reviews WHERE company_id = ?").all(company.id)).toEqual([
    { title: "Straight lines through TLS" },
  ]);

  const requester = `client-${tag}@example.com`;
  await page.goto(`${proxy.url}/get-quote`);
  await page.getByLabel("Line Removal", { exact: true }).check();
  await page.getByLabel("Contact Name *").fill("Dana Reyes");
  await page.getByLabel("Email *").fill(requester);
  await page.getByLabel("Phone *").fill("(512) 555-0142");
  await page.getByLabel("Project Location *").fill("Austin, TX");
  await page.getByRole("button", { name: "Submit Quote Request" }).click();
  await expect(page.getByText("Quote Request Submitted!", { exact: true }).first()).toBeVisible();
  expect(
    sql
      .prepare("SELECT project_location FROM quote_requests WHERE customer_email = ?")
      .get(requester),
  ).toEqual({ project_location: "Austin, TX" });
});
