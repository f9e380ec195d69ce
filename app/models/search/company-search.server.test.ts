import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { insertCompany } from "~/tests/support/factories";
import { insertCredential } from "~/tests/support/credential-fixtures";
import { countCompanies } from "~/models/directory/company-counts.server";
import { searchCompanies } from "./company-search.server";

const all = { limit: 100_000, offset: 0 };

describe("search semantics", () => {
  it("matches a case-insensitive substring over name, location, state, description and services", () => {
    const c = insertCompany({
      name: "Quixotic Lines",
      location: "Marfa",
      description: "We paint zebraCrossings.",
    });
    for (const term of ["quixotic", "QUIXO", "xotic l", "marfa", "ZEBRACROSS"]) {
      expect(searchCompanies("striping", { text: term }, all).map((r) => r.id)).toContain(c.id);
    }
    expect(searchCompanies("striping", { text: "quixotix" }, all).map((r) => r.id)).not.toContain(
      c.id,
    );
  });

  it("handles two-character terms and special characters without error", () => {
    expect(countCompanies("striping", { text: "tx" })).toBeGreaterThan(0);
    expect(() => searchCompanies("striping", { text: `"%_'\\` }, all)).not.toThrow();
    expect(countCompanies("striping", { text: '"; DROP TABLE companies; --' })).toBe(0);
    expect(countCompanies("striping")).toBeGreaterThan(800);
  });

  it("home: location matches city or state, service-or-company matches name or services", () => {
    const c = insertCompany({
      name: "Ockham Pavement",
      location: "Blue Springs",
      state: "MO",
      services: ["Hydroblasting"],
    });
    const ids = (f: Parameters<typeof searchCompanies>[1]) =>
      searchCompanies("striping", f, all).map((r) => r.id);
    expect(ids({ location: "blue spr" })).toContain(c.id);
    expect(ids({ location: "MO" })).toContain(c.id);
    expect(ids({ location: "missouri" })).toContain(c.id);
    expect(ids({ location: "MISSO" })).toContain(c.id);
    expect(ids({ nameOrService: "ockham" })).toContain(c.id);
    expect(ids({ nameOrService: "hydroblast" })).toContain(c.id);
    // The location box does not look at names; the service box does not look at cities.
    expect(ids({ location: "ockham" })).not.toContain(c.id);
    expect(ids({ nameOrService: "blue springs" })).not.toContain(c.id);
  });

  it("filters by state and service category through the stored service names", () => {
    const airport = insertCompany({ state: "WY", services: ["Airport Markings"] });
    const thermo = insertCompany({ state: "WY", services: ["Thermoplastic"] });
    const ids = (f: Parameters<typeof searchCompanies>[1]) =>
      searchCompanies("striping", f, all).map((r) => r.id);
    expect(ids({ state: "WY", category: "Runway/Airport Striping" })).toContain(airport.id);
    expect(ids({ state: "WY", category: "Runway/Airport Striping" })).not.toContain(thermo.id);
    expect(ids({ category: "Thermoplastic Striping" })).toContain(thermo.id);
    const rows = searchCompanies("striping", { state: "WY" }, all);
    expect(rows.every((r) => r.state === "WY")).toBe(true);
  });

  it("advanced: chips match services by substring, rating is a threshold, certifications are credentials", () => {
    const a = insertCompany({
      services: ["Sealcoating & Maintenance"],
      averageRating: 4.5,
      totalReviews: 2,
      description: "Veteran Owned and proud.",
    });
    const b = insertCompany({ services: ["Road Striping"], averageRating: 3.9, totalReviews: 0 });
    const ids = (f: Parameters<typeof searchCompanies>[1]) =>
      searchCompanies("striping", f, all).map((r) => r.id);
    expect(ids({ serviceChips: ["Sealcoating"] })).toContain(a.id);
    expect(ids({ serviceChips: ["Sealcoating", "Road Marking"] })).not.toContain(b.id);
    expect(ids({ minRating: 4.5 })).toContain(a.id);
    expect(ids({ minRating: 4 })).not.toContain(b.id);
    expect(ids({ withReviews: true })).not.toContain(b.id);
    // Words in a description are no credential: only the records count.
    expect(ids({ certifications: ["Veteran Owned"] })).not.toContain(a.id);
    insertCredential(a.id, { kind: "veteran_owned" });
    expect(ids({ certifications: ["Veteran Owned"] })).toContain(a.id);
    expect(ids({ certifications: ["Veteran Owned"], verifiedOnly: true })).not.toContain(a.id);
    expect(ids({ certifications: ["Woman Owned"] })).not.toContain(a.id);
  });

  it("ranks VIP, then Premium, then searchPriority, then rating", () => {
    const tag = "Rankorder";
    const free5 = insertCompany({ name: `${tag} Free Five`, averageRating: 5 });
    const freePri = insertCompany({
      name: `${tag} Free Priority`,
      averageRating: 1,
      searchPriority: 3,
    });
    const prem = insertCompany({
      name: `${tag} Premium`,
      subscriptionTier: "premium",
      averageRating: 2,
    });
    const vip = insertCompany({ name: `${tag} Vip`, subscriptionTier: "vip", averageRating: 1 });
    const order = searchCompanies("striping", { text: tag }, all).map((r) => r.id);
    expect(order).toEqual([vip.id, prem.id, freePri.id, free5.id]);
  });

  it("runs in SQL through the indexes, not a scan of companies", () => {
    const plan = getDb()
      .$client.prepare(
        "EXPLAIN QUERY PLAN SELECT id FROM companies WHERE directory='striping' AND id IN (SELECT rowid FROM companies_fts WHERE companies_fts MATCH '\"strip\"') ORDER BY tier_rank DESC, search_priority DESC, average_rating DESC, id DESC LIMIT 20",
      )
      .all() as { detail: string }[];
    const details = plan.map((p) => p.detail).join("\n");
    expect(details).toMatch(/VIRTUAL TABLE INDEX/);
    const count = getDb().get<{ n: number }>(sql`select count(*) as n from companies_fts`);
    expect(count.n).toBeGreaterThan(800);
  });
});
