import crypto from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { test as base, expect } from "@playwright/test";

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
  const d = db();
  const id = d.transaction(() => {
    const row = d
      .prepare(
        `INSERT INTO companies (directory, slug, name, location, state, phone, email, website, description, services, latitude, longitude)
         VALUES ('striping', ?, ?, ?, ?, '(512) 555-0100', 'info@testline.example.com', 'https://www.testline.example.com', 'A test company.', ?, 30.27, -97.74) RETURNING id`,
      )
      .get(slug, name, location, state, JSON.stringify(services)) as { id: number };
    for (const s of services) {
      d.prepare("INSERT OR IGNORE INTO services (name) VALUES (?)").run(s);
      d.prepare(
        "INSERT INTO company_services (company_id, service_id) SELECT ?, id FROM services WHERE name = ?",
      ).run(row.id, s);
    }
    return row.id;
  })();
  return { id, slug, name, location, state };
}

export const test = base.extend<{ js: boolean }>({
  js: async ({ javaScriptEnabled }, provide) => provide(javaScriptEnabled !== false),
});

export { expect };
