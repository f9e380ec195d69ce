import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { insertCompany, insertUser, proveAddress } from "~/tests/support/factories";
import { distanceMiles, type Point } from "~/lib/geo";
import { QUOTE_PROJECT_TYPES } from "~/lib/quote-services";
import { STRIPING_SERVICE_NAMES } from "~/db/seed/striping";
import { findMatchingContractors } from "./quote-matching.server";
import { MILES_PER_DEGREE } from "~/tests/support/points";

// Centres in the South Pacific, 600+ miles apart: no seeded company and no other test's
// companies are within reach, so each test sees only the companies it inserts.
const centre = (i: number): Point => ({ latitude: -30, longitude: -100 - 10 * i });

/** The point `miles` away from `from`, due north or due east along the parallel. */
function away(from: Point, miles: number, direction: "north" | "east" = "north"): Point {
  if (direction === "north") {
    return { latitude: from.latitude + miles / MILES_PER_DEGREE, longitude: from.longitude };
  }
  // Along a parallel the great-circle distance is a little shorter than the arc; search for the
  // longitude whose haversine distance is exactly `miles`.
  let lo = 0;
  let hi = 20;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    const d = distanceMiles(from, { latitude: from.latitude, longitude: from.longitude + mid });
    if (d < miles) lo = mid;
    else hi = mid;
  }
  return { latitude: from.latitude, longitude: from.longitude + lo };
}

function contractor(
  at: Point,
  over: Parameters<typeof insertCompany>[0] = {},
): ReturnType<typeof insertCompany> {
  // A travel radius counts beyond the default only as its owner's proven address vouches for it.
  const owner = over.travelMiles != null ? { claimedBy: insertUser({ isVerified: true }).id } : {};
  return proveAddress(
    insertCompany({
      email: `crew-${Math.random().toString(36).slice(2)}@example.com`,
      services: ["Parking Lot Striping"],
      ...owner,
      ...over,
      latitude: at.latitude,
      longitude: at.longitude,
    }),
  );
}

const ids = (matches: { companyId: number }[]) => matches.map((m) => m.companyId);

describe("quote matching", () => {
  it("matches the firms that serve the place: 100 miles by default (99 vs 101), in any direction, or their own radius", () => {
    const c = centre(0);
    const near = contractor(away(c, 99));
    const far = contractor(away(c, 101));
    const nearEast = contractor(away(c, 99.9, "east"));
    const farEast = contractor(away(c, 100.5, "east"));
    const travels = contractor(away(c, 249), { travelMiles: 250 });
    const travelsLess = contractor(away(c, 251), { travelMiles: 250 });
    const matches = findMatchingContractors(c, ["parking_lot"]);
    expect(ids(matches).sort()).toEqual([near.id, nearEast.id, travels.id].sort());
    for (const out of [far, farEast, travelsLess]) expect(ids(matches)).not.toContain(out.id);
    const m = matches.find((x) => x.companyId === travels.id)!;
    expect(m.distanceMiles).toBeCloseTo(249, 0);
  });

  it("keeps only companies offering a service that fits a chosen project type", () => {
    const c = centre(1);
    const parking = contractor(away(c, 10), { services: ["Parking Lot Striping"] });
    const hydro = contractor(away(c, 20), { services: ["Hydroblasting"] });
    const mot = contractor(away(c, 30), { services: ["Maintenance of Traffic/MOT"] });
    const airport = contractor(away(c, 40), { services: ["Airport Markings"] });
    const noQuotes = contractor(away(c, 5), { receiveQuotes: false });
    const noEmail = contractor(away(c, 6), { email: null });
    const materials = contractor(away(c, 7), { directory: "materials" });

    expect(ids(findMatchingContractors(c, ["parking_lot"]))).toEqual([parking.id]);
    expect(ids(findMatchingContractors(c, ["removal"]))).toEqual([hydro.id]);
    expect(ids(findMatchingContractors(c, ["maintenance_of_traffic", "removal"]))).toEqual([
      hydro.id,
      mot.id,
    ]);
    const all = ids(findMatchingContractors(c, ["roadway", "signage"]));
    expect(all).toEqual([]);
    for (const excluded of [airport, noQuotes, noEmail, materials]) {
      expect(ids(findMatchingContractors(c, ["parking_lot", "removal"]))).not.toContain(
        excluded.id,
      );
    }
  });

  it("ranks by band (within 50 miles or serving the place by its own settings, then up to 100), then plan, then rating, then distance", () => {
    const c = centre(2);
    const freeNear = contractor(away(c, 5));
    const freeFar = contractor(away(c, 45));
    const ratedFar = contractor(away(c, 49), { averageRating: 4.8, totalReviews: 12 });
    const premiumFar = contractor(away(c, 200), { subscriptionTier: "premium", travelMiles: 250 });
    const premiumNear = contractor(away(c, 90), { subscriptionTier: "premium" });
    const vip = contractor(away(c, 240), { subscriptionTier: "vip", travelMiles: 250 });
    const matches = findMatchingContractors(c, ["parking_lot"], { limit: 6 });
    expect(ids(matches)).toEqual([
      vip.id,
      premiumFar.id,
      ratedFar.id,
      freeNear.id,
      freeFar.id,
      premiumNear.id,
    ]);
    expect(matches.map((m) => m.rank)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("forwards to at most 5 contractors, the best ranked ones", () => {
    const c = centre(3);
    const made = [10, 20, 30, 40, 50, 60, 70].map((d) => contractor(away(c, d)));
    const matches = findMatchingContractors(c, ["parking_lot"]);
    expect(ids(matches)).toEqual(made.slice(0, 5).map((m) => m.id));
  });

  it("names only services that exist in the directory", () => {
    const stored = new Set(STRIPING_SERVICE_NAMES);
    for (const type of QUOTE_PROJECT_TYPES) {
      for (const s of type.services) expect(stored, `${type.id}: ${s}`).toContain(s);
    }
  });

  it("narrows by the geo index before measuring distances", () => {
    const plan = getDb()
      .$client.prepare(
        `EXPLAIN QUERY PLAN SELECT id FROM companies
         WHERE directory = 'striping' AND latitude BETWEEN ? AND ? AND longitude BETWEEN ? AND ?`,
      )
      .all(29, 31, -101, -99) as { detail: string }[];
    expect(plan.map((p) => p.detail).join(" ")).toMatch(/companies_geo_idx/);
  });
});
