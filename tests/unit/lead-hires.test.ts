/** Response times, hires, reviews from real jobs, not-a-fit declines, the spam hold and the operator. */
import { describe, expect, it } from "vitest";
import { asResponse, call, freshIp } from "~/tests/support/route-call";
import { form, mailsTo, requestToFirms, sql } from "~/tests/support/lead-fixtures";
import { declineLead, getLead, listLeads, respondToLead } from "~/models/quotes/leads.server";
import { responseTimeHours } from "~/models/leads/response-time.server";
import { REVIEW_INVITE_SUBJECT, sendDueReviewInvites } from "~/models/leads/hire.server";
import { decideHeldRequest, hideLeadMessage } from "~/models/leads/lead-console.server";
import { threadMessages } from "~/models/leads/thread.server";
import { quotesForAdmin } from "~/models/admin/admin-quotes.server";
import { ownerInsights } from "~/models/listings/listing-stats.server";
import { responseTimeText } from "~/lib/response-time";
import * as companyApi from "~/routes/api/api.companies.$id";
import * as requestPage from "~/routes/quotes/quote-requests.$token";
import * as invited from "~/routes/directory/reviews.invited.$token";

const SITE = "https://striping.example.com";
const HOUR = 60 * 60 * 1000;

describe("who answers quickly", () => {
  it("shows the median hours to a first message from 3 answered leads in 90 days; below 3 nothing", async () => {
    const first = await requestToFirms("Eureka, NV", 1, new Date(Date.now() - 10 * HOUR));
    const { user, company } = first.owners[0];
    const answerAfter = (quoteId: number, hours: number, sentAt: number) =>
      respondToLead(
        user.id,
        { quoteId, companyId: company.id },
        { message: "Yes" },
        SITE,
        user.email,
        new Date(sentAt + hours * HOUR),
      );
    answerAfter(first.quote.id, 2, Date.now() - 10 * HOUR);
    const more = [];
    for (const h of [5, 30]) {
      const sentAt = Date.now() - 40 * HOUR;
      const q = await requestToFirms("Eureka, NV", 0, new Date(sentAt));
      sql
        .prepare(
          "INSERT OR IGNORE INTO quote_matches (quote_id, company_id, distance_miles, rank, created_at) VALUES (?, ?, 0, 1, ?)",
        )
        .run(q.quote.id, company.id, sentAt);
      more.push([q.quote.id, h, sentAt] as const);
    }
    answerAfter(...more[0]);
    expect(responseTimeHours(company.id)).toBeNull();
    const version = () => (sql.prepare("SELECT n FROM content_version").get() as { n: number }).n;
    const versionBefore = version();
    const changesBefore = (
      sql.prepare("SELECT max(id) m FROM content_changes").get() as { m: number }
    ).m;
    answerAfter(...more[1]);
    expect(responseTimeHours(company.id)).toBe(5);
    // Logged as the listing's change, so cached pages showing it are dropped.
    expect(
      sql
        .prepare("SELECT count(*) n FROM content_changes WHERE id > ? AND company_id = ?")
        .get(changesBefore, company.id),
    ).toEqual({ n: 1 });
    expect(version()).toBeGreaterThan(versionBefore);
    const json = JSON.stringify(
      await (
        await call(companyApi.loader, "GET", `/api/companies/${company.id}`, {
          params: { id: String(company.id) },
        })
      ).json(),
    );
    expect(json).toContain('"responseTimeHours":5');
    expect(responseTimeText(5)).toBe("Usually responds within 5 hours");
    expect(responseTimeText(24)).toBe("Usually responds within a day");
    expect(responseTimeText(49)).toBe("Usually responds within 3 days");
  });
});

describe("hired, and reviews from real jobs", () => {
  it("the requester says whom they hired; leads show Hired and Not chosen; Still deciding returns it", async () => {
    const { owners, quote } = await requestToFirms("Battle Mountain, NV", 2);
    const post = (hire: string) =>
      call(requestPage.action, "POST", "/x", {
        params: { token: quote.token },
        body: form({ intent: "hire", hire }),
        ip: freshIp(),
      });
    expect((await post(String(owners[1].company.id))).status).toBe(302);
    expect(listLeads(owners[1].user.id)[0].outcome).toBe("Hired");
    expect(listLeads(owners[0].user.id)[0].outcome).toBe("Not chosen");
    expect(ownerInsights(owners[1].user.id)[0].leadFigures.last30).toEqual({
      leads: 1,
      answers: 0,
      hires: 1,
    });
    await post("deciding");
    expect(listLeads(owners[1].user.id)[0].outcome).toBeNull();
    // A firm the request did not reach cannot be hired.
    expect((await post("999999999")).status).toBe(404);
  });

  it("invites one review 14 days after the hire (or at once); it shows Hired through, is verified, one per request", async () => {
    const { owners, quote, requester } = await requestToFirms("Ely, NV");
    const { company } = owners[0];
    const page = { params: { token: quote.token }, ip: freshIp() };
    await call(requestPage.action, "POST", "/x", {
      ...page,
      body: form({ intent: "hire", hire: company.id }),
    });
    expect(sendDueReviewInvites(SITE, new Date(Date.now() + 13 * 24 * HOUR))).toBe(0);
    expect(sendDueReviewInvites(SITE, new Date(Date.now() + 15 * 24 * HOUR))).toBe(1);
    expect(sendDueReviewInvites(SITE, new Date(Date.now() + 16 * 24 * HOUR))).toBe(0);
    const again = asResponse(
      await call(requestPage.action, "POST", "/x", { ...page, body: form({ intent: "invite" }) }),
    );
    expect(again.status).toBe(400);
    const invites = mailsTo(requester).filter((m) => m.subject === REVIEW_INVITE_SUBJECT);
    expect(invites).toHaveLength(1);
    const token = /\/reviews\/invited\/([\w-]+)/.exec(invites[0].text)![1];

    const review = {
      rating: "5",
      customerName: "Rae",
      title: "Great lines",
      content: "On time and tidy.",
    };
    const sent = await call(invited.action, "POST", "/x", {
      params: { token },
      body: form(review),
      ip: freshIp(),
    });
    expect(sent.status).toBe(302);
    const row = sql
      .prepare("SELECT quote_id, is_verified FROM reviews WHERE company_id = ?")
      .get(company.id);
    expect(row).toEqual({ quote_id: quote.id, is_verified: 1 });
    const list = await call(
      (await import("~/routes/api/api.companies.$id.reviews")).loader,
      "GET",
      "/x",
      {
        params: { id: String(company.id) },
      },
    );
    expect(JSON.stringify(await list.json())).toContain('"hiredThroughDirectory":true');
    const twice = asResponse(
      await call(invited.action, "POST", "/x", {
        params: { token },
        body: form(review),
        ip: freshIp(),
      }),
    );
    expect(twice.status).toBe(409);
    expect(
      sql.prepare("SELECT count(*) n FROM reviews WHERE company_id = ?").get(company.id),
    ).toEqual({ n: 1 });
    const wrong = await call(invited.loader, "GET", "/x", { params: { token: "y".repeat(32) } });
    expect(wrong.status).toBe(404);
  });

  it("the requester can ask for the invitation at once", async () => {
    const { owners, quote, requester } = await requestToFirms("Austin, NV");
    const page = { params: { token: quote.token }, ip: freshIp() };
    await call(requestPage.action, "POST", "/x", {
      ...page,
      body: form({ intent: "hire", hire: owners[0].company.id }),
    });
    expect(
      (await call(requestPage.action, "POST", "/x", { ...page, body: form({ intent: "invite" }) }))
        .status,
    ).toBe(302);
    expect(mailsTo(requester).filter((m) => m.subject === REVIEW_INVITE_SUBJECT)).toHaveLength(1);
  });
});

describe("leads that are not a fit", () => {
  it("three 'spam or fake' hold the request for the others, contact hidden, listed for the operator to clear or remove", async () => {
    const { owners, quote, key } = await requestToFirms("Wells, NV", 4);
    declineLead(owners[0].user.id, key(0), "outside_area");
    for (const i of [1, 2]) declineLead(owners[i].user.id, key(i), "spam");
    expect(getLead(owners[3].user.id, key(3)).held).toBe(false);
    declineLead(owners[0].user.id, key(0), "spam");
    const held = getLead(owners[3].user.id, key(3));
    expect(held).toMatchObject({ held: true, customerEmail: "", customerPhone: "" });
    expect(quotesForAdmin(50, { held: true }).map((q) => q.id)).toContain(quote.id);
    expect(ownerInsights(owners[1].user.id)[0].leadFigures.declines.spam).toBe(1);

    const page = await call(requestPage.loader, "GET", "/x", { params: { token: quote.token } });
    const data = (await page.json()) as { conversations: { declined: boolean }[] };
    expect(data.conversations.filter((c) => c.declined)).toHaveLength(3);

    const operator = { id: owners[3].user.id, email: "ops@example.com" };
    decideHeldRequest(quote.id, "cleared", operator);
    expect(getLead(owners[3].user.id, key(3)).customerEmail).not.toBe("");
    expect(
      sql
        .prepare("SELECT action FROM audit_log WHERE target_type = 'quote' AND target_id = ?")
        .all(quote.id),
    ).toEqual([{ action: "quote.spam_clear" }]);
  });

  it("a removed request leaves every inbox and its page is a 404", async () => {
    const { owners, quote, key } = await requestToFirms("Caliente, NV", 3);
    for (const i of [0, 1, 2]) declineLead(owners[i].user.id, key(i), "spam");
    decideHeldRequest(quote.id, "removed", { id: null, email: "cli" });
    expect(listLeads(owners[0].user.id)).toEqual([]);
    const page = await call(async (a: never) => requestPage.loader(a), "GET", "/x", {
      params: { token: quote.token },
    });
    expect(page.status).toBe(404);
  });
});

describe("the operator", () => {
  it("hides a message that breaks the rules: both sides read 'Removed by the directory'; audited", async () => {
    const { owners, key, quote } = await requestToFirms("Pioche, NV");
    respondToLead(
      owners[0].user.id,
      key(),
      { message: "Call 555-SCAM now" },
      SITE,
      owners[0].user.email,
    );
    const id = (
      sql.prepare("SELECT id FROM lead_messages WHERE quote_id = ?").get(quote.id) as { id: number }
    ).id;
    hideLeadMessage(id, { id: null, email: "ops@example.com" });
    expect(threadMessages(key())).toEqual([
      expect.objectContaining({ removed: true, message: "" }),
    ]);
    const page = await call(async (a: never) => requestPage.loader(a), "GET", "/x", {
      params: { token: quote.token },
    });
    const text = await page.text();
    expect(text).toContain(`"removed":true`);
    expect(text).not.toContain("555-SCAM");
    expect(
      sql
        .prepare("SELECT action FROM audit_log WHERE target_type = 'quote' AND target_id = ?")
        .all(quote.id),
    ).toEqual([{ action: "lead_message.hide" }]);
  });
});
