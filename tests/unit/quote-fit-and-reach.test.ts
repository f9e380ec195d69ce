/**
 * Who a quote request reaches: the firms that list the work asked for, before those that list
 * a related service (a method such as paint) only, which take the places left; a firm that serves
 * the place by its own settings (a state it serves, its travel radius) ranks with the nearest, not
 * after every firm within 100 miles; a paid plan orders firms of the same fit and band only; the
 * requester's page says why each firm serves the place.
 */
import { describe, expect, it } from "vitest";
import { insertUser, ownedFirm as firm } from "~/tests/support/factories";
import type { Point } from "~/lib/geo";
import { quoteMatchReason } from "~/lib/quote-reasons";
import { setCoverage } from "~/models/listings/coverage.server";
import { findMatchingContractors } from "~/models/quotes/quote-matching.server";
import { north } from "~/tests/support/points";

const ids = (m: { companyId: number }[]) => m.map((x) => x.companyId);

describe("the work asked for before a related method", () => {
  it("paint-only firms, a paid one too, get a parking-lot request only when too few parking-lot firms serve the place", () => {
    const c: Point = { latitude: -50, longitude: -120 };
    const paintVip = firm(north(c, 2), {
      services: ["Paint Striping"],
      subscriptionTier: "vip",
      averageRating: 5,
    });
    const paint = firm(north(c, 3), { services: ["Paint Striping", "Airport Markings"] });
    const lots = [10, 20, 30].map((d) => firm(north(c, d)));
    // Three parking-lot firms: the two paint firms fill the places left, after them.
    const few = findMatchingContractors(c, ["parking_lot"]);
    expect(ids(few)).toEqual([...lots.map((l) => l.id), paintVip.id, paint.id]);
    expect(few[3]).toMatchObject({ fit: "related", matchedServices: ["Paint Striping"] });
    // Five or more: no paint firm, whatever its plan and distance.
    const more = [35, 40].map((d) => firm(north(c, d)));
    const enough = findMatchingContractors(c, ["parking_lot"]);
    expect(ids(enough)).toEqual([...lots, ...more].map((l) => l.id));
    expect(enough.every((m) => m.fit === "requested")).toBe(true);
  });

  it("a paid plan orders firms of the same fit, never above a better fit", () => {
    const c: Point = { latitude: -50, longitude: -125 };
    const sealVip = firm(north(c, 1), {
      services: ["Sealcoating & Maintenance"],
      subscriptionTier: "vip",
    });
    const free = firm(north(c, 20), { averageRating: 5 });
    const premium = firm(north(c, 30), { subscriptionTier: "premium" });
    expect(ids(findMatchingContractors(c, ["parking_lot"]))).toEqual([
      premium.id,
      free.id,
      sealVip.id,
    ]);
  });
});

describe("firms that serve the place by their own settings", () => {
  // Tulsa's part: a request at sea 'in Oklahoma', five firms within 100 miles by default.
  const c: Point = { latitude: -55, longitude: -130 };

  it("a firm serving the whole state takes part with the nearest; one 90 miles away that never said so follows", () => {
    const near = [5, 10, 15, 20].map((d) => firm(north(c, d)));
    const ninety = firm(north(c, 90), { averageRating: 5 });
    const fortWorth = firm(north(c, 250), { location: "Fort Worth", state: "TX" });
    setCoverage(fortWorth.ownerId, fortWorth.id, { states: ["OK"] });
    const matches = findMatchingContractors(c, ["parking_lot"], { state: "OK" });
    expect(ids(matches)).toEqual([...near.map((n) => n.id), fortWorth.id]);
    expect(ids(matches)).not.toContain(ninety.id);
    expect(matches[4]).toMatchObject({ reach: "state", fit: "requested" });
    expect(matches[0].reach).toBe("near");
    // Rated higher, it comes before the nearer firms: equal terms, not a place at the end.
    const rated = firm(north(c, 260), { averageRating: 4.9 });
    setCoverage(rated.ownerId, rated.id, { states: ["OK"] });
    expect(ids(findMatchingContractors(c, ["parking_lot"], { state: "OK" }))[0]).toBe(rated.id);
  });

  it("the requester reads why each firm serves the place", () => {
    const types = ["parking_lot"] as const;
    const base = { matchedServices: ["Parking Lot Striping"], fit: "requested" as const };
    expect(quoteMatchReason({ ...base, reach: "state" }, types, false, "OK")).toBe(
      "It lists Parking Lot Striping. It serves all of Oklahoma.",
    );
    expect(quoteMatchReason({ ...base, reach: "radius" }, types, false, "OK")).toBe(
      "It lists Parking Lot Striping. Its own travel radius reaches your project.",
    );
    expect(quoteMatchReason({ ...base, reach: "near" }, types, false, "OK")).toBe(
      "It lists Parking Lot Striping. It is based within 100 miles of your project.",
    );
  });

  it("settings count beyond the default radius only once the owner's account is verified", () => {
    const s: Point = { latitude: -55, longitude: -140 };
    const unproven = firm(north(s, 250), { state: "TX" }, insertUser({ isVerified: false }));
    setCoverage(unproven.ownerId, unproven.id, { states: ["OK"], miles: 400 });
    expect(ids(findMatchingContractors(s, ["parking_lot"], { state: "OK" }))).not.toContain(
      unproven.id,
    );
  });
});
