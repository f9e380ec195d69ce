/** Home's featured places (decision 015): active VIP plans, rotating daily. */
import { describe, expect, it } from "vitest";
import { featuredVipListings } from "~/models/directory/featured.server";
import { toCompanyCard } from "~/models/directory/company-serializer.server";
import { insertCompany } from "~/tests/support/factories";

describe("featured VIP listings", () => {
  it("lists only active VIP plans, at most 6, in an order that changes from day to day", () => {
    for (let i = 0; i < 8; i += 1) insertCompany({ subscriptionTier: "vip" });
    insertCompany({ subscriptionTier: "premium" });
    const today = featuredVipListings(new Date("2026-11-24T12:00:00Z"));
    expect(today).toHaveLength(6);
    expect(today.every((c) => c.tierRank === 2)).toBe(true);
    // Stable within a day (the cached home page agrees with a fresh one)...
    const later = featuredVipListings(new Date("2026-11-24T23:00:00Z"));
    expect(later.map((c) => c.id)).toEqual(today.map((c) => c.id));
    // ...and not the same first places every day.
    const firsts = new Set(
      [25, 26, 27, 28, 29].map(
        (d) => featuredVipListings(new Date(`2026-11-${d}T12:00:00Z`), 1)[0].id,
      ),
    );
    expect(firsts.size).toBeGreaterThan(1);
  });

  it("a card on a paid plan says Sponsored; a Standard one does not", () => {
    expect(toCompanyCard(insertCompany({ subscriptionTier: "premium" })).sponsored).toBe(true);
    expect(toCompanyCard(insertCompany({ subscriptionTier: "free" })).sponsored).toBe(false);
  });
});
