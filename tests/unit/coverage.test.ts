/**
 * Coverage (decision 049): one rule for where a firm works, read by the
 * search by place, the state pages and quote matching.
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { insertUser, ownedFirm as firm } from "~/tests/support/factories";
import { DEFAULT_TRAVEL_MILES, unservedText } from "~/lib/coverage";
import type { Point } from "~/lib/geo";
import {
  placeStateOf,
  readCoverage,
  serves,
  setCoverage,
  servingStateFromElsewhere,
} from "~/models/listings/coverage.server";
import { findCompanies } from "~/models/directory/company-query.server";
import { landingCompanies } from "~/models/directory/landing-pages.server";
import { parsePlace } from "~/models/search/place.server";
import { findMatchingContractors } from "~/models/quotes/quote-matching.server";
import { createQuoteRequest, getQuoteConfirmation } from "~/models/quotes/quotes.server";
import { quotesForAdmin } from "~/models/admin/admin-quotes.server";
import { NotFound } from "~/models/errors.server";
import { north } from "~/tests/support/points";

const sql = getDb().$client;
const tag = () => crypto.randomBytes(4).toString("hex");
const pointOf = (text: string) => {
  const place = parsePlace(text);
  if (place?.kind !== "point") throw new Error(`${text} is not placed`);
  return place;
};

describe("the rule", () => {
  const home = { latitude: 32.75, longitude: -97.33, travelMiles: null, states: [] as string[] };
  it("serves 100 miles around its city by default", () => {
    expect(DEFAULT_TRAVEL_MILES).toBe(100);
    expect(serves(home, { point: north(home, 99) })).toBe(true);
    expect(serves(home, { point: north(home, 101) })).toBe(false);
  });
  it("a travel radius replaces the default, larger or smaller", () => {
    expect(serves({ ...home, travelMiles: 400 }, { point: north(home, 390) })).toBe(true);
    expect(serves({ ...home, travelMiles: 10 }, { point: north(home, 20) })).toBe(false);
  });
  it("a served state serves every place in it; states alone keep the default radius", () => {
    const withOk = { ...home, states: ["OK"] };
    expect(serves(withOk, { point: north(home, 900), state: "OK" })).toBe(true);
    expect(serves(withOk, { point: north(home, 900), state: "KS" })).toBe(false);
    expect(serves(withOk, { point: north(home, 60), state: "TX" })).toBe(true);
  });
  it("reads a place's state from its label", () => {
    expect(placeStateOf("Tulsa, OK")).toBe("OK");
    expect(placeStateOf("Plano, TX 75024")).toBe("TX");
    expect(placeStateOf("Somewhere")).toBeUndefined();
  });
});

describe("the owner's settings", () => {
  it("are written for the owner only, and each served state's change is logged under it", () => {
    const f = firm(pointOf("Fort Worth, TX").point, { location: "Fort Worth" });
    const stranger = insertUser();
    expect(() => setCoverage(stranger.id, f.id, { miles: 300 })).toThrow(NotFound);
    const before = sql.prepare("SELECT max(id) AS id FROM content_changes").get() as {
      id: number;
    };
    expect(setCoverage(f.ownerId, f.id, { miles: 300, states: ["OK", "AR"] })).toEqual({
      miles: 300,
      states: ["AR", "OK"],
    });
    const logged = sql
      .prepare(
        "SELECT kind, state FROM content_changes WHERE id > ? AND company_id = ? ORDER BY id",
      )
      .all(before.id, f.id) as { kind: string; state: string | null }[];
    // Kind 'coverage': the radius with no state, each served state under itself.
    expect(logged).toEqual(
      expect.arrayContaining([
        { kind: "coverage", state: null },
        { kind: "coverage", state: "OK" },
        { kind: "coverage", state: "AR" },
      ]),
    );
    expect(logged.map((r) => r.kind)).not.toContain("company");
    setCoverage(f.ownerId, f.id, { miles: null, states: ["OK"] });
    expect(readCoverage(f.id)).toEqual({ miles: null, states: ["OK"] });
    expect(
      sql.prepare("SELECT state FROM company_service_states WHERE company_id = ?").all(f.id),
    ).toEqual([{ state: "OK" }]);
  });
});

describe("search by place finds the firms that serve the place", () => {
  const tulsa = pointOf("Tulsa, OK");
  const near = {
    center: tulsa.point,
    label: tulsa.label,
    radiusMiles: 50,
    sort: "distance" as const,
  };
  const all = () => findCompanies("striping", { filter: {}, near, page: 1, pageSize: 10_000 }).rows;

  it("a firm based far away that serves the state comes after those within the radius", () => {
    const fw = firm(pointOf("Fort Worth, TX").point, { location: "Fort Worth" });
    expect(all().some((r) => r.id === fw.id)).toBe(false);
    setCoverage(fw.ownerId, fw.id, { states: ["OK"] });
    const rows = all();
    const at = rows.findIndex((r) => r.id === fw.id);
    expect(at).toBeGreaterThan(-1);
    expect(rows[at].servesFromAfar).toBe(true);
    expect(rows.slice(0, at).every((r) => !r.servesFromAfar && r.distanceMiles! <= 50)).toBe(true);
    // A filter still applies to it: it lists no Hydroblasting.
    const filtered = findCompanies("striping", {
      filter: { category: "Hydroblasting" },
      near,
      page: 1,
      pageSize: 10_000,
    }).rows;
    expect(filtered.some((r) => r.id === fw.id)).toBe(false);
  });

  it("a long travel radius reaches the place; a short one does not", () => {
    const far = firm(north(tulsa.point, 300), { location: "Northville", state: "KS" });
    setCoverage(far.ownerId, far.id, { miles: 350 });
    expect(all().find((r) => r.id === far.id)?.servesFromAfar).toBe(true);
    setCoverage(far.ownerId, far.id, { miles: 250 });
    expect(all().some((r) => r.id === far.id)).toBe(false);
  });
});

describe("state pages list the firms that serve the state", () => {
  it("a firm based in Texas that serves Oklahoma is on Oklahoma's page, marked", () => {
    const fw = firm(pointOf("Fort Worth, TX").point, { location: "Fort Worth", state: "TX" });
    setCoverage(fw.ownerId, fw.id, { states: ["OK"] });
    const page = landingCompanies("OK", undefined, "http://x/striping-companies/oklahoma");
    expect(page.elsewhere?.cards.find((c) => c.id === fw.id)).toMatchObject({
      basedElsewhere: true,
      location: "Fort Worth",
      state: "TX",
    });
    expect(page.elsewhere?.heading).toMatch(/^Based in other states, serving Oklahoma/);
    // Its service pages too, when it offers the service; not its own state's.
    expect(
      servingStateFromElsewhere("OK", "Parking Lot Striping", 50).rows.map((r) => r.id),
    ).toContain(fw.id);
    expect(servingStateFromElsewhere("TX", undefined, 50).rows.map((r) => r.id)).not.toContain(
      fw.id,
    );
    // A city link of Oklahoma's page (its listings near Tulsa) finds it too, serving the area.
    const tulsa = landingCompanies(
      "OK",
      undefined,
      `http://x/striping-companies/oklahoma?${new URLSearchParams({ near: "Tulsa, OK" })}`,
    );
    expect(tulsa.cards.find((c) => c.id === fw.id)?.servesFromAfar).toBe(true);
  });
});

describe("quote requests go to the firms that serve the place", () => {
  // Far out at sea: only this test's firms are within reach.
  const sea: Point = { latitude: -45, longitude: -150 };

  it("the default 100 miles, a travel radius, or a served state", () => {
    const near = firm(north(sea, 90));
    const beyond = firm(north(sea, 150));
    const travels = firm(north(sea, 180));
    setCoverage(travels.ownerId, travels.id, { miles: 200 });
    const stateWide = firm(north(sea, 600), { state: "KS" });
    setCoverage(stateWide.ownerId, stateWide.id, { states: ["NE"] });
    const ids = (state?: string) =>
      findMatchingContractors(sea, ["parking_lot"], { state }).map((m) => m.companyId);
    // A firm 90 miles away that never said it works there follows those that said so.
    expect(ids()).toEqual([travels.id, near.id]);
    expect(ids("NE")).toEqual([travels.id, stateWide.id, near.id]);
    expect(ids("NE")).not.toContain(beyond.id);
  });

  it("a request no firm serves is kept, the requester told, the operator shown", () => {
    const result = createQuoteRequest(
      {
        customerName: "Pat",
        customerEmail: `pat-${tag()}@example.com`,
        customerPhone: "(555) 555-0100",
        projectLocation: "Barrow, AK 99723",
        projectDescription: "Restripe the airport lot",
        projectSize: "1 lot",
        servicesNeeded: ["parking_lot"],
        details: {},
        alsoSimilar: true,
      } as never,
      { siteUrl: "http://localhost" },
    );
    expect(result).toMatchObject({ matched: 0, located: true });
    const page = getQuoteConfirmation(result.token)!;
    expect(page.unserved).toBe(unservedText("Barrow, AK 99723", ["Parking Lot Striping"]));
    expect(page.unserved).toBe(
      "No listed contractor serves Barrow, AK 99723 for Parking Lot Striping yet. We have kept your request and our team will look for one.",
    );
    const mail = sql
      .prepare("SELECT text_body FROM email_outbox WHERE quote_id = ?")
      .get(result.id) as { text_body: string };
    expect(mail.text_body).toContain(page.unserved!);
    expect(quotesForAdmin(50, { unsent: true }).map((q) => q.id)).toContain(result.id);
  });
});
