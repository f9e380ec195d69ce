import { describe, expect, it } from "vitest";
import { getDb, schema } from "~/db/client";
import { insertCompany } from "~/tests/support/factories";
import type { CompanyFilter } from "~/lib/company-filters";
import {
  COUNT_WINDOW,
  countCompanies,
  countMatches,
  FOUND_CAP,
} from "~/models/directory/company-counts.server";
import { searchCompanies } from "~/models/search/company-search.server";
import {
  chooseLead,
  companyWhere,
  rankingOrder,
  type Lead,
} from "~/models/search/company-where.server";
import { reviewFigures, reviewLeaders, topStates } from "~/models/directory/companies.server";
import { getStats } from "~/models/directory/stats.server";
import { createReview } from "~/models/reviews/reviews.server";

/** The plain plan: every match collected by the set form, sorted, then the page. */
function reference(filter: CompanyFilter, limit: number, offset: number) {
  return getDb()
    .select({ id: schema.companies.id })
    .from(schema.companies)
    .where(companyWhere("striping", filter))
    .orderBy(...rankingOrder)
    .limit(limit)
    .offset(offset)
    .all()
    .map((r) => r.id);
}

const filters: CompanyFilter[] = [
  { text: "striping" },
  { text: "STRIPING" },
  { text: "texas" },
  { text: "li" },
  { text: "Parking Lot" },
  { category: "Parking Lot Striping" },
  { category: "Runway/Airport Striping" },
  { state: "TX", category: "Road Striping" },
  { state: "CA", text: "line" },
  { serviceChips: ["Sealcoating"], minRating: 4 },
  { serviceChips: ["Thermo", "Road"], withReviews: true },
  { certifications: ["DOT"], minRating: 3 },
  { location: "san", nameOrService: "striping" },
  { text: "no such company anywhere" },
  { text: "ÉCOLE" },
];

describe("company search plans (decision 010)", () => {
  it.each(filters)("the ranked window gives the plain plan's pages: %o", (filter) => {
    for (const [limit, offset] of [
      [20, 0],
      [20, 20],
      [12, 36],
      [5, 0],
    ]) {
      const expected = reference(filter, limit, offset);
      // Before and after the count is known (it changes the plan, never the answer).
      expect(searchCompanies("striping", filter, { limit, offset }).map((c) => c.id)).toEqual(
        expected,
      );
      const found = countMatches("striping", filter);
      expect(
        searchCompanies("striping", filter, { limit, offset }, found).map((c) => c.id),
      ).toEqual(expected);
    }
  });

  it.each(filters)("a page's count is exact, or the cap when more match: %o", (filter) => {
    const exact = countCompanies("striping", filter);
    // The whole directory fits a window: every count is exact.
    expect(countMatches("striping", filter)).toEqual({ n: exact, more: false });
    // Windows smaller than the directory: each count settles from a window or falls back.
    const saved = { ...COUNT_WINDOW };
    try {
      Object.assign(COUNT_WINDOW, { lead: 40, scan: 40 });
      const found = countMatches("striping", filter);
      expect(found.more ? exact > FOUND_CAP : found.n === exact).toBe(true);
      Object.assign(COUNT_WINDOW, { lead: 700, scan: 700 });
      const wide = countMatches("striping", filter);
      expect(wide.more ? exact > FOUND_CAP && wide.n === FOUND_CAP : wide.n === exact).toBe(true);
    } finally {
      Object.assign(COUNT_WINDOW, saved);
    }
  });

  it.each(filters)("every lead gives the same rows as the default one: %o", (filter) => {
    const keys = (["text", "location", "nameOrService"] as const).filter(
      (k) => (filter[k]?.length ?? 0) >= 3,
    );
    const leads: Lead[] = [
      ...keys.map((k) => ({ text: [k] })),
      ...(keys.length > 1 ? [{ text: keys }] : []),
      ...(filter.category || filter.serviceChips ? [{ services: true as const }] : []),
    ];
    const expected = reference(filter, 1000, 0);
    for (const lead of leads) {
      const ids = getDb()
        .select({ id: schema.companies.id })
        .from(schema.companies)
        .where(companyWhere("striping", filter, "set", lead))
        .orderBy(...rankingOrder)
        .limit(1000)
        .all()
        .map((r) => r.id);
      expect(ids, JSON.stringify(lead)).toEqual(expected);
    }
    const chosen = chooseLead("striping", filter, 5001);
    if (chosen) expect(leads).toContainEqual(chosen.lead);
  });

  it("says '500+' when a directory larger than the window passes the cap", () => {
    const exact = countCompanies("striping", { text: "striping" });
    expect(exact).toBeGreaterThan(FOUND_CAP);
    const saved = { ...COUNT_WINDOW };
    try {
      Object.assign(COUNT_WINDOW, { lead: 700, scan: 700 });
      expect(countMatches("striping", { text: "striping" })).toMatchObject({
        n: FOUND_CAP,
        more: true,
      });
      // A directory larger than the window lists its best-ranked 500 only, whatever the count.
      const all = countCompanies("striping");
      expect(countMatches("striping")).toEqual({ n: all, more: false, listed: FOUND_CAP });
      expect(countMatches("striping", { withReviews: true, minRating: 1 })).toMatchObject({
        n: FOUND_CAP,
        more: true,
      });
    } finally {
      Object.assign(COUNT_WINDOW, saved);
    }
  });

  it("matches letters beyond ASCII in any case, as the trigram index does", () => {
    const c = insertCompany({ name: "Société Générale de Marquage" });
    for (const text of ["société", "SOCIÉTÉ", "générale"]) {
      expect(
        searchCompanies("striping", { text }, { limit: 20, offset: 0 }).map((r) => r.id),
        text,
      ).toContain(c.id);
    }
  });

  it("counts and figures follow every write", () => {
    const filter: CompanyFilter = { text: "Quixotic Lines" };
    expect(countCompanies("striping", filter)).toBe(0);
    const stats = getStats();
    const c = insertCompany({ name: "Quixotic Lines", state: "WY" });
    expect(countCompanies("striping", filter)).toBe(1);
    expect(searchCompanies("striping", filter, { limit: 20, offset: 0 }).map((r) => r.id)).toEqual([
      c.id,
    ]);
    expect(getStats().totalCompanies).toBe(stats.totalCompanies + 1);
    const before = reviewFigures();
    createReview({ companyId: c.id, rating: 5, customerName: "Q", title: "T", content: "C" });
    const after = reviewFigures();
    expect(after.totalReviews).toBe(before.totalReviews + 1);
    expect(after.reviewedCompanies).toBe(before.reviewedCompanies + 1);
    expect(after.topRatedCount).toBe(before.topRatedCount + 1);
  });

  it("computes the home figures as the plain aggregates do", () => {
    const client = getDb().$client;
    const plain = client
      .prepare(
        `select count(*) n, count(distinct state) states,
           (select avg(average_rating) from companies where directory = 'striping' and total_reviews > 0) avg,
           (select sum(total_reviews) from companies where directory = 'striping') reviews,
           (select count(*) from companies where directory = 'striping' and total_reviews > 0 and average_rating >= 4.5) top
         from companies where directory = 'striping'`,
      )
      .get() as { n: number; states: number; avg: number; reviews: number; top: number };
    const stats = getStats();
    expect(stats.totalCompanies).toBe(plain.n);
    expect(stats.statesCovered).toBe(plain.states);
    expect(stats.avgRating).toBe(plain.avg.toFixed(1));
    const figures = reviewFigures();
    expect(figures.totalReviews).toBe(plain.reviews);
    expect(figures.topRatedCount).toBe(plain.top);
    const byState = client
      .prepare(
        "select state, count(*) n from companies where directory = 'striping' group by state order by n desc, state limit 6",
      )
      .all();
    expect(topStates(6)).toEqual(byState);
    const leaders = reviewLeaders(4.5, 5);
    expect(leaders.topRated.every((c) => c.averageRating >= 4.5 && c.totalReviews > 0)).toBe(true);
    expect(leaders.mostReviewed.map((c) => c.totalReviews)).toEqual(
      [...leaders.mostReviewed.map((c) => c.totalReviews)].sort((a, b) => b - a),
    );
  });
});

describe("one service list everywhere", () => {
  it("an owner can offer every service a visitor can search for or a quote is matched on", async () => {
    const { STRIPING_SERVICES, ADVANCED_SERVICE_CHIPS } = await import("~/lib/options");
    const { QUOTE_PROJECT_TYPES } = await import("~/lib/quote-services");
    const offered = new Set<string>(STRIPING_SERVICES);
    for (const chip of ADVANCED_SERVICE_CHIPS) {
      expect(
        [...offered].some((s) => s.includes(chip)),
        chip,
      ).toBe(true);
    }
    for (const type of QUOTE_PROJECT_TYPES) {
      expect(
        type.services.some((s) => offered.has(s)),
        type.id,
      ).toBe(true);
      // Every name a quote is matched on is offered, or an older spelling browse maps to one.
      for (const s of type.services) {
        expect(offered.has(s) || s === "Thermoplastic", s).toBe(true);
      }
    }
  });
});
