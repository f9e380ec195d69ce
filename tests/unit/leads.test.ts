/** The lead inbox (decision 019). */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { call, signedInUser } from "~/tests/support/route-call";
import { insertCompany, requestElkoQuote } from "~/tests/support/factories";
import { geocodePlace } from "~/models/search/geocode.server";
import {
  declineLead,
  listLeads,
  openLead,
  respondToLead,
  setLeadOutcome,
} from "~/models/quotes/leads.server";
import * as leadApi from "~/routes/api/api.user.leads.$quoteId.$companyId";
import * as leadsApi from "~/routes/api/api.user.leads";

const sql = getDb().$client;
const tag = () => crypto.randomBytes(4).toString("hex");

/** A listing of the owner's in a remote place, and a request forwarded to it. */
function leadFor(userId: number) {
  const place = geocodePlace("Elko, NV")!;
  const company = insertCompany({
    name: `Elko Lines ${tag()}`,
    email: `office-${tag()}@elko.example.com`,
    isClaimed: true,
    claimedBy: userId,
    latitude: place.latitude + 0.05,
    longitude: place.longitude,
    services: ["Parking Lot Striping"],
  });
  const requester = `client-${tag()}@example.com`;
  const quote = requestElkoQuote(requester);
  return { company, requester, key: { quoteId: quote.id, companyId: company.id } };
}

describe("lead inbox", () => {
  it("lists the requests forwarded to the owner's listings, with the requester's contact", async () => {
    const me = await signedInUser("crew");
    const { key, requester } = leadFor(me.id);
    const [lead] = listLeads(me.id).filter((l) => l.quoteId === key.quoteId);
    expect(lead).toMatchObject({
      status: "new",
      customerName: "Rae Client",
      customerEmail: requester,
      projectTypes: ["Parking Lot Striping"],
    });
    expect(lead.distanceMiles).toBeGreaterThan(0);
    expect(listLeads((await signedInUser("crew")).id)).toEqual([]);
  });

  it("opening marks it Viewed; responding tells the requester, Reply-To the contractor", async () => {
    const me = await signedInUser("crew");
    const { key, requester, company } = leadFor(me.id);
    openLead(me.id, key);
    expect(listLeads(me.id)[0].status).toBe("viewed");
    respondToLead(
      me.id,
      key,
      {
        message: "We can restripe the lot next week.",
        priceRange: "$800–$1,000",
        earliestStart: "Monday",
      },
      "https://striping.example.com",
      me.email,
    );
    const mail = sql
      .prepare(
        "SELECT subject, reply_to, text_body FROM email_outbox WHERE to_address = ? ORDER BY id DESC",
      )
      .get(requester) as { subject: string; reply_to: string; text_body: string };
    // The requester's address is unproven: the answer is read on the private page (decision 042).
    expect(mail.subject).toBe("A contractor answered your quote request");
    expect(mail.reply_to).toBe(company.email);
    expect(mail.text_body).toMatch(/\/quote-requests\/[\w-]+/);
    expect(mail.text_body).not.toContain("We can restripe the lot next week.");
    setLeadOutcome(me.id, key, "won");
    expect(listLeads(me.id)[0].status).toBe("won");
  });

  it("declining tells the requester nothing", async () => {
    const me = await signedInUser("crew");
    const { key, requester } = leadFor(me.id);
    const before = (
      sql.prepare("SELECT count(*) n FROM email_outbox WHERE to_address = ?").get(requester) as {
        n: number;
      }
    ).n;
    declineLead(me.id, key, "outside_area", "Too far for us");
    expect(listLeads(me.id)[0].status).toBe("declined");
    expect(
      sql.prepare("SELECT count(*) n FROM email_outbox WHERE to_address = ?").get(requester),
    ).toEqual({ n: before });
  });

  it("GET /api/user/leads answers the list; another owner's lead is a 404", async () => {
    const me = await signedInUser("crew");
    const other = await signedInUser("crew");
    const { key } = leadFor(me.id);
    const mine = await call(leadsApi.loader, "GET", "/api/user/leads", { cookie: me.cookie });
    expect(
      ((await mine.json()) as { leads: { quoteId: number }[] }).leads.map((l) => l.quoteId),
    ).toContain(key.quoteId);
    const params = { quoteId: String(key.quoteId), companyId: String(key.companyId) };
    expect(
      (await call(leadApi.loader, "GET", "/api/user/leads/x", { params, cookie: me.cookie }))
        .status,
    ).toBe(200);
    expect(
      (await call(leadApi.loader, "GET", "/api/user/leads/x", { params, cookie: other.cookie }))
        .status,
    ).toBe(404);
    expect(() =>
      respondToLead(other.id, key, { message: "hi" }, "https://x.example", other.email),
    ).toThrow("Lead not found");
  });
});
