import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_CATEGORIES } from "~/lib/options";
import { migrateDatabase, openDatabase, type Db } from "~/db/client";
import { generateBlogPosts } from "./blog-posts";
import { isSeeded, seedDatabase } from "./index";
import { generateMaterialsCompanies } from "./materials";
import { generateMaterialsReviews, generateReviews } from "./reviews";
import { generateStateResources } from "./state-resources";
import { generateStripingCompanies } from "./striping";

const RESERVED_HOST = /(^|\.)example\.(com|net|org)$|\.example$/;

function hostOf(value: string): string {
  const href = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  return new URL(href).hostname;
}

let dir: string;
const opened: Db[] = [];

function freshDb(name: string): Db {
  const db = openDatabase(path.join(dir, name));
  opened.push(db);
  migrateDatabase(db);
  return db;
}

function all<T>(db: Db, sql: string): T[] {
  return db.$client.prepare(sql).all() as T[];
}

function one<T>(db: Db, sql: string): T {
  return db.$client.prepare(sql).get() as T;
}

describe("seedDatabase", () => {
  let db: Db;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-test-"));
    db = freshDb("seed.db");
    expect(isSeeded(db)).toBe(false);
    seedDatabase(db);
  });

  afterAll(() => {
    for (const d of opened) d.$client.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("marks the database as seeded", () => {
    expect(isSeeded(db)).toBe(true);
  });

  it("has 831 striping companies across exactly 50 states, at least 3 each", () => {
    const rows = all<{ state: string; n: number }>(
      db,
      "SELECT state, count(*) AS n FROM companies WHERE directory = 'striping' GROUP BY state ORDER BY n DESC, state",
    );
    expect(rows.reduce((s, r) => s + r.n, 0)).toBe(831);
    expect(rows).toHaveLength(50);
    for (const r of rows) expect(r.n).toBeGreaterThanOrEqual(3);
    expect(
      rows
        .slice(0, 3)
        .map((r) => r.state)
        .sort(),
    ).toEqual(["CA", "FL", "TX"]);
  });

  it("has 23 materials companies of all three types", () => {
    const rows = all<{ company_type: string; n: number }>(
      db,
      "SELECT company_type, count(*) AS n FROM companies WHERE directory = 'materials' GROUP BY company_type",
    );
    expect(rows.reduce((s, r) => s + r.n, 0)).toBe(23);
    expect(rows.map((r) => r.company_type).sort()).toEqual([
      "Distributor",
      "Manufacturer",
      "Supplier",
    ]);
  });

  it("has between 1800 and 2200 reviews with ratings 1 to 5", () => {
    const { n } = one<{ n: number }>(db, "SELECT count(*) AS n FROM reviews");
    expect(n).toBeGreaterThanOrEqual(1800);
    expect(n).toBeLessThanOrEqual(2200);
    const bad = one<{ n: number }>(
      db,
      "SELECT count(*) AS n FROM reviews WHERE rating NOT BETWEEN 1 AND 5",
    );
    expect(bad.n).toBe(0);
  });

  it("stores each company's rounded average rating and review count", () => {
    const ratings = new Map<number, number[]>();
    for (const r of all<{ company_id: number; rating: number }>(
      db,
      "SELECT company_id, rating FROM reviews",
    )) {
      const list = ratings.get(r.company_id) ?? [];
      list.push(r.rating);
      ratings.set(r.company_id, list);
    }
    const companies = all<{ id: number; average_rating: number; total_reviews: number }>(
      db,
      "SELECT id, average_rating, total_reviews FROM companies",
    );
    for (const c of companies) {
      const list = ratings.get(c.id) ?? [];
      const avg = list.length ? list.reduce((a, b) => a + b, 0) / list.length : 0;
      expect(c.total_reviews).toBe(list.length);
      expect(c.average_rating).toBeCloseTo(Math.round(avg * 100) / 100, 6);
    }
    const mismatched = one<{ n: number }>(
      db,
      `SELECT count(*) AS n FROM companies c
         LEFT JOIN (SELECT company_id, ROUND(AVG(rating), 2) AS a, COUNT(*) AS n
                      FROM reviews GROUP BY company_id) r ON r.company_id = c.id
        WHERE c.average_rating != coalesce(r.a, 0) OR c.total_reviews != coalesce(r.n, 0)`,
    );
    expect(mismatched.n).toBe(0);
  });

  it("uses only reserved phone numbers and domains", () => {
    const rows = all<{ phone: string | null; email: string | null; website: string | null }>(
      db,
      "SELECT phone, email, website FROM companies",
    );
    for (const r of rows) {
      expect(r.phone).toMatch(/^\(\d{3}\) 555-01\d\d$/);
      expect(r.email).not.toBeNull();
      expect(r.email!.split("@")[1]).toMatch(RESERVED_HOST);
      if (r.website !== null) expect(hostOf(r.website)).toMatch(RESERVED_HOST);
    }
    expect(rows.some((r) => r.website === null)).toBe(true);
    expect(rows.some((r) => r.website !== null && !r.website.startsWith("http"))).toBe(true);
    for (const r of all<{ customer_email: string }>(
      db,
      "SELECT customer_email FROM reviews WHERE customer_email IS NOT NULL",
    )) {
      expect(r.customer_email.split("@")[1]).toMatch(RESERVED_HOST);
    }
  });

  it("fills services and the company_services join from the services JSON", () => {
    const rows = all<{ services: string; names: string | null }>(
      db,
      `SELECT c.services,
              (SELECT json_group_array(s.name) FROM company_services cs
                 JOIN services s ON s.id = cs.service_id WHERE cs.company_id = c.id) AS names
         FROM companies c WHERE c.directory = 'striping'`,
    );
    for (const r of rows) {
      const services = JSON.parse(r.services) as string[];
      // A listing that drew 'DOT Certified' holds the credential instead.
      expect(services.length).toBeGreaterThanOrEqual(1);
      expect(services).not.toContain("DOT Certified");
      expect(services.length).toBeLessThanOrEqual(5);
      expect((JSON.parse(r.names ?? "[]") as string[]).sort()).toEqual([...services].sort());
    }
  });

  it("gives some listings credentials instead of a 'DOT Certified' service, some verified", () => {
    const counts = all<{ kind: string; status: string; n: number }>(
      db,
      `SELECT kind, status, count(*) AS n FROM listing_credentials GROUP BY 1, 2`,
    );
    const n = (kind: string, status: string) =>
      counts.find((c) => c.kind === kind && c.status === status)?.n ?? 0;
    expect(n("dot_prequalified", "self_reported")).toBeGreaterThan(10);
    expect(n("dot_prequalified", "verified")).toBeGreaterThan(5);
    expect(n("dbe_certified", "verified") + n("dbe_certified", "self_reported")).toBeGreaterThan(0);
    // A DOT prequalification is of the listing's own state, from its DOT.
    const stray = one<{ n: number }>(
      db,
      `SELECT count(*) AS n FROM listing_credentials lc JOIN companies c ON c.id = lc.company_id
        WHERE lc.kind = 'dot_prequalified'
          AND (lc.state <> c.state OR lc.issuer NOT LIKE '% Department of Transportation')`,
    );
    expect(stray.n).toBe(0);
    expect(
      one<{ n: number }>(db, `SELECT count(*) AS n FROM services WHERE name = 'DOT Certified'`).n,
    ).toBe(0);
  });

  it("keeps tier_rank in step with the subscription tier", () => {
    const bad = one<{ n: number }>(
      db,
      `SELECT count(*) AS n FROM companies
        WHERE tier_rank != CASE subscription_tier WHEN 'vip' THEN 2 WHEN 'premium' THEN 1 ELSE 0 END
           OR (subscription_tier != 'free' AND is_claimed = 0)`,
    );
    expect(bad.n).toBe(0);
  });

  it("has 50 state resources with https links", () => {
    const rows = all<{ standards_url: string; specifications_url: string }>(
      db,
      "SELECT standards_url, specifications_url FROM state_resources",
    );
    expect(rows).toHaveLength(50);
    for (const r of rows) {
      expect(r.standards_url).toMatch(/^https:\/\//);
      expect(r.specifications_url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+(\/[^\s;()]*)?\/$/);
    }
  });

  it("has at least 8 published posts covering the four categories, plus one draft", () => {
    const published = all<{ category: string }>(
      db,
      "SELECT category FROM blog_posts WHERE is_published = 1 AND published_at IS NOT NULL",
    );
    expect(published.length).toBeGreaterThanOrEqual(8);
    expect(new Set(published.map((p) => p.category))).toEqual(new Set(BLOG_CATEGORIES));
    const drafts = all<{ published_at: number | null }>(
      db,
      "SELECT published_at FROM blog_posts WHERE is_published = 0",
    );
    expect(drafts).toHaveLength(1);
    expect(drafts[0].published_at).toBeNull();
  });

  it("generates identical output twice", () => {
    expect(generateStripingCompanies(831)).toEqual(generateStripingCompanies(831));
    expect(generateMaterialsCompanies()).toEqual(generateMaterialsCompanies());
    const targets = Array.from({ length: 831 }, (_, i) => ({ id: i + 1 }));
    expect(generateReviews(targets, 831)).toEqual(generateReviews(targets, 831));
    expect(generateMaterialsReviews(targets.slice(0, 23), 831)).toEqual(
      generateMaterialsReviews(targets.slice(0, 23), 831),
    );
    expect(generateBlogPosts()).toEqual(generateBlogPosts());
    expect(generateStateResources()).toEqual(generateStateResources());
    expect(generateStripingCompanies(831, 7)).not.toEqual(generateStripingCompanies(831));
  });

  it("seeds an identical database twice", () => {
    const other = freshDb("seed-again.db");
    seedDatabase(other);
    for (const table of [
      "companies",
      "services",
      "company_services",
      "reviews",
      "state_resources",
      "blog_posts",
    ]) {
      const sql = `SELECT * FROM ${table} ORDER BY 1, 2`;
      expect(all(other, sql)).toEqual(all(db, sql));
    }
  });
});
