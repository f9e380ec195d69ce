/**
 * Kept aggregates (decision 035) stay until a content write may change them: a write no page
 * shows keeps them all, a review keeps what it cannot change (a state's cities, the directory's
 * sizes), a listing's change drops its own state's and directory's. The writes go through a
 * second connection, as LiteFS applies replicated pages on a replica: nothing in this process
 * hears of them but the data.
 */
import { describe, expect, it } from "vitest";
import { secondConnection } from "~/tests/support/elsewhere";
import { directorySize } from "~/models/directory/companies.server";
import { topRankedListings } from "~/models/search/company-search.server";
import { featuredVipListings } from "~/models/directory/featured.server";
import { cityCounts } from "~/models/directory/landing-pages.server";
import { countMatches } from "~/models/directory/company-counts.server";
import { memoByVersion } from "~/freshness/memo.server";
import { readState } from "~/freshness/reads.server";
import { insertCompany } from "~/tests/support/factories";

const { elsewhere, connection: other } = secondConnection();

let sets = 0;
/** Two kept values of the test's own (one untagged, one tagged `state:WY`), and how often each was computed. */
function counted() {
  const runs = { untagged: 0, wyoming: 0 };
  const set = ++sets;
  return {
    runs,
    untagged: () => memoByVersion(`test:untagged:${set}`, () => ++runs.untagged),
    // Its computation records what it read (decision 047).
    wyoming: () =>
      memoByVersion(`test:wyoming:${set}`, () => {
        readState("WY");
        return ++runs.wyoming;
      }),
  };
}

describe("aggregates kept across writes", () => {
  it("keeps everything through a write no page shows, on any connection", () => {
    const { runs, untagged, wyoming } = counted();
    untagged();
    wyoming();
    elsewhere(
      "insert into contact_messages (name, email, subject, message) values ('Memo', 'memo@example.com', 'Hi', 'A question about lines.')",
    );
    untagged();
    wyoming();
    expect(runs).toEqual({ untagged: 1, wyoming: 1 });
  });

  it("a review drops what has no tags and keeps a state's cities and the sizes", () => {
    const wy = insertCompany({ name: "Memo Plains Striping", state: "WY", location: "Casper" });
    const { runs, untagged, wyoming } = counted();
    untagged();
    wyoming();
    const cities = cityCounts("WY");
    const size = directorySize("striping", "WY");
    elsewhere(
      `insert into reviews (company_id, customer_name, rating, title, content)
       values (?, 'Memo Tester', 5, 'Great', 'Straight lines, on time.')`,
      wy.id,
    );
    untagged();
    wyoming();
    expect(runs).toEqual({ untagged: 2, wyoming: 1 });
    expect(cityCounts("WY")).toBe(cities); // the very value kept, not a new read
    expect(directorySize("striping", "WY")).toBe(size);
  });

  it("a listing added in another state keeps Wyoming's; one added in Wyoming shows at once", () => {
    const { runs, wyoming } = counted();
    wyoming();
    const before = cityCounts("WY").find((c) => c.city === "Cheyenne")?.n ?? 0;
    const sizeBefore = directorySize("striping", "WY");
    elsewhere(
      "insert into companies (directory, slug, name, location, state) values ('striping', 'memo-oh-1', 'Memo Ohio Lines', 'Dayton', 'OH')",
    );
    wyoming();
    expect(runs.wyoming).toBe(1);
    elsewhere(
      "insert into companies (directory, slug, name, location, state) values ('striping', 'memo-wy-1', 'Memo Wyoming Lines', 'Cheyenne', 'WY')",
    );
    wyoming();
    expect(runs.wyoming).toBe(2);
    expect(cityCounts("WY").find((c) => c.city === "Cheyenne")?.n).toBe(before + 1);
    expect(directorySize("striping", "WY")).toBe(sizeBefore + 1);
  });

  it("a listing moving out of Wyoming drops Wyoming's counts too", () => {
    const size = directorySize("striping", "WY");
    const cheyenne = () => cityCounts("WY").find((c) => c.city === "Cheyenne")?.n ?? 0;
    const before = cheyenne();
    elsewhere("update companies set state = 'MT' where slug = 'memo-wy-1'");
    expect(directorySize("striping", "WY")).toBe(size - 1);
    expect(cheyenne()).toBe(before - 1);
  });

  it("home's featured listings and top ten are kept through other writes and follow a listing's change at once", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    const vip = insertCompany({ name: "Memo Featured Lines", subscriptionTier: "vip" });
    const featured = featuredVipListings(now, 100);
    const top = topRankedListings("striping", 10);
    expect(featured.map((c) => c.id)).toContain(vip.id);
    elsewhere(
      "insert into contact_messages (name, email, subject, message) values ('Memo', 'memo@example.com', 'Hi', 'Another question.')",
    );
    expect(featuredVipListings(now, 100)).toBe(featured);
    expect(topRankedListings("striping", 10)).toBe(top);

    // Its plan ends: off the featured list, and off the top ten it led.
    elsewhere("update companies set search_priority = 1000000 where id = ?", vip.id);
    expect(topRankedListings("striping", 10)[0].id).toBe(vip.id);
    elsewhere(
      "update companies set subscription_tier = 'free', tier_rank = 0, search_priority = 0 where id = ?",
      vip.id,
    );
    expect(featuredVipListings(now, 100).map((c) => c.id)).not.toContain(vip.id);
    expect(topRankedListings("striping", 10).map((c) => c.id)).not.toContain(vip.id);
  });

  it("a filter's count is kept through other writes and follows a listing or a review at once", () => {
    const filter = { state: "WY", minRating: 4 };
    const found = countMatches("striping", filter);
    elsewhere(
      "insert into contact_messages (name, email, subject, message) values ('Memo', 'memo@example.com', 'Hi', 'A third question.')",
    );
    expect(countMatches("striping", filter)).toBe(found); // the very value kept

    const rated = insertCompany({ name: "Memo Rated Lines", state: "WY", location: "Laramie" });
    expect(countMatches("striping", filter).n).toBe(found.n); // no rating yet
    elsewhere(
      `insert into reviews (company_id, customer_name, rating, title, content)
       values (?, 'Memo Tester', 5, 'Great', 'Straight lines, on time.')`,
      rated.id,
    );
    const rating = Number(
      other().prepare("select average_rating from companies where id = ?").pluck().get(rated.id),
    );
    expect(countMatches("striping", filter).n).toBe(found.n + (rating >= 4 ? 1 : 0));
    elsewhere(
      "update companies set average_rating = 4.5, total_reviews = 2 where id = ?",
      rated.id,
    );
    expect(countMatches("striping", filter).n).toBe(found.n + 1);
    elsewhere("update companies set state = 'MT' where id = ?", rated.id);
    expect(countMatches("striping", filter).n).toBe(found.n);
  });
});
