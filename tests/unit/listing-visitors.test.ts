/**
 * A visitor counts once per listing, kind and day (decision 040): 20 page
 * loads and 20 `/out/…/call` hits from one client are one view and one call; another client
 * (address or browser) counts again, and so does the same one tomorrow. No address is kept.
 */
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { encodeListingEvent, LISTING_EVENT_HEADER, type ListingEvent } from "~/lib/listing-events";
import { writeStatsBatch } from "~/models/listings/listing-stats.server";
import { ListingStats } from "~/server/middleware/listing-stats.server";
import { VisitorDay } from "~/server/middleware/listing-visitors.server";
import { insertCompany } from "~/tests/support/factories";
import { listen } from "~/tests/support/listen";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const OTHER_BROWSER =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15";

type Row = { views: number; appearances: number; calls: number };
const totals = (companyId: number): Row =>
  getDb()
    .$client.prepare(
      `SELECT coalesce(sum(views), 0) AS views, coalesce(sum(appearances), 0) AS appearances,
              coalesce(sum(calls), 0) AS calls FROM listing_stats WHERE company_id = ?`,
    )
    .get(companyId) as Row;

describe("counting each visitor once a day", () => {
  let base: string;
  let close: () => void;
  let counter: ListingStats;
  const a = { id: 0 };
  const b = { id: 0 };
  const c = { id: 0 };

  beforeAll(async () => {
    a.id = insertCompany().id;
    b.id = insertCompany().id;
    c.id = insertCompany().id;
    counter = new ListingStats({
      flushMs: 60_000,
      isPrimary: () => true,
      write: writeStatsBatch,
      send: async () => {},
      // As server.ts resolves the client's address; here a header stands for another address.
      clientAddress: (req) => req.get("x-test-client") ?? req.ip ?? "unknown",
    });
    const app = express();
    app.use(counter.middleware());
    const mark = (res: express.Response, event: ListingEvent) =>
      res.setHeader(LISTING_EVENT_HEADER, encodeListingEvent(event));
    app.get("/company", (_req, res) => {
      mark(res, { kind: "view", companyId: a.id });
      res.type("html").send("<p>a listing</p>");
    });
    app.get("/out/call", (_req, res) => {
      mark(res, { kind: "call", companyId: a.id });
      res.redirect(302, "tel:5550100");
    });
    app.get("/results", (req, res) => {
      const ids = String(req.query.ids).split(",").map(Number);
      mark(res, { kind: "shown", companyIds: ids, term: "striping" });
      res.type("html").send("<p>results</p>");
    });
    ({ base, stop: close } = await listen(app));
  });
  afterAll(() => close());

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(base + path, {
      headers: { "User-Agent": BROWSER, ...headers },
      redirect: "manual",
    });
    await res.text();
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

  it("20 page loads and 20 call clicks from one client are one view and one call", async () => {
    for (let i = 0; i < 20; i++) {
      await get("/company");
      await get("/out/call");
    }
    await settle();
    await counter.flush();
    expect(totals(a.id)).toEqual({ views: 1, appearances: 0, calls: 1 });
  });

  it("another browser or another address is another visitor", async () => {
    await get("/company", { "User-Agent": OTHER_BROWSER });
    await get("/company", { "User-Agent": OTHER_BROWSER });
    await get("/company", { "X-Test-Client": "192.0.2.44" });
    await get("/company", { "X-Test-Client": "192.0.2.44" });
    await settle();
    await counter.flush();
    expect(totals(a.id).views).toBe(3);
  });

  it("a results page counts only the listings this visitor had not yet seen today", async () => {
    await get(`/results?ids=${a.id},${b.id}`);
    await get(`/results?ids=${a.id},${b.id}`);
    await get(`/results?ids=${b.id},${c.id}`);
    await settle();
    await counter.flush();
    expect([a, b, c].map((x) => totals(x.id).appearances)).toEqual([1, 1, 1]);
  });
});

describe("the visitors of the day", () => {
  it("count again the next day, and keep no address", () => {
    const seen = new VisitorDay("a-test-key");
    const visit = { address: "203.0.113.9", agent: BROWSER };
    const event = { kind: "view" as const, companyId: 7 };
    const monday = new Date("2026-11-23T10:00:00Z");
    expect(seen.firstTimeOnly(event, visit, monday)).toEqual(event);
    expect(seen.firstTimeOnly(event, visit, monday)).toBeUndefined();
    expect(seen.firstTimeOnly({ kind: "call", companyId: 7 }, visit, monday)).toBeDefined();
    expect(seen.firstTimeOnly(event, visit, new Date("2026-11-24T00:00:01Z"))).toEqual(event);
    const kept = JSON.stringify([...(seen as unknown as { seen: Set<string> }).seen]);
    expect(kept).not.toContain("203.0.113.9");
    expect(kept).not.toContain("Mozilla");
  });

  it("stays within its bound, dropping the oldest first", () => {
    const seen = new VisitorDay("a-test-key", 3);
    const at = new Date("2026-11-23T10:00:00Z");
    for (let i = 1; i <= 5; i++) {
      seen.firstTimeOnly({ kind: "view", companyId: i }, { address: "a", agent: "b" }, at);
    }
    expect(seen.size).toBe(3);
  });
});
