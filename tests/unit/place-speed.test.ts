/**
 * A radius search at 100,000 listings reads the geo index and takes at most 5 ms of database
 * time; a state's cities are counted from their index alone
 * (decision 016).
 */
import { describe, expect, it } from "vitest";
import type { Db } from "~/db/client";
import {
  fastest,
  gazetteerPlace,
  LISTINGS,
  seededRandom,
  withLargeDirectory,
} from "~/tests/support/large-directory";
import { boxQuery } from "~/models/search/company-near.server";
import { findCompanies } from "~/models/directory/company-query.server";
import { cityCounts } from "~/models/directory/landing-pages.server";

const dallas = gazetteerPlace("Dallas, TX").point;

/**
 * 100,000 listings: 97% spread over the lower 48 states' box, 3% within about 50 miles of
 * Dallas (a dense metro, as the seed's are).
 */
const large = withLargeDirectory("large", (client) => {
  const insert = client.prepare(
    `INSERT INTO companies (directory, slug, name, location, state, latitude, longitude,
       average_rating, total_reviews, tier_rank)
     VALUES ('striping', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const random = seededRandom(42);
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

describe("a radius search at 100,000 listings", () => {
  const near = { center: dallas, label: "Dallas, TX", radiusMiles: 50, sort: "distance" as const };

  it("reads the bounding box from companies_geo_idx alone", () => {
    const plan = explain(large(), boxQuery("striping", {}, dallas, 50).toSQL());
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
    const plan = explain(large(), {
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
