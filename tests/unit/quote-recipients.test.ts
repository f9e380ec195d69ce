/**
 * Who gets a quote request and what the requester is told (decision
 * 044): firms that list the requested work itself come before firms that list only related work
 * (a plan orders firms only within the same fit), and the requester sees, with JavaScript and
 * without, the firms it went to with city, distance and why, and 'Sponsored' where a plan gave
 * priority; the mail (which carries no owner-written names, decision 042) says why too.
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { args, asResponse, call } from "~/tests/support/route-call";
import { insertCompany } from "~/tests/support/factories";
import type { Point } from "~/lib/geo";
import { findMatchingContractors } from "~/models/quotes/quote-matching.server";
import { parsePlace } from "~/models/search/place.server";
import * as getQuotePage from "~/routes/quotes/get-quote";
import * as requestPage from "~/routes/quotes/quote-requests.$token";
import { north } from "~/tests/support/points";
import { mailPerTest } from "~/tests/support/delivered-mail";

const tag = () => crypto.randomBytes(4).toString("hex");

function contractor(at: Point, over: Parameters<typeof insertCompany>[0] = {}) {
  return insertCompany({
    email: `crew-${tag()}@example.com`,
    ...over,
    latitude: at.latitude,
    longitude: at.longitude,
  });
}

describe("who gets a lead", () => {
  // Far out at sea: only this test's firms are within reach.
  const centre: Point = { latitude: -40, longitude: -130 };

  it("firms listing the requested work come before a VIP that lists only related work", () => {
    const sealcoater = contractor(north(centre, 5), {
      services: ["Sealcoating & Maintenance"],
      subscriptionTier: "vip",
      averageRating: 5,
    });
    const stripers = [18, 19, 60].map((miles) =>
      contractor(north(centre, miles), { services: ["Parking Lot Striping"], averageRating: 3 }),
    );
    const matches = findMatchingContractors(centre, ["parking_lot"]);
    expect(matches.map((m) => m.companyId)).toEqual([...stripers.map((s) => s.id), sealcoater.id]);
    expect(matches[0]).toMatchObject({
      fit: "requested",
      matchedServices: ["Parking Lot Striping"],
    });
    expect(matches[3]).toMatchObject({
      fit: "related",
      matchedServices: ["Sealcoating & Maintenance"],
      planPriority: false,
    });
  });

  it("a plan orders firms of the same fit, and is then marked as priority", () => {
    const c: Point = { latitude: -40, longitude: -140 };
    const free = contractor(north(c, 3), { services: ["Parking Lot Striping"], averageRating: 5 });
    const vip = contractor(north(c, 30), {
      services: ["Parking Lot Striping"],
      subscriptionTier: "vip",
      averageRating: 2,
    });
    const matches = findMatchingContractors(c, ["parking_lot"]);
    expect(matches.map((m) => [m.companyId, m.planPriority])).toEqual([
      [vip.id, true],
      [free.id, false],
    ]);
  });
});

describe("what the requester sees", () => {
  const { received } = mailPerTest();

  const form = (email: string) => {
    const f = new URLSearchParams({
      customerName: "Pat Manager",
      customerEmail: email,
      customerPhone: "(972) 555-0142",
      projectLocation: "Plano, TX 75024",
    });
    f.append("servicesNeeded", "parking_lot");
    return f;
  };
  const send = (f: URLSearchParams) =>
    getQuotePage.action(
      args("POST", "/get-quote", {
        body: f,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        ip: `198.51.100.${Math.floor(Math.random() * 200) + 20}`,
      }) as never,
    );

  /** A Dallas VIP whose only fitting service is sealcoating, rated 5. */
  function dallasSealcoater() {
    const dallas = parsePlace("Dallas, TX");
    if (dallas?.kind !== "point") throw new Error("Dallas is not placed");
    return contractor(dallas.point, {
      name: `Zeta Dallas Sealcoat VIP ${tag()}`,
      location: "Dallas",
      services: ["Sealcoating & Maintenance"],
      subscriptionTier: "vip",
      averageRating: 5,
    });
  }

  type Firm = { name: string; location: string; distanceMiles: number; why: string | null };

  it("with JavaScript the answer lists the firms, why, and the private link", async () => {
    const seal = dallasSealcoater();
    const f = form(`pat-${tag()}@example.com`);
    f.set("_inline", "1");
    const res = asResponse(await send(f));
    const body = (await res.json()) as {
      ok: boolean;
      confirmation: string;
      sent: { firms: Firm[] };
    };
    expect(body.ok).toBe(true);
    expect(body.confirmation).toMatch(/^\/quote-requests\/[\w-]{20,}$/);
    const firms = body.sent.firms;
    expect(firms.length).toBeGreaterThan(0);
    // The sealcoater never comes before a firm that lists Parking Lot Striping.
    const sealAt = firms.findIndex((x) => x.name === seal.name);
    const lastStriper = firms
      .map((x) => x.why?.startsWith("It lists Parking Lot Striping."))
      .lastIndexOf(true);
    expect(lastStriper).toBeGreaterThanOrEqual(0);
    if (sealAt >= 0) expect(sealAt).toBeGreaterThan(lastStriper);
    for (const x of firms) {
      expect(x.location).toBeTruthy();
      expect(x.distanceMiles).toBeGreaterThan(0);
      expect(x.why).toMatch(/^It lists (Parking Lot Striping|Paint Striping|related work only: )/);
    }
  });

  it("without JavaScript the request's page names each firm and why, and the mail says why", async () => {
    dallasSealcoater();
    const email = `pat-${tag()}@example.com`;
    const res = (await send(form(email))) as Response;
    expect(res.status).toBe(302);
    const token = res.headers.get("Location")!.split("/").pop()!;
    const page = await call(requestPage.loader, "GET", `/quote-requests/${token}`, {
      params: { token },
    });
    const { firms } = (await page.json()) as { firms: (Firm & { sponsored: boolean })[] };
    expect(firms.length).toBeGreaterThan(0);
    expect(firms[0].why).toMatch(/^It lists Parking Lot Striping\. /);

    const [mail] = await received(email);
    expect(mail.text).toMatch(/Sent to \d contractors? that lists? Parking Lot Striping/);
    expect(mail.text).toContain(`1. A contractor ${firms[0].distanceMiles.toFixed(1)} miles`);
    expect(mail.text).toContain(`/quote-requests/${token}`);
    // No firm's name: their owners wrote them (decision 042).
    for (const x of firms) expect(mail.text).not.toContain(x.name);
  });
});
