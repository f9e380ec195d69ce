import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { args } from "~/tests/support/route-call";
import { COUNT_WINDOW, countCompanies, FOUND_CAP } from "~/models/directory/company-counts.server";
import * as browse from "~/routes/directory/browse/route";
import * as home from "~/routes/directory/_index/route";
import * as quickSearch from "~/routes/directory/quick-search";

/**
 * What a visitor sees once the directory outgrows the count windows (decision 013), with the
 * windows narrowed below the 831 seeded listings instead of seeding 100,000.
 */
const saved = { ...COUNT_WINDOW };
beforeEach(() => Object.assign(COUNT_WINDOW, { lead: 700, scan: 700 }));
afterEach(() => Object.assign(COUNT_WINDOW, saved));

type BrowseData = Awaited<ReturnType<typeof browse.loader>>;

describe("a directory larger than the count windows", () => {
  it("browse says '500+' for a broad search and lists its first 25 pages", async () => {
    expect(countCompanies("striping", { text: "striping" })).toBeGreaterThan(FOUND_CAP);
    const page = (await browse.loader(
      args("GET", "/browse?search=striping&page=99"),
    )) as BrowseData;
    expect(page.found).toMatchObject({ n: FOUND_CAP, more: true });
    expect(page.pageCount).toBe(FOUND_CAP / 20);
    expect(page.params.page).toBe(FOUND_CAP / 20);
    expect(page.companies).toHaveLength(20);
  });

  it("browse keeps the exact total but lists the best-ranked 500 without a filter", async () => {
    const page = (await browse.loader(args("GET", "/browse?page=40"))) as BrowseData;
    expect(page.found).toEqual({ n: page.total, more: false, listed: FOUND_CAP });
    expect(page.params.page).toBe(FOUND_CAP / 20);
  });

  it("home and quick search show the capped count", async () => {
    const h = (await home.loader(args("GET", "/?q=striping"))) as Awaited<
      ReturnType<typeof home.loader>
    >;
    expect(h.found).toMatchObject({ n: FOUND_CAP, more: true });
    const res = (await quickSearch.loader(args("GET", "/quick-search?q=striping"))) as Response;
    expect(await res.json()).toMatchObject({ total: "500+" });
  });
});
