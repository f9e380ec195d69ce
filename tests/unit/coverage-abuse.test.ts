/**
 * Coverage that cannot be abused: an account's coverage saves are limited per hour (page and
 * API alike) and refused with a message; a save drops only the cached pages it touches (the
 * listing's, the named state's, the searches that read coverage from afar), not every list; a
 * listing shows on other states' pages and in searches from afar only once its owner's address
 * is proven.
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { insertCompany, insertUser, proveAddress } from "~/tests/support/factories";
import { dropsOf, isDropped } from "~/freshness/cache-tags.server";
import {
  COVERAGE_SAVES_LIMITED,
  COVERAGE_SAVES_PER_HOUR,
  readCoverage,
  setCoverage,
  servingStateFromElsewhere,
} from "~/models/listings/coverage.server";
import { findCompanies } from "~/models/directory/company-query.server";
import { parsePlace } from "~/models/search/place.server";
import * as coveragePage from "~/routes/owners/dashboard_.coverage.$id";
import { args, asResponse, cookieFor } from "~/tests/support/route-call";
import { landingPageReads } from "~/tests/support/read-tags-helper";
import { lastLog, logSince } from "~/tests/support/content-log";

const sql = getDb().$client;
const tag = () => crypto.randomBytes(4).toString("hex");
const fortWorth = () => {
  const p = parsePlace("Fort Worth, TX");
  if (p?.kind !== "point") throw new Error("Fort Worth is not placed");
  return p.point;
};

function firm(verified: boolean, proven = verified) {
  const owner = insertUser({ isVerified: verified });
  const row = insertCompany({
    name: `Zeta Abuse Lines ${tag()}`,
    email: `bids-${tag()}@example.com`,
    // Added by its owner under another address: unproven until its link is opened.
    ...(proven ? {} : { addedBy: owner.id }),
    location: "Fort Worth",
    state: "TX",
    isClaimed: true,
    claimedBy: owner.id,
    services: ["Parking Lot Striping"],
    latitude: fortWorth().latitude,
    longitude: fortWorth().longitude,
  });
  if (proven) proveAddress(row);
  return { ...row, ownerId: owner.id };
}

async function pageTags(slug: string) {
  return (await landingPageReads(slug)).tags;
}

describe("coverage saves", () => {
  it("are limited per account and hour; the refused save changes nothing", () => {
    const f = firm(true);
    for (let i = 0; i < COVERAGE_SAVES_PER_HOUR; i++) {
      setCoverage(f.ownerId, f.id, { miles: 100 + i });
    }
    // A save that changes nothing costs nothing.
    setCoverage(f.ownerId, f.id, { miles: 100 + COVERAGE_SAVES_PER_HOUR - 1 });
    expect(() => setCoverage(f.ownerId, f.id, { miles: 500, states: ["OK"] })).toThrow(
      COVERAGE_SAVES_LIMITED,
    );
    expect(readCoverage(f.id)).toEqual({ miles: 100 + COVERAGE_SAVES_PER_HOUR - 1, states: [] });
  });

  it("the page answers the limit with its message", async () => {
    const f = firm(true);
    const cookie = await cookieFor(f.ownerId);
    const save = (miles: number) => {
      const body = new URLSearchParams({ miles: String(miles) });
      return coveragePage.action({
        ...args("POST", `/dashboard/coverage/${f.id}`, {
          body,
          headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
        }),
        params: { id: String(f.id) },
      } as never);
    };
    // The test environment scales limits like the browser tests do.
    let res = asResponse(await save(200));
    for (let i = 1; res.status !== 429 && i < 10_000; i++) res = asResponse(await save(200 + i));
    expect(res.status).toBe(429);
    expect(JSON.stringify(await res.json())).toContain(COVERAGE_SAVES_LIMITED);
  });

  it("drop the listing's pages and the named state's, not every list of the directory", async () => {
    const f = firm(true);
    const okTags = await pageTags("oklahoma");
    const kansasTags = await pageTags("kansas");
    const before = lastLog();
    setCoverage(f.ownerId, f.id, { states: ["OK"], miles: 300 });
    const drops = dropsOf(logSince(before));
    expect(drops).not.toBe("all");
    if (drops === "all") return;
    expect(drops.has(`company:${f.id}`)).toBe(true);
    expect(drops.has("state:OK")).toBe(true);
    expect(drops.has("coverage:striping")).toBe(true);
    expect(drops.has("listings:striping")).toBe(false);
    expect(isDropped(okTags, drops)).toBe(true);
    expect(isDropped(kansasTags, drops)).toBe(false);
  });
});

describe("a listing on other states' pages and in searches from afar", () => {
  const tulsa = () => {
    const p = parsePlace("Tulsa, OK");
    if (p?.kind !== "point") throw new Error("Tulsa is not placed");
    return p;
  };
  const fromAfar = (id: number) =>
    findCompanies("striping", {
      filter: {},
      near: { center: tulsa().point, label: tulsa().label, radiusMiles: 50, sort: "distance" },
      page: 1,
      pageSize: 10_000,
    }).rows.some((r) => r.id === id);
  const onOklahomasPage = (id: number) =>
    servingStateFromElsewhere("OK", undefined, 500).rows.some((r) => r.id === id);

  it("only once the listing's address is proven", () => {
    // A listing added under an address nobody proved names every state: none of their pages.
    const f = firm(true, false);
    setCoverage(f.ownerId, f.id, { states: ["OK"], miles: 1000 });
    expect(onOklahomasPage(f.id)).toBe(false);
    expect(fromAfar(f.id)).toBe(false);
    // The address is proven: the change log names the listing, so cached lists drop.
    const before = lastLog();
    proveAddress(f);
    const drops = dropsOf(logSince(before));
    expect(drops !== "all" && drops.has("listings:striping")).toBe(true);
    expect(onOklahomasPage(f.id)).toBe(true);
    expect(fromAfar(f.id)).toBe(true);
  });

  it("and its owner's account is verified and enabled", () => {
    const f = firm(false, true);
    setCoverage(f.ownerId, f.id, { states: ["OK"], miles: 1000 });
    expect(onOklahomasPage(f.id)).toBe(false);
    expect(fromAfar(f.id)).toBe(false);
    const before = lastLog();
    sql.prepare("UPDATE users SET is_verified = 1 WHERE id = ?").run(f.ownerId);
    const drops = dropsOf(logSince(before));
    expect(drops !== "all" && drops.has("listings:striping")).toBe(true);
    expect(onOklahomasPage(f.id)).toBe(true);
    expect(fromAfar(f.id)).toBe(true);
    // A disabled account's listing leaves them again.
    sql.prepare("UPDATE users SET disabled_at = ? WHERE id = ?").run(Date.now(), f.ownerId);
    expect(onOklahomasPage(f.id)).toBe(false);
    expect(fromAfar(f.id)).toBe(false);
  });
});
