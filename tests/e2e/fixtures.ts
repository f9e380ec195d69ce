import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { test as base, expect, type Page } from "@playwright/test";

const DB_PATH = path.resolve(process.env.E2E_DATABASE_PATH ?? "data/e2e/app.db");

let handle: Database.Database | undefined;
/** The same SQLite file the server under test writes, so tests can check the rows. */
export function db(): Database.Database {
  if (!handle) {
    handle = new Database(DB_PATH);
    handle.pragma("busy_timeout = 5000");
  }
  return handle;
}

export type TestCompany = {
  id: number;
  slug: string;
  name: string;
  location: string;
  state: string;
};

/**
 * A listing row with `columns` and its services (the JSON column and the rows search reads), in
 * one transaction. Immediate: the write lock is taken at BEGIN, where SQLite waits for it on the
 * busy timeout (a deferred transaction met the server's write mid-way and failed with "database
 * is locked").
 */
export function insertListing(columns: Record<string, string | number>, services: string[]) {
  const d = db();
  const names = Object.keys(columns);
  return d
    .transaction(() => {
      const row = d
        .prepare(
          `INSERT INTO companies (${names.join(", ")}, services)
           VALUES (${names.map(() => "?").join(", ")}, ?) RETURNING id`,
        )
        .get(...Object.values(columns), JSON.stringify(services)) as { id: number };
      for (const s of services) {
        d.prepare("INSERT OR IGNORE INTO services (name) VALUES (?)").run(s);
        d.prepare(
          "INSERT INTO company_services (company_id, service_id) SELECT ?, id FROM services WHERE name = ?",
        ).run(row.id, s);
      }
      return row.id;
    })
    .immediate();
}

/** A striping company of the test's own, so parallel tests never share averages. */
export function createCompany(
  over: { name?: string; services?: string[]; state?: string } = {},
): TestCompany {
  const tag = crypto.randomBytes(4).toString("hex");
  const name = over.name ?? `Testline Striping ${tag}`;
  const location = "Austin";
  const state = over.state ?? "TX";
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${tag}`;
  const services = over.services ?? ["Road Striping", "Parking Lot Striping"];
  const id = insertListing(
    {
      directory: "striping",
      slug,
      name,
      location,
      state,
      phone: "(512) 555-0100",
      email: "info@testline.example.com",
      website: "https://www.testline.example.com",
      description: "A test company.",
      latitude: 30.27,
      longitude: -97.74,
    },
    services,
  );
  return { id, slug, name, location, state };
}

export const test = base.extend<{ js: boolean; quietConsole: void }>({
  js: async ({ javaScriptEnabled }, provide) => provide(javaScriptEnabled !== false),
  // The test's pages leave the browser's console free of errors: an exception nothing caught
  // or an error the page logged fails the test (decision 027: the browser runs another runtime
  // than the server, and what differs shows there first). Failed requests are the tests' own
  // business (404 pages, refused submissions), so the browser's notes of them are let through.
  quietConsole: [
    async ({ context }, provide) => {
      const errors: string[] = [];
      context.on("weberror", (e) => errors.push(`uncaught: ${String(e.error())}`));
      context.on("console", (m) => {
        if (m.type() === "error" && !m.text().startsWith("Failed to load resource:")) {
          errors.push(`console.error: ${m.text()}`);
        }
      });
      await provide();
      expect(errors, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export type InboxMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo: string;
};

/** Messages the SMTP listener received so far (written by scripts/e2e-server.ts). */
export function inbox(): InboxMail[] {
  const dir = path.join(path.dirname(DB_PATH), "inbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as InboxMail);
}

/** Waits until a message for `to` matching `subject` has arrived, and returns it. */
export async function waitForMail(
  to: string,
  subject: RegExp | string,
  timeoutMs = 10_000,
): Promise<InboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = inbox().find(
      (m) =>
        m.to.includes(to) &&
        (typeof subject === "string" ? m.subject === subject : subject.test(m.subject)),
    );
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const E2E_SESSION_SECRET = "e2e-session-secret-not-for-production";

export type TestUser = { id: number; email: string; password: string; firstName: string };

/** A user row of the test's own (argon2id hash, like registration writes). */
export async function createUser(
  over: { firstName?: string; email?: string; password?: string; verified?: boolean } = {},
): Promise<TestUser> {
  const { hash } = await import("@node-rs/argon2");
  const tag = crypto.randomBytes(4).toString("hex");
  const email = over.email ?? `owner-${tag}@example.com`;
  const password = over.password ?? "correct horse battery";
  const firstName = over.firstName ?? "Olive";
  const row = db()
    .prepare(
      "INSERT INTO users (email, hashed_password, first_name, last_name, company, is_verified) VALUES (?, ?, ?, 'Owner', 'Olive Striping', ?) RETURNING id",
    )
    // Owners in these tests have verified their e-mail unless a test says otherwise: adding or
    // claiming a listing needs it (decision 015).
    .get(email, await hash(password), firstName, over.verified === false ? 0 : 1) as { id: number };
  return { id: row.id, email, password, firstName };
}

/** Signs the browser context in as `user` by creating a session row and its signed cookie. */
export async function signIn(
  context: import("@playwright/test").BrowserContext,
  baseURL: string,
  user: { id: number },
) {
  const { createCookie } = await import("react-router");
  const id = crypto.randomBytes(32).toString("base64url");
  db()
    .prepare("INSERT INTO user_sessions (id, user_id, expires_at) VALUES (?, ?, ?)")
    .run(id, user.id, Date.now() + 30 * 24 * 3600 * 1000);
  const cookie = createCookie("__session", { secrets: [E2E_SESSION_SECRET], path: "/" });
  const value = (await cookie.serialize(id)).split(";")[0].split("=").slice(1).join("=");
  await context.addCookies([
    { name: "__session", value, url: baseURL, httpOnly: true, sameSite: "Lax", secure: false },
  ]);
}

/** Marks a test company as claimed by `userId` (or by a fresh other user). */
export function claimFor(companyId: number, userId: number) {
  db()
    .prepare("UPDATE companies SET is_claimed = 1, claimed_by = ? WHERE id = ?")
    .run(userId, companyId);
}

/** A verified owner of the test's own and a listing they claimed. */
export async function ownerWithListing() {
  const owner = await createUser();
  const company = createCompany();
  claimFor(company.id, owner.id);
  return { owner, company };
}

/** A user of the test's own, signed in on the browser context. */
export async function signedInUser(
  context: import("@playwright/test").BrowserContext,
  baseURL: string,
) {
  const user = await createUser();
  await signIn(context, baseURL, user);
  return user;
}

/** A user of the test's own who owns `company`, signed in on the browser context. */
export async function signedInOwner(
  context: import("@playwright/test").BrowserContext,
  baseURL: string,
  company: { id: number },
) {
  const owner = await signedInUser(context, baseURL);
  claimFor(company.id, owner.id);
  return owner;
}

/** A real PNG of the given size, for upload tests. */
export async function pngFile(dir: string, width = 320, height = 200): Promise<string> {
  const sharp = (await import("sharp")).default;
  const file = path.join(
    dir,
    `logo-${width}x${height}-${crypto.randomBytes(3).toString("hex")}.png`,
  );
  await sharp({ create: { width, height, channels: 3, background: { r: 250, g: 204, b: 21 } } })
    .png()
    .toFile(file);
  return file;
}

/** The wizard's search for `name`, settled: with JavaScript it runs as one types. */
export async function findInWizard(page: Page, js: boolean, name: string) {
  await page.goto("/add-company");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByPlaceholder("Search by company name, location, or state...").fill(name);
  if (!js) await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(name.split(" ")[0])}`));
}

/** Claims the listing called `name` on the free plan, through the wizard. */
export async function claimThroughWizard(page: Page, js: boolean, name: string) {
  await findInWizard(page, js, name);
  await page.getByRole("button", { name: `Claim This Listing for ${name}` }).click();
  await page.getByRole("button", { name: "Claim Listing - Free" }).click();
}
