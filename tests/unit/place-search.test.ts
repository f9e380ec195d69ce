/**
 * Search by place (decision 016): places as people type them, the
 * distance search behind /browse, and `near` on the list and search APIs.
 */
import { describe, expect, it } from "vitest";
import { call } from "~/tests/support/route-call";
import { insertCompany } from "~/tests/support/factories";
import { parsePlace, splitPlace, suggestPlace } from "~/models/search/place.server";
import { resolveBrowse } from "~/models/search/browse-query.server";
import { readBrowseParams } from "~/lib/company-filters";
import * as listApi from "~/routes/api/api.companies._index";
import * as searchApi from "~/routes/api/api.companies.search";

const get = (route: { loader: (a: never) => unknown }, url: string) =>
  call(route.loader, "GET", url, { ip: "203.0.113.9" });

describe("places as people type them", () => {
  it.each([
    ["Dallas", "Dallas, TX"],
    ["Dallas, TX", "Dallas, TX"],
    ["dallas tx", "Dallas, TX"],
    ["DALLAS, Texas", "Dallas, TX"],
    ["Plano", "Plano, TX"],
    ["st louis, mo", "St. Louis, MO"],
    ["75201", "Dallas, TX 75201"],
  ])("%s is %s", (typed, label) => {
    expect(parsePlace(typed)).toMatchObject({ kind: "point", label });
  });

  it("a state name or code is a state", () => {
    expect(parsePlace("texas")).toEqual({ kind: "state", label: "Texas", state: "TX" });
    expect(parsePlace("TX")).toMatchObject({ kind: "state", state: "TX" });
  });

  it("a query ending with a place splits into the place and the rest", () => {
    expect(splitPlace("parking lot striping dallas")).toMatchObject({
      place: { label: "Dallas, TX" },
      rest: "parking lot striping",
    });
    expect(splitPlace("thermoplastic in Fort Worth, TX")).toMatchObject({
      place: { label: "Fort Worth, TX" },
      rest: "thermoplastic",
    });
    expect(splitPlace("road striping")).toEqual({});
  });

  it("a misspelt place gets a suggestion", () => {
    expect(parsePlace("dalas")).toBeUndefined();
    expect(suggestPlace("dalas")).toBe("Dallas, TX");
    expect(suggestPlace("zzqxv")).toBeUndefined();
  });

  it("browse reads its place from the search box or the Location field", () => {
    const basic = resolveBrowse(
      readBrowseParams(new URLSearchParams("search=striping+plano&radius=25")),
    );
    expect(basic.near).toMatchObject({ label: "Plano, TX", radiusMiles: 25, sort: "distance" });
    expect(basic.filter.text).toBe("striping");
    const advanced = resolveBrowse(
      readBrowseParams(new URLSearchParams("advanced=1&location=dalas")),
    );
    expect(advanced.unknownPlace).toEqual({
      text: "dalas",
      suggestion: "Dallas, TX",
      param: "location",
      value: "Dallas, TX",
    });
    const state = resolveBrowse(readBrowseParams(new URLSearchParams("advanced=1&location=Ohio")));
    expect(state.filter.state).toBe("OH");
  });
});

describe("near on the APIs", () => {
  const plano = parsePlace("Plano, TX")!;
  const at = (dLatMiles: number) =>
    plano.kind === "point"
      ? { latitude: plano.point.latitude + dLatMiles / 69.05, longitude: plano.point.longitude }
      : {};

  it("answers the listings within the radius, nearest first, with distanceMiles", async () => {
    const close = insertCompany({ ...at(3), name: "Near Plano Lines" });
    const far = insertCompany({ ...at(40), name: "Forty Miles Lines" });
    const res = await get(listApi, "/api/companies?near=Plano%2C+TX&radius=25");
    expect(res.status).toBe(200);
    const rows = (await res.json()) as { id: number; distanceMiles: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.distanceMiles <= 25)).toBe(true);
    const distances = rows.map((r) => r.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(rows.find((r) => r.id === close.id)?.distanceMiles).toBeCloseTo(3, 0);
    expect(rows.some((r) => r.id === far.id)).toBe(false);
    expect(Number(res.headers.get("X-Total-Count"))).toBe(rows.length);

    const search = await get(searchApi, "/api/companies/search?q=Lines&near=75075&radius=50");
    const found = (await search.json()) as { id: number; name: string }[];
    expect(found.map((r) => r.id)).toEqual(expect.arrayContaining([close.id, far.id]));
  });

  it("a place it cannot read is a 400 that says what it understands", async () => {
    const res = await get(searchApi, "/api/companies/search?near=dalas");
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; suggestion: string };
    expect(body.message).toContain('We couldn\'t find the place "dalas"');
    expect(body.suggestion).toBe("Dallas, TX");
  });
});
