/** A conversation per lead: both sides write, each is told, the limits hold, strangers get 404. */
import { describe, expect, it } from "vitest";
import { call, freshIp } from "~/tests/support/route-call";
import { form, mailsTo, messageCount, requestToFirms, sql } from "~/tests/support/lead-fixtures";
import { listLeads, respondToLead } from "~/models/quotes/leads.server";
import { postMessage, threadMessages } from "~/models/leads/thread.server";
import {
  LEAD_ANSWERED_SUBJECT,
  LEAD_WROTE_AGAIN_SUBJECT,
  REQUESTER_WROTE_SUBJECT,
} from "~/models/leads/thread-notices.server";
import * as inbox from "~/routes/owners/dashboard_.leads";
import * as requestPage from "~/routes/quotes/quote-requests.$token";
import * as firmApi from "~/routes/api/api.user.leads.$quoteId.$companyId";
import * as firmPost from "~/routes/api/api.user.leads.$quoteId.$companyId.messages";
import * as requesterApi from "~/routes/api/api.quote-requests.$token.$companyId";
import * as requesterPost from "~/routes/api/api.quote-requests.$token.$companyId.messages";

const SITE = "https://striping.example.com";
const HOUR = 60 * 60 * 1000;

describe("a conversation per lead", () => {
  it("the firm's answer is its first message; the requester answers on the page; each side gets a notice without the text", async () => {
    const { owners, quote, requester, key } = await requestToFirms("Winnemucca, NV");
    const { user, company } = owners[0];
    const answered = await call(inbox.action, "POST", "/dashboard/leads", {
      cookie: user.cookie,
      body: form({
        ...key(),
        intent: "respond",
        message: "We can do it Monday.",
        priceRange: "$900",
      }),
    });
    expect(answered.status).toBe(302);
    expect(listLeads(user.id)[0]).toMatchObject({ status: "responded" });
    expect(mailsTo(requester).map((m) => m.subject)).toContain(LEAD_ANSWERED_SUBJECT);

    const page = `/quote-requests/${quote.token}`;
    const wrote = await call(requestPage.action, "POST", page, {
      params: { token: quote.token },
      body: form({
        intent: "message",
        companyId: company.id,
        message: "Can you start <b>Tuesday</b>? https://evil.example",
      }),
      ip: freshIp(),
    });
    expect(wrote.status).toBe(302);
    const notice = mailsTo(user.email).find((m) => m.subject === REQUESTER_WROTE_SUBJECT)!;
    expect(notice.text).toContain(`/dashboard/leads?open=${quote.id}-${company.id}`);
    expect(notice.text).not.toContain("Tuesday");

    const res = await call(requesterApi.loader, "GET", `/api${page}/${company.id}`, {
      params: { token: quote.token, companyId: String(company.id) },
    });
    const body = (await res.json()) as {
      messages: { from: string; message: string; sentAt: string }[];
    };
    expect(body.messages.map((m) => [m.from, m.message])).toEqual([
      ["firm", "We can do it Monday."],
      ["requester", "Can you start <b>Tuesday</b>? https://evil.example"],
    ]);
    const firmView = await call(firmApi.loader, "GET", "/api/user/leads/x", {
      cookie: user.cookie,
      params: { quoteId: String(quote.id), companyId: String(company.id) },
    });
    expect(((await firmView.json()) as { messages: unknown[] }).messages).toEqual(body.messages);
  });

  it("mails the requester at most one notice an hour per lead; the thread keeps every message", async () => {
    const { owners, requester, key } = await requestToFirms("Tonopah, NV");
    const { user } = owners[0];
    const t0 = new Date();
    respondToLead(user.id, key(), { message: "First" }, SITE, user.email, t0);
    for (let i = 1; i <= 14; i += 1) {
      postMessage(
        "firm",
        key(),
        { message: `Again ${i}` },
        { siteUrl: SITE, now: new Date(t0.getTime() + i * 1000) },
      );
    }
    expect(
      mailsTo(requester).filter((m) => m.subject !== "We received your quote request"),
    ).toHaveLength(1);
    expect(threadMessages(key())).toHaveLength(15);
    postMessage(
      "firm",
      key(),
      { message: "Later" },
      { siteUrl: SITE, now: new Date(t0.getTime() + HOUR + 5000) },
    );
    expect(mailsTo(requester).map((m) => m.subject)).toContain(LEAD_WROTE_AGAIN_SUBJECT);
  });

  it("refuses an empty or overlong message, and over 20 a day per side, with when to try again; nothing is added", async () => {
    const { owners, quote, key } = await requestToFirms("Fallon, NV");
    const { user, company } = owners[0];
    const params = { quoteId: String(quote.id), companyId: String(company.id) };
    for (const message of ["   ", "x".repeat(2001)]) {
      const res = await call(firmPost.action, "POST", "/api/user/leads/x/messages", {
        cookie: user.cookie,
        params,
        json: { message },
        ip: freshIp(),
      });
      expect(res.status).toBe(400);
    }
    expect(messageCount(quote.id)).toBe(0);
    const now = new Date();
    for (let i = 0; i < 20; i += 1)
      postMessage("requester", key(), { message: `m${i}` }, { siteUrl: SITE, now });
    const over = await call(requesterPost.action, "POST", "/api/x", {
      params: { token: quote.token, companyId: String(company.id) },
      json: { message: "one more" },
      ip: freshIp(),
    });
    expect(over.status).toBe(429);
    expect(((await over.json()) as { message: string }).message).toMatch(/20 messages.*Try again/);
    expect(messageCount(quote.id)).toBe(20);
    // The firm's side has its own 20.
    postMessage("firm", key(), { message: "ours" }, { siteUrl: SITE, now });
    expect(messageCount(quote.id)).toBe(21);
  });

  it("takes at most 10 messages a minute from one address", async () => {
    const { quote, owners } = await requestToFirms("Lovelock, NV");
    const ip = freshIp();
    const params = { token: quote.token, companyId: String(owners[0].company.id) };
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await call(requesterPost.action, "POST", "/api/x", {
        params,
        json: { message: `hi ${i}` },
        ip,
      });
      statuses.push(res.status);
      if (res.status === 429) expect(res.headers.get("Retry-After")).toBeTruthy();
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(messageCount(quote.id)).toBe(10);
  });

  it("a request older than a year is read-only", async () => {
    const old = new Date(Date.now() - 400 * 24 * HOUR);
    const { quote, owners } = await requestToFirms("Hawthorne, NV", 1, old);
    const res = await call(requesterPost.action, "POST", "/api/x", {
      params: { token: quote.token, companyId: String(owners[0].company.id) },
      json: { message: "still there?" },
      ip: freshIp(),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/read-only/);
    expect(messageCount(quote.id)).toBe(0);
  });

  it("another's token, lead or firm, or an unknown id, is a 404 and changes nothing", async () => {
    const a = await requestToFirms("Caliente, NV");
    const b = await requestToFirms("Wells, NV");
    const aFirm = String(a.owners[0].company.id);
    const tries: [
      typeof requesterPost.action | typeof firmPost.action,
      Record<string, string>,
      string | undefined,
    ][] = [
      [requesterPost.action, { token: "x".repeat(24), companyId: aFirm }, undefined],
      [requesterPost.action, { token: b.quote.token, companyId: aFirm }, undefined],
      [requesterPost.action, { token: a.quote.token, companyId: "999999999" }, undefined],
      [requesterPost.action, { token: a.quote.token, companyId: "abc" }, undefined],
      [firmPost.action, { quoteId: String(a.quote.id), companyId: aFirm }, b.owners[0].user.cookie],
      [firmPost.action, { quoteId: String(b.quote.id), companyId: aFirm }, a.owners[0].user.cookie],
      [firmPost.action, { quoteId: "abc", companyId: aFirm }, a.owners[0].user.cookie],
    ];
    for (const [handler, params, cookie] of tries) {
      const res = await call(handler, "POST", "/api/x", {
        params,
        cookie,
        json: { message: "hi" },
        ip: freshIp(),
      });
      expect(res.status, JSON.stringify(params)).toBe(404);
    }
    const get = await call(requesterApi.loader, "GET", "/api/x", {
      params: { token: b.quote.token, companyId: aFirm },
    });
    expect(get.status).toBe(404);
    const page = await call(requestPage.action, "POST", "/x", {
      params: { token: b.quote.token },
      body: form({ intent: "message", companyId: aFirm, message: "hi" }),
      ip: freshIp(),
    });
    expect(page.status).toBe(404);
    expect(messageCount(a.quote.id) + messageCount(b.quote.id)).toBe(0);
    expect(sql.prepare("SELECT count(*) n FROM lead_messages WHERE message = 'hi'").get()).toEqual({
      n: 0,
    });
  });
});
