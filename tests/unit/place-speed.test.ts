/**
 * A radius search at 100,000 listings reads the geo index and takes at most 5 ms of database
 * time; a state's cities are counted from their index alone (issue 12, points 7 and 8;
 * decision 016).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, migrateDatabase, openDatabase, setDb, type Db } from "../../db/client";
import { boxQuery } from "~/models/company-near.server";
import { findCompanies } from "~/models/company-query.server";
import { cityCounts } from "~/models/landing-pages.server";
import { parsePlace } from "~/models/place.server";

const LISTINGS = 100_000;
const dallas = (() => {
  const place = parsePlace("Dallas, TX");
  if (place?.kind !== "point") throw new Error("Dallas is not in the gazetteer");
  return place.point;
})();

let saved: Db;
let large: Db;
let file: string;

/**
 * 100,000 listings: 97% spread over the lower 48 states' box, 3% within about 50 miles of
 * Dallas (a dense metro, as the seed's are). Inserted through the real triggers (tallies, FTS).
 */
beforeAll(() => {
  saved = getDb();
  file = path.join(os.tmpdir(), `striping-large-${crypto.randomUUID()}.db`);
  large = openDatabase(file);
  migrateDatabase(large);
  const insert = large.$client.prepare(
    `INSERT INTO companies (directory, slug, name, location, state, latitude, longitude,
       average_rating, total_reviews, tier_rank)
     VALUES ('striping', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  large.$client.transaction(() => {
    for (let i = 0; i < LISTINGS; i++) {
      const metro = i % 33 === 0;
      const latitude = metro ? dallas.latitude + (random() - 0.5) * 1.4 : 25 + random() * 24;
      const longitude = metro ? dallas.longitude + (random() - 0.5) * 1.6 : -124 + random() * 57;
      const city = metro ? "Dallas" : `Town ${i % 500}`;
      insert.run(
        `listing-${i}`,
        `Listing ${i} Striping`,
        city,
        metro ? "TX" : ["TX", "CA", "FL", "OH"][i % 4],
        latitude,
        longitude,
        Math.round(random() * 50) / 10,
        Math.floor(random() * 40),
        i % 50 === 0 ? 1 : 0,
      );
    }
  })();
  large.$client.pragma("optimize");
  setDb(large);
}, 180_000);

afterAll(() => {
  setDb(saved);
  large?.$client.close();
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
});

function explain(db: Db, query: { sql: string; params: unknown[] }) {
  return (
    db.$client.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...query.params) as {
      detail: string;
    }[]
  )
    .map((r) => r.detail)
    .join(" | ");
}

/**
 * The best of several runs, in wall-clock milliseconds (the first warms SQLite's page cache).
 * Run beside the other test files on two cores, the best of a whole second of runs of this
 * 2 ms query once read 6.7 ms in CI, so `npm run test:unit` runs this file alone, after the
 * rest; it still keeps trying for up to three seconds to ride out a passing burst (one second
 * was not enough while another test run shared the machine). (Process CPU time would ignore
 * neighbours, but Linux counts it in scheduler ticks of 4 ms here.)
 */
function fastest(run: () => unknown, times = 7, patienceMs = 3_000) {
  let best = Infinity;
  const deadline = performance.now() + patienceMs;
  for (let i = 0; i < times || performance.now() < deadline; i++) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
    if (i >= times && best < 1) break;
  }
  return best;
}

describe("a radius search at 100,000 listings", () => {
  const near = { center: dallas, label: "Dallas, TX", radiusMiles: 50, sort: "distance" as const };

  it("reads the bounding box from companies_geo_idx alone", () => {
    const plan = explain(large, boxQuery("striping", {}, dallas, 50).toSQL());
    expect(plan).toMatch(
      /SEARCH companies USING COVERING INDEX companies_geo_idx \(directory=\? AND latitude>\? AND latitude<\?\)/,
    );
  });

  it("takes at most 5 ms of database time for the listings within 50 miles of Dallas", () => {
    const result = findCompanies("striping", { filter: {}, near, page: 1, pageSize: 20 });
    expect(result.found.n).toBeGreaterThan(2_000);
    expect(result.rows).toHaveLength(20);
    // The database's part: the box's light rows (the page's 20 full rows are a lookup by id).
    const box = boxQuery("striping", {}, dallas, 50, near.sort);
    const database = fastest(() => box.values(), 20);
    const whole = fastest(
      () => findCompanies("striping", { filter: {}, near, page: 1, pageSize: 20 }),
      20,
    );
    console.info(
      `radius 50 mi around Dallas at 100,000 listings (${result.found.n} within): ` +
        `database ${database.toFixed(2)} ms, whole search ${whole.toFixed(2)} ms`,
    );
    expect(database).toBeLessThanOrEqual(5);
  });

  it("counts a state's cities from their index alone, exactly", () => {
    const plan = explain(large, {
      sql: `SELECT location, count(*) FROM companies INDEXED BY companies_city_idx
        WHERE directory = 'striping' AND state = ? GROUP BY location`,
      params: ["TX"],
    });
    expect(plan).toMatch(/USING COVERING INDEX companies_city_idx/);
    const cities = cityCounts("TX");
    const dallasRow = cities.find((c) => c.city === "Dallas");
    expect(dallasRow?.n).toBe(Math.ceil(LISTINGS / 33));
    expect(cities[0]).toEqual(dallasRow);
    const ms = fastest(() => cityCounts("TX"));
    console.info(`cities of TX (about 27,000 listings): ${ms.toFixed(2)} ms`);
  });
});
