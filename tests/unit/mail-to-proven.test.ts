/**
 * Decision 042: the site mails text a user wrote only to addresses their
 * owners proved. Each test attacks as the issue did, through the routes and the models, and
 * reads what a real SMTP listener received.
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { type ReceivedMail } from "~/tests/support/smtp-inbox";
import { asResponse, call, freshIp, signedInUser } from "~/tests/support/route-call";
import { insertCompany, insertMaterialsCompany } from "~/tests/support/factories";
import { quoteSchema } from "~/lib/quote-schema";
import { geocodePlace } from "~/models/search/geocode.server";
import { listLeads, respondToLead } from "~/models/quotes/leads.server";
import { createQuoteRequest, getQuoteConfirmation } from "~/models/quotes/quotes.server";
import { createReview } from "~/models/reviews/reviews.server";
import * as bulkEmailApi from "~/routes/api/api.materials.bulk-email";
import * as materialsApi from "~/routes/api/api.materials-companies.$id";
import * as onboardApi from "~/routes/api/api.companies.onboard";
import * as materialsOnboardApi from "~/routes/api/api.materials.onboard";
import * as confirmPage from "~/routes/owners/listing-email.confirm.$token";
import { mailPerTest } from "~/tests/support/delivered-mail";

const sql = getDb().$client;
const tag = () => crypto.randomBytes(4).toString("hex");
const PHISH = "Your account is suspended, click http://evil.example/login";
const SITE = { siteUrl: "https://striping.example.com" };

const { received } = mailPerTest();

const confirmLink = (mail: ReceivedMail) =>
  /\/listing-email\/confirm\/([\w-]+)/.exec(mail.text)?.[1];

async function addSupplier(cookie: string, email: string) {
  const res = await call(materialsOnboardApi.action, "POST", "/api/materials/onboard", {
    cookie,
    json: {
      name: `${PHISH} ${tag()}`,
      location: "Denver",
      state: "CO",
      email,
      description: PHISH,
      products: ["Paint"],
      materialsCompanyType: ["Supplier"],
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { company: { id: number } }).company;
}

function bulk(cookie: string, companyIds: number[], ip = freshIp()) {
  return call(bulkEmailApi.action, "POST", "/api/materials/bulk-email", {
    cookie,
    ip,
    json: { companyIds, subject: "Account notice", message: PHISH },
  });
}

describe("a listing's address gets our own confirmation link first", () => {
  it("a supplier added with a stranger's address: a link with our words only, and no bulk mail until it is followed", async () => {
    const attacker = await signedInUser("attacker");
    const stranger = `stranger-${tag()}@victim.example.com`;
    const listing = await addSupplier(attacker.cookie, stranger);

    const before = await received(stranger);
    expect(before.map((m) => m.subject)).toEqual(["Confirm your company's email address"]);
    expect(before[0].text).not.toContain("evil.example");
    expect(before[0].text).not.toContain("suspended");
    expect(before[0].html).not.toContain("evil.example");

    const res = await bulk(attacker.cookie, [listing.id]);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/confirmed/);
    expect((await received(stranger)).length).toBe(1);

    // The owner of the address follows the link (a POST from the page it opens): from now on
    // the listing is reached like any other.
    const token = confirmLink(before[0])!;
    const page = asResponse(
      await call(confirmPage.loader, "GET", `/listing-email/confirm/${token}`, {
        params: { token },
      }),
    );
    expect(page.status).toBe(200);
    const confirmed = asResponse(
      await call(confirmPage.action, "POST", `/listing-email/confirm/${token}`, {
        params: { token },
      }),
    );
    expect(confirmed.status).toBe(200);
    const again = asResponse(
      await call(confirmPage.loader, "GET", `/listing-email/confirm/${token}`, {
        params: { token },
      }),
    );
    expect(again.status).toBe(404);

    const buyer = await signedInUser("buyer");
    expect((await bulk(buyer.cookie, [listing.id])).status).toBe(200);
    const after = await received(stranger);
    expect(after.map((m) => m.subject)).toEqual([
      "Confirm your company's email address",
      "Account notice",
    ]);
  });

  it("the owner's own verified address is proven at once: no link, bulk mail arrives", async () => {
    const owner = await signedInUser("owner");
    const listing = await addSupplier(owner.cookie, owner.email.toUpperCase());
    const buyer = await signedInUser("buyer");
    expect((await bulk(buyer.cookie, [listing.id])).status).toBe(200);
    expect((await received(owner.email)).map((m) => m.subject)).toEqual(["Account notice"]);
  });

  it("an address changed in an edit waits for its own link; the imported one was proven", async () => {
    const owner = await signedInUser("owner");
    const imported = insertMaterialsCompany({
      email: `imported-${tag()}@supply.example.com`,
      isClaimed: true,
      claimedBy: owner.id,
    });
    const buyer = await signedInUser("buyer");
    expect((await bulk(buyer.cookie, [imported.id])).status).toBe(200);
    expect((await received(imported.email!)).length).toBe(1);

    const stranger = `edited-${tag()}@victim.example.com`;
    const res = await call(materialsApi.action, "PUT", `/api/materials-companies/${imported.id}`, {
      cookie: owner.cookie,
      json: { email: stranger },
      params: { id: String(imported.id) },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await bulk(buyer.cookie, [imported.id])).status).toBe(400);
    expect((await received(stranger)).map((m) => m.subject)).toEqual([
      "Confirm your company's email address",
    ]);
  });

  it("naming one address in many listings mails it at most 3 links a day", async () => {
    const attacker = await signedInUser("attacker");
    const stranger = `flooded-${tag()}@victim.example.com`;
    for (let i = 0; i < 5; i++) await addSupplier(attacker.cookie, stranger);
    expect((await received(stranger)).length).toBe(3);
  });
});

describe("quote requests", () => {
  function quote(over: Record<string, unknown> = {}) {
    return quoteSchema.parse({
      servicesNeeded: ["parking_lot"],
      customerName: "Click http://evil.example/name",
      customerEmail: `victim-${tag()}@victim.example.com`,
      customerPhone: "(775) 555-0101",
      companyName: "http://evil.example/company",
      projectLocation: "Elko, NV",
      preferredTimeline: "1month",
      additionalNotes: PHISH,
      details: { numberOfStalls: "40" },
      ...over,
    });
  }

  it("a contractor added with an unconfirmed address gets the lead in its inbox, not by mail", async () => {
    const owner = await signedInUser("crew");
    const stranger = `crew-${tag()}@victim.example.com`;
    const res = await call(onboardApi.action, "POST", "/api/companies/onboard", {
      cookie: owner.cookie,
      json: {
        name: `Elko Striping ${tag()}`,
        location: "Elko",
        state: "NV",
        email: stranger,
        services: ["Parking Lot Striping"],
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { company } = (await res.json()) as { company: { id: number } };

    const created = createQuoteRequest(quote(), SITE);
    expect(listLeads(owner.id).map((l) => l.quoteId)).toContain(created.id);
    const mails = await received(stranger);
    expect(mails.map((m) => m.subject)).toEqual(["Confirm your company's email address"]);

    // Confirmed: the next request is mailed to it.
    const token = confirmLink(mails[0])!;
    await call(confirmPage.action, "POST", `/listing-email/confirm/${token}`, {
      params: { token },
    });
    const next = createQuoteRequest(quote(), SITE);
    expect(
      sql
        .prepare("SELECT 1 FROM quote_matches WHERE quote_id = ? AND company_id = ?")
        .get(next.id, company.id),
    ).toBeTruthy();
    const lead = (await received(stranger)).filter((m) => m.subject.startsWith("New quote"));
    expect(lead).toHaveLength(1);
  });

  it("the requester's confirmation carries the fields we chose and the private link, not the requester's words", async () => {
    const input = quote({ projectLocation: "Suspended! Visit evil.example 78701" });
    const created = createQuoteRequest(input, SITE);
    const [mail] = await received(input.customerEmail);
    expect(mail.subject).toBe("We received your quote request");
    expect(mail.text).not.toContain("evil.example");
    expect(mail.text).not.toContain("suspended");
    expect(mail.text).not.toContain("Suspended");
    expect(mail.text).toContain("Project types: Parking Lot Striping");
    expect(mail.text).toContain("Location: Austin, TX 78701");
    expect(mail.text).toContain("Preferred timeline: Within 1 month");
    expect(mail.text).toContain(`/quote-requests/${created.token}`);
  });

  it("a contractor's answer reaches the requester as a link to the request's page", async () => {
    const owner = await signedInUser("crew");
    const place = geocodePlace("Elko, NV")!;
    const company = insertCompany({
      name: `Elko Lines ${tag()}`,
      email: `office-${tag()}@elko.example.com`,
      isClaimed: true,
      claimedBy: owner.id,
      latitude: place.latitude + 0.05,
      longitude: place.longitude,
      services: ["Parking Lot Striping"],
    });
    const input = quote({ companyId: company.id, alsoSimilar: false });
    const created = createQuoteRequest(input, SITE);
    respondToLead(
      owner.id,
      { quoteId: created.id, companyId: company.id },
      { message: PHISH, priceRange: "$1 at evil.example" },
      SITE.siteUrl,
      owner.email,
    );
    const answered = (await received(input.customerEmail)).find((m) =>
      m.subject.includes("answered"),
    )!;
    expect(answered.subject).toBe("A contractor answered your quote request");
    expect(answered.replyTo).toContain(company.email!);
    expect(answered.text).not.toContain("evil.example");
    expect(answered.text).toContain(`/quote-requests/${created.token}`);
    // The answer is on the requester's own page.
    const firm = getQuoteConfirmation(created.token)!.firms[0];
    expect(firm).toMatchObject({ responseMessage: PHISH, responsePrice: "$1 at evil.example" });
  });
});

describe("the review confirmation", () => {
  it("names neither the listing (its owner wrote the name) nor the review", async () => {
    const company = insertCompany({ name: `${PHISH} ${tag()}` });
    const email = `reader-${tag()}@victim.example.com`;
    createReview(
      {
        companyId: company.id,
        customerName: "http://evil.example/name",
        customerEmail: email,
        rating: 5,
        title: "Great",
        content: PHISH,
      } as never,
      { siteUrl: SITE.siteUrl },
    );
    const [mail] = await received(email);
    expect(mail.subject).toBe("Confirm your review");
    expect(mail.text).not.toContain("evil.example");
    expect(mail.text).toMatch(/\/reviews\/confirm\/[\w-]+/);
  });
});

describe("bulk e-mail has a cap per client address", () => {
  it("fresh accounts on one address cannot multiply the per-account cap", async () => {
    const ip = freshIp();
    const ids = Array.from(
      { length: 50 },
      (_, i) => insertMaterialsCompany({ email: `cap-${i}-${tag()}@supply.example.com` }).id,
    );
    const senders = await Promise.all(Array.from({ length: 9 }, () => signedInUser("spammer")));
    const statuses: number[] = [];
    // Each account stays within its own 200 a day; together they pass 400 from one address.
    for (const s of senders) statuses.push((await bulk(s.cookie, ids, ip)).status);
    expect(statuses.slice(0, 8)).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
    const refused = await bulk(senders[8].cookie, ids, ip);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/from your network/);
    // Another address is not held back.
    expect((await bulk(senders[8].cookie, ids, freshIp())).status).toBe(200);
  });
});
