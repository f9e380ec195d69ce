/**
 * Home's Location, its service box and the quick search understand places as browse does
 * (decision 016), through the one search model.
 */
import { describe, expect, it } from "vitest";
import { args } from "~/tests/support/route-call";
import { insertCompany } from "~/tests/support/factories";
import { findCompanies } from "~/models/directory/company-query.server";
import { parsePlace } from "~/models/search/place.server";
import * as home from "~/routes/directory/_index/route";
import * as quickSearch from "~/routes/directory/quick-search";

type HomeData = Awaited<ReturnType<typeof home.loader>>;
const homeAt = async (query: string) => (await home.loader(args("GET", `/?${query}`))) as HomeData;

const dallas = parsePlace("Dallas, TX")!;
const point = dallas.kind === "point" ? dallas.point : { latitude: 0, longitude: 0 };
/** A point `miles` north of Dallas. */
const north = (miles: number) => ({
  latitude: point.latitude + miles / 69.05,
  longitude: point.longitude,
});

describe("home by place", () => {
  it.each([
    ["location=Dallas%2C+TX", "Dallas, TX"],
    ["location=dallas", "Dallas, TX"],
    ["location=75201", "Dallas, TX 75201"],
    ["location=Plano", "Plano, TX"],
    ["q=parking+lot+striping+dallas", "Dallas, TX"],
  ])("%s lists the companies within 50 miles of %s, nearest first", async (query, label) => {
    insertCompany({ ...north(2), name: "Home Place Striping", services: ["Parking Lot Striping"] });
    const page = await homeAt(query);
    expect(page.near).toMatchObject({ label, radiusMiles: 50, sort: "distance" });
    expect(page.results.length).toBeGreaterThan(0);
    const miles = page.results.map((r) => r.distanceMiles!);
    expect(miles.every((m) => m <= 50)).toBe(true);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(page.found.n).toBeGreaterThanOrEqual(page.results.length);
  });

  it("the rest of the service box still filters: 'parking lot striping dallas'", async () => {
    const page = await homeAt("q=parking+lot+striping+dallas&radius=25");
    expect(page.near?.radiusMiles).toBe(25);
    for (const r of page.results) {
      expect(r.services.join(" ").toLowerCase()).toContain("parking lot striping");
    }
  });

  it("a state is the state filter; an unreadable place gets a suggestion", async () => {
    const ohio = await homeAt("location=Ohio");
    expect(ohio.near).toBeUndefined();
    expect(ohio.results.every((r) => r.state === "OH")).toBe(true);
    const typo = await homeAt("location=dalas");
    expect(typo.unknownPlace).toMatchObject({ text: "dalas", suggestion: "Dallas, TX" });
  });

  it("a search box that finds nothing suggests the place its last word may mean", async () => {
    const page = await homeAt("q=striping+dalas");
    expect(page.found.n).toBe(0);
    expect(page.unknownPlace).toEqual({
      text: "dalas",
      suggestion: "Dallas, TX",
      param: "q",
      value: "striping Dallas, TX",
    });
    const res = (await quickSearch.loader(args("GET", "/quick-search?q=dalas"))) as Response;
    expect(await res.json()).toMatchObject({
      didYouMean: { label: "Dallas, TX", search: "Dallas, TX" },
    });
  });

  it("nothing within the radius: the nearest beyond it, nearest first", () => {
    // Out in the Gulf of Mexico: no listing within 10 miles, Houston and New Orleans beyond.
    const gulf = { latitude: 27.5, longitude: -91 };
    const near = { center: gulf, label: "the Gulf", radiusMiles: 10, sort: "distance" as const };
    const result = findCompanies("striping", { filter: {}, near, page: 3, pageSize: 12 });
    expect(result).toMatchObject({ found: { n: 0, more: false }, page: 1, pageCount: 1 });
    const miles = result.beyond.map((r) => r.distanceMiles!);
    expect(miles).toHaveLength(3);
    expect(miles.every((m) => m > 10)).toBe(true);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
  });
});

describe("quick search by place", () => {
  it("'Plano' suggests the nearest companies with their distance", async () => {
    insertCompany({ ...north(18), name: "Quick Plano Lines" });
    const res = (await quickSearch.loader(args("GET", "/quick-search?q=Plano"))) as Response;
    const body = (await res.json()) as {
      near: { label: string; radiusMiles: number };
      results: { distanceMiles: number }[];
    };
    expect(body.near).toEqual({ label: "Plano, TX", radiusMiles: 50 });
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((r) => r.distanceMiles <= 50)).toBe(true);
  });

  it("a name without a place is matched as text", async () => {
    const res = (await quickSearch.loader(args("GET", "/quick-search?q=striping"))) as Response;
    const body = (await res.json()) as { near?: unknown; results: unknown[] };
    expect(body.near).toBeUndefined();
    expect(body.results.length).toBeGreaterThan(0);
  });
});

describe("landing pages by city", () => {
  it("a service page counts its own listings in each city, not every listing there", async () => {
    const serviceRoute = await import("~/routes/directory/striping-companies.$state.$service");
    const stateRoute = await import("~/routes/directory/striping-companies.$state._index");
    const page = (await serviceRoute.loader(
      args("GET", "/striping-companies/ohio/dot-certified", {
        params: { state: "ohio", service: "dot-certified" },
      }),
    )) as Awaited<ReturnType<typeof serviceRoute.loader>>;
    const state = (await stateRoute.loader(
      args("GET", "/striping-companies/ohio", { params: { state: "ohio" } }),
    )) as Awaited<ReturnType<typeof stateRoute.loader>>;
    const inCities = page.cityLinks.reduce((sum, c) => sum + Number(c.count), 0);
    expect(inCities).toBeGreaterThan(0);
    // Every listing the service page counts in a city is one of its own.
    expect(inCities).toBeLessThanOrEqual(page.found.n);
    expect(page.cityLinks.map((c) => c.label)).toEqual(
      expect.arrayContaining(page.companies.map((c) => c.location).slice(0, 1)),
    );
    expect(inCities).toBeLessThan(state.cityLinks.reduce((sum, c) => sum + Number(c.count), 0));
  });

  it("list the state's cities with their listing counts, linking to the page near each", async () => {
    const stateRoute = await import("~/routes/directory/striping-companies.$state._index");
    const load = async (query: string) =>
      (await stateRoute.loader(
        args("GET", `/striping-companies/texas${query}`, { params: { state: "texas" } }),
      )) as Awaited<ReturnType<typeof stateRoute.loader>>;
    const page = await load("");
    expect(page.cityLinks.length).toBeGreaterThan(3);
    const first = page.cityLinks[0];
    expect(first.path).toBe(
      `/striping-companies/texas?${new URLSearchParams({ near: `${first.label}, TX` })}`,
    );
    expect(Number(first.count)).toBeGreaterThan(0);
    const near = await load("?near=Dallas%2C+TX");
    expect(near.near).toEqual({ label: "Dallas, TX", radiusMiles: 50 });
    const miles = near.companies.map((c) => c.distanceMiles!);
    expect(miles.length).toBeGreaterThan(0);
    expect(miles.every((m) => m <= 50)).toBe(true);
    expect(near.companies.every((c) => c.state === "TX")).toBe(true);
  });
});
