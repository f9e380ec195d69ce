/**
 * The operator console's queues (decision 018): each action
 * changes its rows, writes its audit entry, and the screens list what they should.
 */
import { describe, expect, it } from "vitest";
import { account, auditOf, call, cookieFor, sql } from "~/tests/support/admin-call";
import { insertCompany, requestElkoQuote } from "~/tests/support/factories";
import { moderateReview } from "~/models/admin/admin-reviews.server";
import { changeListing } from "~/models/admin/admin-listing.server";
import { createContactMessage } from "~/models/content/contact.server";
import { geocodePlace } from "~/models/search/geocode.server";
import { subscribeToNewsletter } from "~/models/mail/newsletter.server";
import * as adminIndex from "~/routes/admin/admin._index";
import * as adminListing from "~/routes/admin/admin.listings_.$id";
import * as adminMessages from "~/routes/admin/admin.messages";
import * as adminNewsletter from "~/routes/admin/admin.newsletter";
import * as adminOutbox from "~/routes/admin/admin.outbox";
import * as adminQuotes from "~/routes/admin/admin.quotes";
import * as adminReviews from "~/routes/admin/admin.reviews";

const tag = () => Math.random().toString(36).slice(2, 8);
const operator = async () => {
  const admin = account("admin");
  return { admin, cookie: await cookieFor(admin.id) };
};
const json = async (res: Response) => res.json();

describe("contact messages and the newsletter", () => {
  it("lists open messages, marks one handled and reopens it, audited; the overview counts them", async () => {
    const { admin, cookie } = await operator();
    const before = (await json(await call(adminIndex.loader, "/admin", { cookie }))).messages;
    const { id } = createContactMessage({
      name: `Nia ${tag()}`,
      email: "nia@example.com",
      subject: "general",
      message: "Is my listing correct?",
    } as never);
    const overview = await json(await call(adminIndex.loader, "/admin", { cookie }));
    expect(overview.messages).toBe(before + 1);
    const open = await json(await call(adminMessages.loader, "/admin/messages", { cookie }));
    expect(open.messages.map((m: { id: number }) => m.id)).toContain(id);

    const res = await call(adminMessages.action, "/admin/messages", {
      cookie,
      form: { messageId: String(id), intent: "handle" },
    });
    expect(res.status).toBe(302);
    expect(
      sql.prepare("SELECT handled_at IS NOT NULL AS h FROM contact_messages WHERE id = ?").get(id),
    ).toEqual({ h: 1 });
    const handled = await json(
      await call(adminMessages.loader, "/admin/messages?show=handled", { cookie }),
    );
    expect(handled.messages.map((m: { id: number }) => m.id)).toContain(id);
    const again = await call(adminMessages.action, "/admin/messages", {
      cookie,
      form: { messageId: String(id), intent: "handle" },
    });
    expect(again.status).toBe(400);
    await call(adminMessages.action, "/admin/messages", {
      cookie,
      form: { messageId: String(id), intent: "reopen" },
    });
    expect(auditOf(admin.email).map((e) => [e.action, e.target_type, e.target_id])).toEqual([
      ["contact.handle", "contact_message", id],
      ["contact.reopen", "contact_message", id],
    ]);
  });

  it("counts confirmed and waiting subscribers and removes one, audited", async () => {
    const { admin, cookie } = await operator();
    const email = `reader-${tag()}@example.com`;
    subscribeToNewsletter(email, "https://striping.example.com");
    const page = await json(await call(adminNewsletter.loader, "/admin/newsletter", { cookie }));
    const row = page.subscribers.find((s: { email: string }) => s.email === email);
    expect(row).toMatchObject({ confirmedAt: null });
    expect(page.unconfirmed).toBeGreaterThanOrEqual(1);
    const res = await call(adminNewsletter.action, "/admin/newsletter", {
      cookie,
      form: { subscriberId: String(row.id), intent: "remove" },
    });
    expect(res.status).toBe(302);
    expect(sql.prepare("SELECT 1 FROM newsletter_subscribers WHERE email = ?").get(email)).toBe(
      undefined,
    );
    const [entry] = auditOf(admin.email);
    expect(entry.action).toBe("newsletter.remove");
    expect(JSON.parse(entry.before!)).toEqual({ email, confirmed: false });
  });
});

describe("quote requests and the outbox", () => {
  it("shows whom a request went to (distance, plan) and each mail's delivery state", async () => {
    const { cookie } = await operator();
    const place = geocodePlace("Elko, NV")!;
    const firm = insertCompany({
      name: `Elko Console Lines ${tag()}`,
      email: `office-${tag()}@elko.example.com`,
      latitude: place.latitude + 0.05,
      longitude: place.longitude,
      services: ["Parking Lot Striping"],
      subscriptionTier: "premium",
      planStatus: "active",
    });
    const requester = `client-${tag()}@example.com`;
    const quote = requestElkoQuote(requester);
    sql
      .prepare(
        "UPDATE email_outbox SET status = 'failed', attempts = 8, last_error = '550 mailbox unavailable' WHERE quote_id = ? AND to_address = ?",
      )
      .run(quote.id, firm.email);
    const page = await json(await call(adminQuotes.loader, "/admin/quotes", { cookie }));
    const shown = page.items.find((q: { id: number }) => q.id === quote.id);
    const ours = shown.sentTo.find((m: { companyId: number }) => m.companyId === firm.id);
    expect(ours).toMatchObject({ tier: "premium", leadStatus: "new", name: firm.name });
    expect(ours.distanceMiles).toBeGreaterThan(0);
    expect(ours.distanceMiles).toBeLessThan(10);
    const state = (to: string) =>
      shown.mails.find((m: { toAddress: string }) => m.toAddress === to)?.status;
    expect(shown.mails).toHaveLength(shown.sentTo.length + 1);
    expect(state(firm.email!)).toBe("failed");
    expect(state(requester)).toBe("pending");
    sql.prepare("UPDATE email_outbox SET status = 'sent' WHERE quote_id = ?").run(quote.id);
  });

  it("lists failed mail with its error and retries it, audited; only a failed mail", async () => {
    const { admin, cookie } = await operator();
    const to = `bounce-${tag()}@example.com`;
    const { id } = sql
      .prepare(
        "INSERT INTO email_outbox (to_address, subject, text_body, status, attempts, last_error) VALUES (?, 'Hello', 'Body', 'failed', 8, '550 no such user') RETURNING id",
      )
      .get(to) as { id: number };
    const before = (await json(await call(adminIndex.loader, "/admin", { cookie }))).failedMail;
    expect(before).toBeGreaterThanOrEqual(1);
    const page = await json(await call(adminOutbox.loader, "/admin/outbox", { cookie }));
    expect(page.items.find((m: { id: number }) => m.id === id)).toMatchObject({
      toAddress: to,
      lastError: "550 no such user",
    });
    const res = await call(adminOutbox.action, "/admin/outbox", {
      cookie,
      form: { mailId: String(id), intent: "retry" },
    });
    expect(res.status).toBe(302);
    expect(sql.prepare("SELECT status, attempts FROM email_outbox WHERE id = ?").get(id)).toEqual({
      status: "pending",
      attempts: 0,
    });
    const twice = await call(adminOutbox.action, "/admin/outbox", {
      cookie,
      form: { mailId: String(id), intent: "retry" },
    });
    expect(twice.status).toBe(400);
    expect(await twice.text()).toContain("Only a failed mail can be retried.");
    const [entry] = auditOf(admin.email);
    expect(entry).toMatchObject({ action: "mail.retry", target_type: "email", target_id: id });
    expect(JSON.parse(entry.before!)).toEqual({
      status: "failed",
      attempts: 8,
      lastError: "550 no such user",
    });
    sql.prepare("UPDATE email_outbox SET status = 'sent' WHERE id = ?").run(id);
  });
});

describe("reviews feed", () => {
  it("lists the newest reviews, hidden ones marked, and hides and restores from the feed", async () => {
    const { admin, cookie } = await operator();
    const company = insertCompany({ name: `Feed Lines ${tag()}` });
    const review = sql
      .prepare(
        "INSERT INTO reviews (company_id, customer_name, rating, title, content) VALUES (?, 'Fresh Writer', 5, 'Great crew', 'Fast and clean') RETURNING id",
      )
      .get(company.id) as { id: number };
    const feed = await json(
      await call(adminReviews.loader, "/admin/reviews?view=latest", { cookie }),
    );
    expect(feed.view).toBe("latest");
    expect(feed.reviews[0]).toMatchObject({
      id: review.id,
      status: "visible",
      companyName: company.name,
      reports: 0,
    });
    const res = await call(adminReviews.action, "/admin/reviews", {
      cookie,
      form: { reviewId: String(review.id), intent: "hide", view: "latest" },
    });
    expect(res.headers.get("Location")).toBe("/admin/reviews?view=latest");
    expect(sql.prepare("SELECT total_reviews FROM companies WHERE id = ?").get(company.id)).toEqual(
      { total_reviews: 0 },
    );
    const after = await json(
      await call(adminReviews.loader, "/admin/reviews?view=latest", { cookie }),
    );
    expect(after.reviews.find((r: { id: number }) => r.id === review.id).status).toBe("hidden");
    await call(adminReviews.action, "/admin/reviews", {
      cookie,
      form: { reviewId: String(review.id), intent: "restore", view: "latest" },
    });
    expect(sql.prepare("SELECT status FROM reviews WHERE id = ?").get(review.id)).toEqual({
      status: "visible",
    });
    expect(auditOf(admin.email).map((e) => e.action)).toEqual(["review.hide", "review.restore"]);
  });
});

describe("audit entries commit with their change", () => {
  it("a change whose entry cannot be written is rolled back, and the entry holds before and after", () => {
    const company = insertCompany({ name: `Atomic Lines ${tag()}` });
    const review = sql
      .prepare(
        "INSERT INTO reviews (company_id, customer_name, rating, title, content) VALUES (?, 'Ann', 2, 'Meh', 'Slow') RETURNING id",
      )
      .get(company.id) as { id: number };
    // actor_email is NOT NULL: the entry fails, so the hide must not stay.
    const broken = { id: null, email: null as unknown as string };
    expect(() => moderateReview(review.id, "hide", broken)).toThrow();
    expect(sql.prepare("SELECT status FROM reviews WHERE id = ?").get(review.id)).toEqual({
      status: "visible",
    });
    expect(() => changeListing(company.id, "unlist", broken)).toThrow();
    expect(
      sql.prepare("SELECT listing_status FROM companies WHERE id = ?").get(company.id),
    ).toEqual({ listing_status: "listed" });

    const actor = { id: null, email: `atomic-${tag()}@example.com` };
    changeListing(company.id, "verify", actor, "Licence checked");
    const [entry] = auditOf(actor.email);
    expect(entry).toMatchObject({ action: "listing.verify", note: "Licence checked" });
    expect(JSON.parse(entry.before!)).toMatchObject({ isVerified: false, verifiedNote: null });
    expect(JSON.parse(entry.after!)).toMatchObject({
      isVerified: true,
      verifiedNote: "Licence checked",
    });
  });
});

describe("a listing's own screen", () => {
  const plan = (id: number, cookie: string, form: Record<string, string>) =>
    call(adminListing.action, `/admin/listings/${id}`, {
      cookie,
      params: { id: String(id) },
      form: { intent: "plan", ...form },
    });

  it("grants, changes and ends a complimentary plan with its last day and search priority, audited before and after", async () => {
    const { admin, cookie } = await operator();
    const company = insertCompany({ name: `Plan Lines ${tag()}` });
    const bad = await plan(company.id, cookie, { tier: "vip", featuredUntil: "2027-13-45" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Give the complimentary plan's last day as a date");
    const noDay = await plan(company.id, cookie, { tier: "vip" });
    expect(await noDay.text()).toContain("Give the complimentary plan's last day as a date");
    const badPriority = await plan(company.id, cookie, {
      tier: "vip",
      featuredUntil: "2027-06-30",
      searchPriority: "-3",
    });
    expect(await badPriority.text()).toContain("Search priority is a whole number from 0 to 100.");
    expect(sql.prepare("SELECT plan_status FROM companies WHERE id = ?").get(company.id)).toEqual({
      plan_status: "none",
    });

    const ok = await plan(company.id, cookie, {
      tier: "premium",
      featuredUntil: "2027-06-30",
      searchPriority: "5",
    });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe(`/admin/listings/${company.id}`);
    const row = () =>
      sql
        .prepare(
          "SELECT subscription_tier, tier_rank, plan_status, plan_source, featured_until, search_priority FROM companies WHERE id = ?",
        )
        .get(company.id);
    expect(row()).toEqual({
      subscription_tier: "premium",
      tier_rank: 1,
      plan_status: "active",
      plan_source: "complimentary",
      featured_until: Date.UTC(2027, 5, 30),
      search_priority: 5,
    });
    await plan(company.id, cookie, {
      tier: "vip",
      featuredUntil: "2027-12-31",
      searchPriority: "5",
    });
    await plan(company.id, cookie, {
      tier: "free",
      featuredUntil: "2027-12-31",
      searchPriority: "0",
    });
    expect(row()).toMatchObject({
      subscription_tier: "free",
      plan_status: "none",
      plan_source: null,
      featured_until: null,
    });

    const log = auditOf(admin.email);
    expect(log.map((e) => e.action)).toEqual([
      "plan.complimentary",
      "plan.complimentary",
      "plan.end",
    ]);
    expect(JSON.parse(log[0].before!)).toMatchObject({ planStatus: "none", planSource: null });
    expect(JSON.parse(log[1].before!)).toMatchObject({
      subscriptionTier: "premium",
      featuredUntil: "2027-06-30",
    });
    expect(JSON.parse(log[1].after!)).toEqual({
      subscriptionTier: "vip",
      planStatus: "active",
      planSource: "complimentary",
      featuredUntil: "2027-12-31",
      searchPriority: 5,
    });
    const screen = await json(
      await call(adminListing.loader, `/admin/listings/${company.id}`, {
        cookie,
        params: { id: String(company.id) },
      }),
    );
    expect(screen.history.map((e: { action: string }) => e.action)).toEqual([
      "plan.end",
      "plan.complimentary",
      "plan.complimentary",
    ]);
  });

  it("unlists and restores from the listing screen; a listing deleted within 30 days comes back, an older one cannot", async () => {
    const { admin, cookie } = await operator();
    const company = insertCompany({ name: `Screen Lines ${tag()}` });
    const act = (id: number, intent: string) =>
      call(adminListing.action, `/admin/listings/${id}`, {
        cookie,
        params: { id: String(id) },
        form: { intent },
      });
    expect((await act(company.id, "unlist")).status).toBe(302);
    expect(
      sql.prepare("SELECT listing_status, directory FROM companies WHERE id = ?").get(company.id),
    ).toEqual({ listing_status: "unlisted", directory: "hidden-striping" });
    expect((await act(company.id, "restore")).status).toBe(302);
    expect(
      sql.prepare("SELECT listing_status, directory FROM companies WHERE id = ?").get(company.id),
    ).toEqual({ listing_status: "listed", directory: "striping" });

    const deleted = insertCompany({ name: `Deleted Lines ${tag()}` });
    const day = 24 * 60 * 60 * 1000;
    sql
      .prepare("UPDATE companies SET deleted_at = ?, directory = 'hidden-striping' WHERE id = ?")
      .run(Date.now() - 29 * day, deleted.id);
    const screen = await json(
      await call(adminListing.loader, `/admin/listings/${deleted.id}`, {
        cookie,
        params: { id: String(deleted.id) },
      }),
    );
    expect(new Date(screen.listing.restorableUntil).getTime()).toBeGreaterThan(Date.now());
    expect((await act(deleted.id, "restore")).status).toBe(302);
    expect(sql.prepare("SELECT deleted_at FROM companies WHERE id = ?").get(deleted.id)).toEqual({
      deleted_at: null,
    });

    const old = insertCompany({ name: `Old Lines ${tag()}` });
    sql
      .prepare("UPDATE companies SET deleted_at = ?, directory = 'hidden-striping' WHERE id = ?")
      .run(Date.now() - 31 * day, old.id);
    const late = await act(old.id, "restore");
    expect(late.status).toBe(404);
    expect(
      sql.prepare("SELECT deleted_at IS NOT NULL AS d FROM companies WHERE id = ?").get(old.id),
    ).toEqual({ d: 1 });
    expect(auditOf(admin.email).map((e) => [e.action, e.target_id])).toEqual([
      ["listing.unlist", company.id],
      ["listing.restore", company.id],
      ["listing.restore", deleted.id],
    ]);
    const missing = await call(adminListing.loader, "/admin/listings/999999999", {
      cookie,
      params: { id: "999999999" },
    });
    expect(missing.status).toBe(404);
  });
});
