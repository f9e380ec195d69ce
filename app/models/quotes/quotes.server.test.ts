import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { insertCompany } from "~/tests/support/factories";
import { quoteSchema, type QuoteInput } from "~/lib/quote-schema";
import { geocodePlace } from "~/models/search/geocode.server";
import { createQuoteRequest, getQuoteMatches, getQuoteRequest } from "./quotes.server";

const sqlite = () => getDb().$client;

// This file's own database copy: seeded contractors stop taking quotes, so only ours match.
beforeAll(() => {
  sqlite().prepare("UPDATE companies SET receive_quotes = 0 WHERE directory = 'striping'").run();
});

function outboxSince(id: number) {
  return sqlite().prepare("SELECT * FROM email_outbox WHERE id > ? ORDER BY id").all(id) as {
    to_address: string;
    reply_to: string | null;
    subject: string;
    text_body: string;
  }[];
}
const lastOutboxId = () =>
  (sqlite().prepare("SELECT coalesce(max(id), 0) id FROM email_outbox").get() as { id: number }).id;

function input(over: Record<string, unknown> = {}): QuoteInput {
  return quoteSchema.parse({
    servicesNeeded: ["parking_lot", "signage"],
    customerName: "Dana Reyes",
    customerEmail: "dana@example.com",
    customerPhone: "(512) 555-0142",
    companyName: "Reyes Property Group",
    projectLocation: "Austin, TX",
    preferredTimeline: "1month",
    additionalNotes: "Night work only.",
    details: {
      parkingLotType: "restripe",
      parkingLotServices: ["Crack Fill", "Sealcoat"],
      parkingLotMaterial: "thermoplastic",
      numberOfStalls: "120",
      numberOfArrows: "8",
      governingAuthority: "private",
      singlePostSigns: "6",
      coreDrillingNeeded: "yes",
    },
    ...over,
  });
}

const SITE_OPTS = { siteUrl: "https://striping.example.com" };

describe("createQuoteRequest", () => {
  it("stores the request, its matches and mails every matched company and the requester", () => {
    const austin = geocodePlace("Austin, TX")!;
    const near = (dLat: number) => ({
      latitude: austin.latitude + dLat,
      longitude: austin.longitude,
    });
    const vip = insertCompany({
      ...near(1),
      subscriptionTier: "vip",
      email: "vip@crew.example.com",
      services: ["Parking Lot Striping"],
    });
    const signs = insertCompany({
      ...near(0.1),
      email: "signs@crew.example.com",
      services: ["Signage & Markings"],
    });
    const unrelated = insertCompany({
      ...near(0.05),
      email: "hydro@crew.example.com",
      services: ["Hydroblasting"],
    });
    const before = lastOutboxId();

    const result = createQuoteRequest(input(), SITE_OPTS);
    expect(result).toMatchObject({ matched: 2, located: true });

    const stored = getQuoteRequest(result.id)!;
    expect(stored).toMatchObject({
      customerName: "Dana Reyes",
      projectDescription: "Parking Lot Striping, Signage Installation project in Austin, TX",
      projectSize: "120",
      servicesNeeded: ["parking_lot", "signage"],
      status: "forwarded",
    });
    expect(stored.details).toMatchObject({ numberOfStalls: 120, coreDrillingNeeded: "yes" });
    expect(stored.latitude).toBeCloseTo(austin.latitude, 3);

    const matches = getQuoteMatches(result.id);
    // A firm 7 miles away comes before a VIP 69 miles away: distance bands first (decision 016).
    expect(matches.map((m) => [m.companyId, m.rank])).toEqual([
      [signs.id, 1],
      [vip.id, 2],
    ]);
    expect(matches[1].distanceMiles).toBeCloseTo(69, 0);

    const mails = outboxSince(before);
    expect(mails.map((m) => m.to_address)).toEqual([
      "signs@crew.example.com",
      "vip@crew.example.com",
      "dana@example.com",
    ]);
    expect(mails.map((m) => m.to_address)).not.toContain(unrelated.email);
    const toCompany = mails[0];
    expect(toCompany.reply_to).toBe("dana@example.com");
    expect(toCompany.subject).toBe(
      "New quote request: Parking Lot Striping, Signage Installation project in Austin, TX",
    );
    for (const line of [
      "Contact: Dana Reyes",
      "Company: Reyes Property Group",
      "Phone: (512) 555-0142",
      "Preferred timeline: Within 1 month",
      "Parking Lot Striping details:",
      "- Parking lot type: Restripe existing lines",
      "- Additional services: Crack Fill, Sealcoat",
      "- Striping material: Thermoplastic",
      "- Number of stalls: 120",
      "- Number of arrows: 8",
      "Signage Installation details:",
      "- Governing authority: Private property",
      "- Number of single-post signs: 6",
      "- Core drilling needed: Yes",
      "Night work only.",
    ]) {
      expect(toCompany.text_body).toContain(line);
    }
    expect(mails[2].subject).toBe("We received your quote request");
    expect(mails[2].text_body).toContain(
      "We sent your request to 2 contractors who serve your project's location",
    );
  });

  it("stores a request whose location is unknown and says it will be matched by hand", () => {
    const before = lastOutboxId();
    const result = createQuoteRequest(input({ projectLocation: "Nowhereville, ZZ" }), SITE_OPTS);
    expect(result).toMatchObject({ matched: 0, located: false });
    expect(getQuoteRequest(result.id)).toMatchObject({
      projectLocation: "Nowhereville, ZZ",
      latitude: null,
      status: "pending",
    });
    expect(getQuoteMatches(result.id)).toEqual([]);
    const mails = outboxSince(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].to_address).toBe("dana@example.com");
    expect(mails[0].text_body).toContain(
      "our team will match your request with contractors by hand",
    );
  });

  it("geocodes a ZIP code too", () => {
    const result = createQuoteRequest(input({ projectLocation: "78701" }), SITE_OPTS);
    expect(result.located).toBe(true);
  });
});
