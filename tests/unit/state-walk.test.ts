/**
 * A state's service page walks the state's listings in ranking order (decision 033). With the
 * ranked window narrowed below the seeded states, the walk answers where the whole-state window
 * answered before: both must list the same listings in the same order, page by page.
 */
import { afterEach, describe, expect, it } from "vitest";
import { RANKED_WINDOW, searchCompanies } from "~/models/search/company-search.server";
import { SERVICE_CATEGORIES } from "~/lib/options";
import { insertCompany } from "~/tests/support/factories";

const saved = { ...RANKED_WINDOW };
afterEach(() => Object.assign(RANKED_WINDOW, saved));

function ids(filter: Parameters<typeof searchCompanies>[1], page: number) {
  return searchCompanies("striping", filter, { limit: 20, offset: (page - 1) * 20 }).map(
    (c) => c.id,
  );
}

describe("a state's listings filtered row by row", () => {
  it("lists what the whole-state window lists, for every category, rating and page", () => {
    // A state of 45 listings with a rare service among them, some rated, one paid.
    for (let i = 0; i < 45; i++) {
      insertCompany({
        state: "WV",
        services: i % 9 === 0 ? ["Hydroblasting"] : ["Road Striping", "Parking Lot Striping"],
        averageRating: (i % 5) + 0.5,
        totalReviews: i % 5,
        subscriptionTier: i === 30 ? "premium" : "free",
      });
    }
    const filters = [
      ...SERVICE_CATEGORIES.map((c) => ({ state: "WV", category: c.label })),
      { state: "WV", category: "Road Striping", minRating: 3 },
      { state: "WV", withReviews: true },
      { state: "WV", serviceChips: ["Hydroblast"] },
    ];
    for (const filter of filters) {
      for (const page of [1, 2, 3]) {
        const whole = ids(filter, page);
        RANKED_WINDOW.min = 5; // the state no longer fits the window: the walk answers
        expect(ids(filter, page), JSON.stringify({ filter, page })).toEqual(whole);
        Object.assign(RANKED_WINDOW, saved);
      }
    }
    expect(ids({ state: "WV", category: "Road Striping" }, 1)).toHaveLength(20);
  });
});
