/**
 * Search words (decision 044): a company's name is searched as
 * text before it is read as a place, a state in the APIs' `near` is that state's listings, and
 * the wizard finds a listing by name, location or state, not by its description.
 */
import { describe, expect, it } from "vitest";
import { asResponse, call, signedInUser } from "~/tests/support/route-call";
import { insertCompany } from "~/tests/support/factories";
import * as browse from "~/routes/directory/browse/route";
import * as home from "~/routes/directory/_index/route";
import * as wizard from "~/routes/owners/add-company/route";
import * as listApi from "~/routes/api/api.companies._index";
import * as searchApi from "~/routes/api/api.companies.search";
import * as materialsSearchApi from "~/routes/api/api.materials.search";
import * as quickSearch from "~/routes/directory/quick-search";

const get = async (route: { loader: (a: never) => unknown }, url: string, cookie?: string) =>
  asResponse(await call(route.loader, "GET", url, { ip: "203.0.113.29", cookie }));

type Card = { name: string; location: string; state: string };
type Row = { name: string; state: string; description: string | null };

describe("a company's name is searched as text", () => {
  it("browse ?search=Keystone lists the Keystone companies and offers Keystone, FL", async () => {
    const res = await get(browse, "/browse?search=Keystone");
    const data = (await res.json()) as {
      near?: unknown;
      companies: Card[];
      otherReading?: { label: string; href: string };
    };
    expect(data.near).toBeUndefined();
    expect(data.companies.length).toBeGreaterThanOrEqual(10);
    expect(data.companies.every((c) => c.name.includes("Keystone"))).toBe(true);
    expect(data.otherReading).toEqual({
      label: "Search near Keystone, FL instead",
      href: "/browse?search=Keystone%2C+FL#results",
    });
  });

  it("the quick search's dropdown offers the other reading too, opening browse", async () => {
    const names = (await (await get(quickSearch, "/quick-search?q=Keystone")).json()) as {
      otherReading?: { label: string; href: string };
    };
    expect(names.otherReading).toEqual({
      label: "Search near Keystone, FL instead",
      href: "/browse?search=Keystone%2C+FL#results",
    });
    const place = (await (await get(quickSearch, "/quick-search?q=Keystone%2C+FL")).json()) as {
      otherReading?: { label: string; href: string };
    };
    expect(place.otherReading).toEqual({
      label: "Search for 'Keystone' in names instead",
      href: "/browse?search=Keystone&as=text#results",
    });
  });

  it.each(["Eagle", "Liberty", "Summit", "Apex", "Superior"])(
    "browse ?search=%s lists companies named so",
    async (word) => {
      const data = (await (await get(browse, `/browse?search=${word}`)).json()) as {
        near?: unknown;
        companies: Card[];
      };
      expect(data.near).toBeUndefined();
      expect(data.companies.length).toBeGreaterThan(0);
      expect(data.companies[0].name).toContain(word);
    },
  );

  it("'Keystone, FL' is a place, and offers the names instead", async () => {
    const data = (await (await get(browse, "/browse?search=Keystone%2C+FL")).json()) as {
      near?: { label: string };
      otherReading?: { label: string; href: string };
    };
    expect(data.near?.label).toBe("Keystone, FL");
    expect(data.otherReading).toEqual({
      label: "Search for 'Keystone' in names instead",
      href: "/browse?search=Keystone&as=text#results",
    });
    const names = (await (await get(browse, "/browse?search=Keystone&as=text")).json()) as {
      near?: unknown;
      companies: Card[];
    };
    expect(names.near).toBeUndefined();
    expect(names.companies[0].name).toContain("Keystone");
  });

  it("a city no listing is named after away from it stays a place ('Plano', 'Dallas')", async () => {
    for (const [word, label] of [
      ["Plano", "Plano, TX"],
      ["Dallas", "Dallas, TX"],
    ]) {
      const data = (await (await get(browse, `/browse?search=${word}`)).json()) as {
        near?: { label: string };
        otherReading?: { label: string };
      };
      expect(data.near?.label).toBe(label);
      expect(data.otherReading?.label).toBe(`Search for '${word}' in names instead`);
    }
  });

  it("home's 'Service or company' box reads a name the same way", async () => {
    const data = (await (await get(home, "/?q=Keystone")).json()) as {
      near?: unknown;
      results: Card[];
      otherReading?: { label: string; href: string };
    };
    expect(data.near).toBeUndefined();
    expect(data.results[0].name).toContain("Keystone");
    expect(data.otherReading).toEqual({
      label: "Search near Keystone, FL instead",
      href: "/?q=Keystone%2C+FL#results",
    });
  });
});

describe("a state in near=", () => {
  it.each(["Texas", "tx", "TX"])("/api/companies?near=%s answers the Texas listings", async (s) => {
    const res = await get(listApi, `/api/companies?near=${s}&limit=50`);
    expect(res.status).toBe(200);
    const rows = (await res.json()) as Row[];
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((r) => r.state === "TX")).toBe(true);
    expect(Number(res.headers.get("X-Total-Count"))).toBeGreaterThan(5);
  });

  it("/api/companies/search?near=Texas answers the Texas listings", async () => {
    const res = await get(searchApi, "/api/companies/search?near=Texas");
    expect(res.status).toBe(200);
    const rows = (await res.json()) as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.state === "TX")).toBe(true);
  });

  it("/api/materials/search?near=Texas answers 200 with Texas suppliers only", async () => {
    const res = await get(materialsSearchApi, "/api/materials/search?near=Texas");
    expect(res.status).toBe(200);
    const rows = (await res.json()) as Row[];
    expect(rows.every((r) => r.state === "TX")).toBe(true);
  });

  it("a place we cannot read is still a 400 that names a state as an answer", async () => {
    const res = await get(listApi, "/api/companies?near=Nowhereville");
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('a state (\\"Texas\\")');
  });
});

describe("the wizard's search", () => {
  it("'CA' finds listings by name, location or state, never by description alone", async () => {
    const only = insertCompany({
      name: "Zeta Wizard Described",
      location: "Orlando",
      state: "FL",
      description: "We serve CA and beyond",
    });
    const user = await signedInUser("wizard");
    const res = await get(wizard, "/add-company?step=search&q=CA", user.cookie);
    const data = (await res.json()) as {
      search: { found: string; results: Card[] };
    };
    expect(data.search.results.length).toBeGreaterThan(0);
    for (const r of data.search.results) {
      expect(`${r.name} ${r.location} ${r.state}`.toLowerCase()).toContain("ca");
    }
    const described = await get(wizard, "/add-company?step=search&q=beyond", user.cookie);
    const none = (await described.json()) as { search: { results: Card[] } };
    expect(none.search.results.map((r) => r.name)).not.toContain(only.name);
  });
});
