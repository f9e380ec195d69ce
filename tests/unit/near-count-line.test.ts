/**
 * A search by place's count line counts the firms within the radius and, apart, those based
 * farther away that serve the place (never "within 50 miles" of a firm 246 miles away); when
 * only those serve it, the search also offers the nearest firms beyond the radius.
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { insertCompany, insertUser, proveAddress } from "~/tests/support/factories";
import { nearCountText } from "~/lib/coverage";
import type { Point } from "~/lib/geo";
import { setCoverage } from "~/models/listings/coverage.server";
import { findCompanies } from "~/models/directory/company-query.server";
import { north } from "~/tests/support/points";

const tag = () => crypto.randomBytes(4).toString("hex");

describe("the count line of a search by place", () => {
  const place = { label: "Tulsa, OK", radiusMiles: 50 };

  it("says how many are within the radius and, apart, how many serve it from farther away", () => {
    expect(nearCountText({ ...place, within: 12, servedFromAfar: 0 })).toBe(
      "Showing 12 companies within 50 miles of Tulsa, OK",
    );
    expect(nearCountText({ ...place, within: 12, servedFromAfar: 2 })).toBe(
      "Showing 12 companies within 50 miles of Tulsa, OK, and 2 companies based farther away that serve it",
    );
    expect(nearCountText({ ...place, within: 0, servedFromAfar: 1 })).toBe(
      "No companies within 50 miles of Tulsa, OK; showing 1 company based farther away that serves it",
    );
    expect(nearCountText({ ...place, within: 1, servedFromAfar: 0 }, "")).toBe(
      "1 company within 50 miles of Tulsa, OK",
    );
  });

  it("when only firms from farther away serve the place, the nearest beyond the radius are offered too", () => {
    const c: Point = { latitude: -60, longitude: -160 };
    const owner = insertUser({ isVerified: true });
    const far = insertCompany({
      name: `Zeta Far Reach ${tag()}`,
      email: `far-${tag()}@example.com`,
      claimedBy: owner.id,
      isClaimed: true,
      latitude: north(c, 246).latitude,
      longitude: c.longitude,
    });
    proveAddress(far);
    setCoverage(owner.id, far.id, { miles: 300 });
    const nearest = insertCompany({
      name: `Zeta Nearest ${tag()}`,
      latitude: north(c, 120).latitude,
      longitude: c.longitude,
    });
    const result = findCompanies("striping", {
      filter: {},
      near: { center: c, label: "Somewhere", radiusMiles: 50, sort: "distance" },
      page: 1,
      pageSize: 20,
    });
    expect(result.rows.map((r) => r.id)).toEqual([far.id]);
    expect(result.servedFromAfar).toBe(1);
    expect(result.beyond.map((r) => r.id)).toContain(nearest.id);
    expect(result.beyond.map((r) => r.id)).not.toContain(far.id);
  });
});
