import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client";
import {
  decodeListingEvent,
  encodeListingEvent,
  LISTING_EVENT_HEADER,
  type ListingEvent,
} from "~/lib/listing-events";
import {
  insightDays,
  listingInsights,
  writeStatsBatch,
} from "~/models/listings/listing-stats.server";
import { ListingStats, sendToPrimary, signBatch } from "~/server/middleware/listing-stats.server";
import {
  ListingTally,
  parseStatsBatch,
  type StatsBatch,
} from "~/server/middleware/listing-tally.server";
import { PageCache } from "~/page-cache/page-cache.server";
import { insertCompany } from "~/tests/support/factories";
import { recordsAnyContent } from "~/tests/support/read-tags-helper";
import { listen } from "~/tests/support/listen";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const stats = (companyId: number) =>
  getDb()
    .$client.prepare("SELECT * FROM listing_stats WHERE company_id = ? ORDER BY day")
    .all(companyId) as { day: string; views: number; appearances: number; websites: number }[];

describe("the listing event header", () => {
  it("round-trips every kind and normalises the search term", () => {
    const events: ListingEvent[] = [
      { kind: "view", companyId: 7 },
      { kind: "call", companyId: 7 },
      { kind: "shown", companyIds: [1, 2, 3], term: "  Thermo   PLASTIC " },
    ];
    expect(events.map((e) => decodeListingEvent(encodeListingEvent(e)))).toEqual([
      { kind: "view", companyId: 7 },
      { kind: "call", companyId: 7 },
      { kind: "shown", companyIds: [1, 2, 3], term: "thermo plastic" },
    ]);
  });

  it("refuses anything malformed", () => {
    for (const value of [
      "",
      "view",
      "view 0",
      "view -1",
      "view 1.5",
      "view 1 x",
      "hack 3",
      "shown",
      "shown a,b",
      "shown 1 %E0%A4%A",
      42,
    ]) {
      expect(decodeListingEvent(value)).toBeUndefined();
    }
  });
});

describe("the in-memory tally", () => {
  it("adds per listing and day, hands everything over once, and takes batches back", () => {
    const tally = new ListingTally();
    const at = new Date("2026-11-25T10:00:00Z");
    tally.add({ kind: "view", companyId: 5 }, at);
    tally.add({ kind: "view", companyId: 5 }, at);
    tally.add({ kind: "website", companyId: 5 }, at);
    tally.add({ kind: "shown", companyIds: [5, 6], term: "paint" }, at);
    const batch = tally.take();
    expect(tally.size).toBe(0);
    expect(batch.days).toEqual([
      {
        companyId: 5,
        day: "2026-11-25",
        views: 2,
        appearances: 1,
        calls: 0,
        websites: 1,
        emails: 0,
      },
      {
        companyId: 6,
        day: "2026-11-25",
        views: 0,
        appearances: 1,
        calls: 0,
        websites: 0,
        emails: 0,
      },
    ]);
    expect(batch.terms).toHaveLength(2);
    tally.merge(batch);
    tally.merge(batch);
    expect(tally.take().days[0].views).toBe(4);
  });

  it("stops taking new keys past its bound", () => {
    const tally = new ListingTally(3);
    for (let id = 1; id <= 10; id++) tally.add({ kind: "view", companyId: id });
    expect(tally.size).toBe(3);
  });

  it("accepts only well-formed batches from a replica", () => {
    const good: StatsBatch = {
      days: [
        {
          companyId: 1,
          day: "2026-11-25",
          views: 1,
          appearances: 0,
          calls: 0,
          websites: 0,
          emails: 0,
        },
      ],
      terms: [{ companyId: 1, day: "2026-11-25", term: "paint", appearances: 2 }],
    };
    expect(parseStatsBatch(good)).toEqual(good);
    expect(parseStatsBatch({ days: [{ ...good.days[0], views: -1 }], terms: [] })).toBeUndefined();
    expect(parseStatsBatch({ days: [{ ...good.days[0], day: "x" }], terms: [] })).toBeUndefined();
    expect(parseStatsBatch({ days: "no", terms: [] })).toBeUndefined();
  });
});

describe("writing and reading insights", () => {
  it("adds a batch to the day's row in one go, skips unknown listings, and fills the 30 days", () => {
    const company = insertCompany();
    const today = insightDays(new Date())[29];
    const row = {
      companyId: company.id,
      day: today,
      views: 3,
      appearances: 2,
      calls: 1,
      websites: 0,
      emails: 1,
    };
    const ghost = { ...row, companyId: 99_999_999 };
    writeStatsBatch({
      days: [row, ghost],
      terms: [{ companyId: company.id, day: today, term: "paint", appearances: 2 }],
    });
    writeStatsBatch({ days: [row], terms: [] });
    expect(stats(company.id)).toMatchObject([{ day: today, views: 6, appearances: 4 }]);
    expect(stats(99_999_999)).toEqual([]);
    const [insights] = listingInsights([company.id]);
    expect(insights.days).toHaveLength(30);
    expect(insights.days[29]).toMatchObject({ day: today, views: 6, calls: 2, emails: 2 });
    expect(insights.totals).toMatchObject({ views: 6, appearances: 4, calls: 2, leads: 0 });
    expect(insights.terms).toEqual([{ term: "paint", appearances: 2 }]);
  });

  it("does not move the content counter, so the page cache keeps its pages", () => {
    const company = insertCompany();
    const content = () =>
      getDb()
        .$client.prepare(
          "SELECT (SELECT n FROM content_version) || '/' || (SELECT count(*) FROM content_changes)",
        )
        .pluck()
        .get();
    const before = content();
    writeStatsBatch({
      days: [
        {
          companyId: company.id,
          day: "2026-11-25",
          views: 1,
          appearances: 0,
          calls: 0,
          websites: 0,
          emails: 0,
        },
      ],
      terms: [],
    });
    expect(content()).toBe(before);
  });
});

describe("counting in the request path", () => {
  let base: string;
  let close: () => void;
  let counter: ListingStats;
  let cache: PageCache;
  let company: { id: number };
  const sent: StatsBatch[] = [];
  let primary = true;

  beforeAll(async () => {
    company = insertCompany();
    counter = new ListingStats({
      flushMs: 60_000,
      isPrimary: () => primary,
      write: writeStatsBatch,
      send: async (batch) => void sent.push(batch),
    });
    cache = new PageCache({ databaseFile: getDb().$client.name, routeCacheable: () => true });
    const app = express();
    app.post("/internal/listing-stats", ...counter.receiver("s3cret-s3cret-s3cret"));
    app.use(counter.middleware());
    app.use(cache.middleware());
    // Every handler here reads what any content change may move (decision 047).
    app.use(recordsAnyContent);
    app.get("/company", (_req, res) => {
      res.setHeader(
        LISTING_EVENT_HEADER,
        encodeListingEvent({ kind: "view", companyId: company.id }),
      );
      res.type("html").send("<p>a listing</p>");
    });
    app.get("/gone", (_req, res) => {
      res.setHeader(
        LISTING_EVENT_HEADER,
        encodeListingEvent({ kind: "view", companyId: company.id }),
      );
      res.status(404).send("no");
    });
    ({ base, stop: close } = await listen(app, cache));
  });
  afterAll(() => close());

  const get = async (path: string, agent = BROWSER) => {
    const res = await fetch(base + path, { headers: { "User-Agent": agent } });
    await res.text();
    // The count is taken on 'finish', just after the body went out.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return res.headers.get("x-cache");
  };

  // Visitors of their own: one visitor counts once a day (decision 040, listing-visitors.test.ts).
  const visitor = (n: number) => `${BROWSER} Edition/${n}`;

  it("counts a rendered page and a cached one; not bots, not errors; a flush keeps the cache warm", async () => {
    expect(await get("/company", visitor(1))).toBe("MISS");
    expect(await get("/company", visitor(2))).toBe("HIT");
    await get("/company", "Googlebot/2.1 (+http://www.google.com/bot.html)");
    await get("/company", "");
    await get("/gone", visitor(5));
    await counter.flush();
    expect(stats(company.id).reduce((n, r) => n + r.views, 0)).toBe(2);
    expect(await get("/company", visitor(3))).toBe("HIT");
  });

  it("on a replica, sends the counts on instead of writing them", async () => {
    primary = false;
    await get("/company", visitor(4));
    await counter.flush();
    primary = true;
    expect(sent).toHaveLength(1);
    // This visit and the cached one that closed the test before.
    expect(sent[0].days[0]).toMatchObject({ companyId: company.id, views: 2 });
  });

  it("the primary takes a signed batch from a replica and refuses an unsigned one", async () => {
    const before = stats(company.id).reduce((n, r) => n + r.views, 0);
    const day = new Date().toISOString().slice(0, 10);
    const batch: StatsBatch = {
      days: [
        { companyId: company.id, day, views: 5, appearances: 0, calls: 0, websites: 0, emails: 0 },
      ],
      terms: [],
    };
    const forged = await fetch(`${base}/internal/listing-stats`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Stats-Signature": signBatch("wrong", JSON.stringify(batch)),
      },
      body: JSON.stringify(batch),
    });
    expect(forged.status).toBe(403);
    const send = sendToPrimary({
      url: () => `${base}/internal/listing-stats`,
      secret: "s3cret-s3cret-s3cret",
    });
    await send(batch);
    await counter.flush();
    expect(stats(company.id).reduce((n, r) => n + r.views, 0)).toBe(before + 5);
  });

  it("a failed write keeps the counts for the next flush; stop() flushes the rest", async () => {
    const failing = new ListingStats({
      flushMs: 60_000,
      isPrimary: () => true,
      write: () => {
        throw new Error("disk full");
      },
      send: async () => {},
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    failing.count({ kind: "view", companyId: company.id });
    await failing.flush();
    expect(failing.tally.size).toBe(1);
    const writes: StatsBatch[] = [];
    const ok = new ListingStats({
      flushMs: 60_000,
      isPrimary: () => true,
      write: (b) => void writes.push(b),
      send: async () => {},
    }).start();
    ok.count({ kind: "call", companyId: company.id });
    await ok.stop();
    expect(writes).toHaveLength(1);
  });
});
