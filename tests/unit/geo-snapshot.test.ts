/**
 * The kept places of a directory (decision 037) answer a search by place exactly as the indexed
 * box does, and follow every write that adds, moves, ranks, reviews, unlists or deletes a
 * listing at once. The writes go through a second connection, as LiteFS applies replicated
 * pages on a replica: nothing in this process hears of them but the data.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { secondConnection } from "~/tests/support/elsewhere";
import {
  indexedMatches,
  nearMatches,
  nearSlice,
  nearWithin,
} from "~/models/search/company-near.server";
import { placedWithin } from "~/models/search/geo-snapshot.server";
import type { NearSort } from "~/lib/company-filters";
import type { Point } from "~/lib/geo";

const { elsewhere, connection: other } = secondConnection();

const dallas = { latitude: 32.7767, longitude: -96.797 };
const seattle = { latitude: 47.6062, longitude: -122.3321 };
const SORTS: NearSort[] = ["distance", "recommended", "rating", "reviews"];

const search = (center: Point, radiusMiles: number, sort: NearSort = "distance") => ({
  center,
  radiusMiles,
  sort,
});

/** Ids and distances, in order: what a page of results is made of. */
const shown = (rows: { id: number; distanceMiles: number }[]) =>
  rows.map((r) => [r.id, r.distanceMiles]);

/** The kept places answer as the index does, for every order. */
function expectSameAsIndex(center: Point, miles: number) {
  for (const sort of SORTS) {
    const kept = nearMatches("striping", {}, search(center, miles, sort));
    expect(shown(kept)).toEqual(shown(indexedMatches("striping", {}, search(center, miles, sort))));
  }
}

const ids = (center: Point, miles: number, sort: NearSort = "distance") =>
  nearMatches("striping", {}, search(center, miles, sort)).map((r) => r.id);

describe("the kept places", () => {
  it("are kept for a database file, outside a write transaction", () => {
    expect(placedWithin("striping", dallas, 50, 51)).toBeDefined();
    const inside = getDb().$client.transaction(() => placedWithin("striping", dallas, 50, 51));
    expect(inside()).toBeUndefined();
  });

  it.each([
    ["Dallas", dallas],
    ["Seattle", seattle],
    ["New York", { latitude: 40.7128, longitude: -74.006 }],
    ["Anchorage", { latitude: 61.2181, longitude: -149.9003 }],
    ["Honolulu", { latitude: 21.3069, longitude: -157.8583 }],
  ])("give the same listings, distances and order as the index around %s", (_, center) => {
    for (const miles of [10, 50, 250, 1000]) expectSameAsIndex(center, miles);
    expect(ids(center, 1000).length).toBeGreaterThan(0);
  });

  it("give each page the slice of the whole order, ordering only up to the page", () => {
    for (const sort of SORTS) {
      const whole = nearMatches("striping", {}, search(dallas, 250, sort));
      expect(whole.length).toBeGreaterThan(45);
      for (const offset of [0, 20, 40, whole.length - 5, whole.length]) {
        const within = nearWithin("striping", {}, search(dallas, 250, sort));
        expect(shown(nearSlice(within, sort, offset, 20))).toEqual(
          shown(whole.slice(offset, offset + 20)),
        );
      }
    }
  });

  it("show a listing added, moved, re-ranked, reviewed, unlisted and deleted elsewhere at once", () => {
    const slug = `geo-kept-${Date.now()}`;
    const { lastInsertRowid } = elsewhere(
      `insert into companies (directory, slug, name, location, state, latitude, longitude)
       values ('striping', ?, 'Geo Kept Striping', 'Dallas', 'TX', 32.78, -96.80)`,
      slug,
    );
    const id = Number(lastInsertRowid);
    expect(ids(dallas, 10)).toContain(id);
    expectSameAsIndex(dallas, 50);

    elsewhere("update companies set latitude = 47.61, longitude = -122.33 where id = ?", id);
    expect(ids(dallas, 50)).not.toContain(id);
    expect(ids(seattle, 10)).toContain(id);

    elsewhere("update companies set latitude = 32.78, longitude = -96.80 where id = ?", id);
    elsewhere("update companies set tier_rank = 2, search_priority = 1000 where id = ?", id);
    expect(ids(dallas, 50, "recommended")[0]).toBe(id);
    expectSameAsIndex(dallas, 50);

    // Its figures, as the tally triggers write them when reviews come in (kind 'review').
    elsewhere("update companies set tier_rank = 0, search_priority = 0 where id = ?", id);
    elsewhere("update companies set total_reviews = 5000, average_rating = 4.9 where id = ?", id);
    expect(ids(dallas, 50, "reviews")[0]).toBe(id);
    expectSameAsIndex(dallas, 50);

    elsewhere("update companies set directory = 'hidden-striping' where id = ?", id);
    expect(ids(dallas, 50)).not.toContain(id);
    elsewhere("update companies set directory = 'striping' where id = ?", id);
    expect(ids(dallas, 50)).toContain(id);

    elsewhere("delete from reviews where company_id = ?", id);
    elsewhere("delete from companies where id = ?", id);
    expect(ids(dallas, 50)).not.toContain(id);
    expectSameAsIndex(dallas, 50);
  });

  it("read the directory again when the change log has more than its reader sorts out", () => {
    ids(dallas, 50); // kept now
    const move = other().transaction(() => {
      for (let i = 0; i < 600; i++) {
        elsewhere(
          `insert into companies (directory, slug, name, location, state, latitude, longitude)
           values ('striping', ?, 'Geo Bulk Striping', 'Plano', 'TX', 33.02, -96.70)`,
          `geo-bulk-${Date.now()}-${i}`,
        );
      }
    });
    move();
    const plano = { latitude: 33.0198, longitude: -96.6989 };
    expect(ids(plano, 1).length).toBeGreaterThanOrEqual(600);
    expectSameAsIndex(plano, 25);
    elsewhere("delete from companies where slug like 'geo-bulk-%'");
    expect(ids(plano, 1).length).toBeLessThan(600);
    expectSameAsIndex(plano, 25);
  });
});
