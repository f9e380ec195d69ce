/**
 * 'Request Free Quotes' on a company's page addresses that company
 * (decision 016): it receives the request when it fits, plus up to 4 others as matched, unless
 * the requester unticks 'Also send to similar contractors nearby'.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { insertCompany, insertUser, proveAddress } from "~/tests/support/factories";
import { quoteSchema } from "~/lib/quote-schema";
import { geocodePlace } from "~/models/search/geocode.server";
import {
  createQuoteRequest,
  getQuoteConfirmation,
  getQuoteMatches,
  getQuoteRequest,
} from "./quotes.server";

const sqlite = () => getDb().$client;
// This file's own database copy: seeded contractors stop taking quotes, so only ours match.
beforeAll(() => {
  sqlite().prepare("UPDATE companies SET receive_quotes = 0 WHERE directory = 'striping'").run();
});
const lastOutboxId = () =>
  (sqlite().prepare("SELECT coalesce(max(id), 0) id FROM email_outbox").get() as { id: number }).id;
const mailsSince = (id: number) =>
  sqlite()
    .prepare("SELECT to_address, text_body FROM email_outbox WHERE id > ? ORDER BY id")
    .all(id) as { to_address: string; text_body: string }[];

const SITE_OPTS = { siteUrl: "https://striping.example.com" };
const boise = geocodePlace("Boise, ID")!;
/** A contractor `dLat` degrees north of Boise (about 69 miles each). */
const firm = (dLat: number, over: Parameters<typeof insertCompany>[0] = {}) =>
  insertCompany({
    latitude: boise.latitude + dLat,
    longitude: boise.longitude,
    email: `firm-${Math.random().toString(36).slice(2)}@example.com`,
    services: ["Parking Lot Striping"],
    ...over,
  });

const request = (over: Record<string, unknown>) =>
  quoteSchema.parse({
    servicesNeeded: ["parking_lot"],
    customerName: "Kim Ode",
    customerEmail: "kim@example.com",
    customerPhone: "(208) 555-0199",
    projectLocation: "Boise, ID",
    ...over,
  });

describe("a quote request addressed to a company", () => {
  let others: ReturnType<typeof firm>[] = [];
  let addressed: ReturnType<typeof firm>;
  beforeAll(() => {
    others = [0.01, 0.02, 0.03, 0.04, 0.05, 0.06].map((d) => firm(d));
    // The addressed firm is the farthest of them (138 miles; its crews travel 200, decision 049)
    // and still receives it, first.
    addressed = proveAddress(
      firm(2, {
        name: "Addressed Lines Co",
        travelMiles: 200,
        // Its radius counts beyond the default as its owner's proven address vouches for it.
        claimedBy: insertUser({ isVerified: true }).id,
      }),
    );
  });

  it("goes to that company first, plus 4 others as matched", () => {
    const before = lastOutboxId();
    const result = createQuoteRequest(request({ companyId: String(addressed.id) }), SITE_OPTS);
    const matches = getQuoteMatches(result.id);
    expect(matches.map((m) => m.companyId)).toEqual([
      addressed.id,
      ...others.slice(0, 4).map((o) => o.id),
    ]);
    expect(getQuoteRequest(result.id)).toMatchObject({
      addressedCompanyId: addressed.id,
      alsoSimilar: true,
    });
    const toAddressed = mailsSince(before).find((m) => m.to_address === addressed.email)!;
    expect(toAddressed.text_body).toContain("The client sent it from your page");
  });

  it("goes to that company only when the requester unticks similar contractors", () => {
    // The form sends a hidden "0" and the box's "1" when ticked: only "0" is unticked.
    const result = createQuoteRequest(
      request({ companyId: String(addressed.id), alsoSimilar: "0" }),
      SITE_OPTS,
    );
    expect(getQuoteMatches(result.id).map((m) => m.companyId)).toEqual([addressed.id]);
    expect(getQuoteRequest(result.id)?.alsoSimilar).toBe(false);
    const ticked = request({ companyId: addressed.id, alsoSimilar: ["0", "1"] });
    expect(ticked.alsoSimilar).toBe(true);
  });

  it("a company that does not fit is not sent it, and the requester is told", () => {
    const signsOnly = firm(0.5, { services: ["Signage & Markings"], name: "Signs Only Co" });
    const before = lastOutboxId();
    const result = createQuoteRequest(request({ companyId: signsOnly.id }), SITE_OPTS);
    const matched = getQuoteMatches(result.id).map((m) => m.companyId);
    expect(matched).not.toContain(signsOnly.id);
    expect(matched).toHaveLength(5);
    const toRequester = mailsSince(before).find((m) => m.to_address === "kim@example.com")!;
    // Without the listing's name, which its owner wrote (decision 042).
    expect(toRequester.text_body).toContain("The company you sent it to did not receive it");
    expect(toRequester.text_body).not.toContain("Signs Only Co");
    // The requester's page says so too.
    expect(getQuoteConfirmation(result.token)?.missed).toBe("Signs Only Co");
    const tooFar = firm(4, { name: "Too Far Co" }); // 276 miles
    const far = createQuoteRequest(
      request({ companyId: tooFar.id, alsoSimilar: false }),
      SITE_OPTS,
    );
    expect(getQuoteMatches(far.id)).toEqual([]);
  });

  it("an id that is no listed company is refused", () => {
    expect(() => createQuoteRequest(request({ companyId: 99_999_999 }), SITE_OPTS)).toThrow(
      "That company is not listed in the directory.",
    );
  });
});

describe("POST /api/quotes with companyId", () => {
  const send = async (body: Record<string, unknown>) => {
    const { action } = await import("~/routes/api/api.quotes");
    return (await action({
      request: new Request("http://localhost/api/quotes", {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "Content-Type": "application/json" },
      }),
      params: {},
      context: { clientIp: "203.0.113.61" },
    } as never)) as Response;
  };
  const body = {
    servicesNeeded: ["parking_lot"],
    customerName: "Kim Ode",
    customerEmail: "kim.api@example.com",
    customerPhone: "2085550199",
    projectLocation: "Boise, ID",
  };

  it("addresses the company; alsoSimilar false sends it to that company only", async () => {
    const company = firm(0.3, { name: "Api Addressed Co" });
    const res = await send({ ...body, companyId: company.id, alsoSimilar: false });
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { id: number; matchedContractors: number };
    expect(answer.matchedContractors).toBe(1);
    expect(getQuoteMatches(answer.id).map((m) => m.companyId)).toEqual([company.id]);
  });

  it("answers 400 for an id that is no listed company, and for one that is not an id", async () => {
    const unknown = await send({ ...body, companyId: 99_999_999 });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toBe(
      "That company is not listed in the directory.",
    );
    const bad = await send({ ...body, companyId: "abc" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/listed company/);
  });
});
