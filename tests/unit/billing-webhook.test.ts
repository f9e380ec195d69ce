import { describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client";
import { signature } from "~/scripts/stripe-standin/server";
import { call, signedInUser } from "~/tests/support/route-call";
import {
  choose,
  mailsTo,
  planOf,
  press,
  returnPage,
  billingForTests,
  WEBHOOK_SECRET,
} from "~/tests/support/billing-harness";
import { ownedBy } from "~/tests/support/owner-fixtures";
import { handleWebhook } from "~/server/billing/webhook.server";
import { env } from "~/env.server";
import { endLapsedPlans } from "~/models/listings/plans.server";
import { setListingPlan } from "~/models/admin/admin-listing.server";
import { action as portalAction } from "~/routes/owners/billing.portal";

const billing = billingForTests();

const DAY = 24 * 60 * 60 * 1000;
const sql = getDb().$client;
const subIdOf = (userId: number) =>
  (
    sql.prepare("SELECT id FROM billing_subscriptions WHERE user_id = ?").get(userId) as {
      id: string;
    }
  ).id;
const subRow = (id: string) =>
  sql.prepare("SELECT * FROM billing_subscriptions WHERE id = ?").get(id) as Record<
    string,
    unknown
  >;

async function paidListing(name: string, tier = "premium") {
  const owner = await signedInUser("hook");
  const listing = ownedBy(owner.id, { name });
  const { location } = await choose(owner.cookie, { listingId: listing.id, tier, period: "month" });
  await returnPage(owner.cookie, await press(`${location}/pay`));
  await billing().settled();
  return { owner, listing, subId: subIdOf(owner.id) };
}

/** Tells the stand-in to do what Stripe's clock or dashboard would, then waits for its events. */
async function control(path: string) {
  await fetch(`${billing().standin.url}/_test/${path}`, { method: "POST" });
  await billing().settled();
}

describe("the Stripe webhook", () => {
  it("refuses a bad or missing signature with a 400 and changes nothing", async () => {
    const { listing, subId } = await paidListing("Signed Lines");
    const event = JSON.stringify({
      id: "evt_forged",
      object: "event",
      type: "customer.subscription.deleted",
      data: { object: { id: subId, object: "subscription" } },
    });
    expect(await handleWebhook(event, signature(event, "whsec_wrong"))).toMatchObject({
      status: 400,
    });
    expect(await handleWebhook(event, null)).toMatchObject({ status: 400 });
    expect(await handleWebhook(event + " ", signature(event, WEBHOOK_SECRET))).toMatchObject({
      status: 400,
    });
    expect(planOf(listing.id).tier).toBe("premium");
    expect(
      sql.prepare("SELECT 1 FROM stripe_events WHERE id = 'evt_forged'").get(),
    ).toBeUndefined();
  });

  it("an event sent twice is a 200 the second time and changes nothing", async () => {
    const { owner, listing } = await paidListing("Twice Told");
    const first = billing().standin.state.events.find((e) => e.type === "invoice.paid")!;
    const before = { plan: planOf(listing.id), mails: mailsTo(owner.email).length };
    const payload = JSON.stringify(first);
    const again = await handleWebhook(payload, signature(payload, WEBHOOK_SECRET));
    expect(again).toEqual({ status: 200, message: "Already handled." });
    expect({ plan: planOf(listing.id), mails: mailsTo(owner.email).length }).toEqual(before);
  });

  it("events out of order: an old 'created' after the end does not bring the plan back", async () => {
    const { listing, subId } = await paidListing("Late News");
    const created = billing().standin.state.events.find(
      (e) =>
        e.type === "customer.subscription.created" &&
        (e.data as { object: { id: string } }).object.id === subId,
    )!;
    await control(`subscriptions/${subId}/end`);
    expect(planOf(listing.id)).toMatchObject({ tier: "free", source: null });
    // The same event again under a new id, as a late delivery: Stripe is read, not the event.
    const late = { ...created, id: `${created.id}_late` };
    const payload = JSON.stringify(late);
    expect(await handleWebhook(payload, signature(payload, WEBHOOK_SECRET))).toMatchObject({
      status: 200,
    });
    expect(planOf(listing.id).tier).toBe("free");
  });

  it("a failed payment keeps the plan for 7 days of grace, then the listing returns to Standard", async () => {
    const { owner, listing, subId } = await paidListing("Grace Period");
    await control(`subscriptions/${subId}/fail`);
    expect(subRow(subId).status).toBe("past_due");
    expect(planOf(listing.id).tier).toBe("premium");
    const failed = mailsTo(owner.email).find((m) => m.subject === "Your payment failed");
    expect(failed?.text).toContain("Manage billing: http://localhost:3000/dashboard#billing");
    expect(failed?.text).toMatch(/The plan stays until \w+ \d+, \d{4}/);
    expect(endLapsedPlans(new Date(Date.now() + 6 * DAY))).toBe(0);
    expect(planOf(listing.id).tier).toBe("premium");
    endLapsedPlans(new Date(Date.now() + 8 * DAY));
    expect(planOf(listing.id)).toMatchObject({ tier: "free", status: "none" });
    expect(mailsTo(owner.email).filter((m) => m.subject === "Your plan has ended")).toHaveLength(1);
  });

  it("unpaid returns the listing to Standard at once; its claim stays", async () => {
    const { owner, listing, subId } = await paidListing("Unpaid Lines", "vip");
    await control(`subscriptions/${subId}/unpaid`);
    expect(planOf(listing.id).tier).toBe("free");
    const row = sql
      .prepare("SELECT claimed_by, is_claimed FROM companies WHERE id = ?")
      .get(listing.id);
    expect(row).toEqual({ claimed_by: owner.id, is_claimed: 1 });
  });

  it("a cancel in the portal keeps the plan to the end of the paid period", async () => {
    const { owner, listing, subId } = await paidListing("Cancel Later");
    const res = await call(portalAction, "POST", "/billing/portal", { cookie: owner.cookie });
    const portal = res.headers.get("Location")!;
    expect(portal).toMatch(`${billing().standin.url}/portal/bps_`);
    const page = await (await fetch(portal)).text();
    expect(page).toContain("Cancel Premium monthly");
    const body = new URLSearchParams({ subscription: subId });
    await fetch(`${portal}/cancel`, { method: "POST", body, redirect: "manual" });
    await billing().settled();
    expect(subRow(subId)).toMatchObject({ cancel_at_period_end: 1, status: "active" });
    expect(planOf(listing.id).tier).toBe("premium");
    await control(`subscriptions/${subId}/end`);
    expect(planOf(listing.id).tier).toBe("free");
    expect(mailsTo(owner.email).at(-1)?.subject).toBe("Your plan has ended");
  });

  it("a complimentary plan is untouched by Stripe's events", async () => {
    const { listing, subId } = await paidListing("Gifted Lines");
    const until = new Date(Date.now() + 90 * DAY);
    setListingPlan(
      listing.id,
      { tier: "vip", featuredUntil: until, searchPriority: 0 },
      { id: null, email: "operator@example.com" },
    );
    await control(`subscriptions/${subId}/end`);
    expect(planOf(listing.id)).toMatchObject({ tier: "vip", source: "complimentary" });
    const entry = sql
      .prepare("SELECT action FROM audit_log WHERE target_id = ? ORDER BY id DESC LIMIT 1")
      .get(listing.id);
    expect(entry).toEqual({ action: "plan.complimentary" });
  });

  it("an event for an unknown subscription is a 200 that changes nothing, and is logged", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const event = JSON.stringify({
      id: "evt_unknown_sub",
      object: "event",
      type: "customer.subscription.updated",
      data: { object: { id: "sub_nobody_knows", object: "subscription" } },
    });
    expect(await handleWebhook(event, signature(event, WEBHOOK_SECRET))).toMatchObject({
      status: 200,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("sub_nobody_knows"));
    warn.mockRestore();
  });
});

describe("payments that cannot be taken", () => {
  it("Stripe unreachable: the owner is told to try again and nothing is written", async () => {
    const owner = await signedInUser("hook");
    const listing = ownedBy(owner.id, { name: "Offline Day" });
    const config = env();
    const base = config.STRIPE_API_BASE;
    config.STRIPE_API_BASE = "http://127.0.0.1:9";
    try {
      const { toast } = await choose(owner.cookie, {
        listingId: listing.id,
        tier: "premium",
        period: "month",
      });
      expect(toast?.title).toBe("Payments are unavailable, try again shortly");
    } finally {
      config.STRIPE_API_BASE = base;
    }
    expect(planOf(listing.id).tier).toBe("free");
    expect(
      sql.prepare("SELECT 1 FROM billing_customers WHERE user_id = ?").get(owner.id),
    ).toBeUndefined();
  });

  it("without a secret key a paid choice says payments are not set up and keeps Standard", async () => {
    const owner = await signedInUser("hook");
    const listing = ownedBy(owner.id, { name: "No Keys" });
    const config = env();
    const key = config.STRIPE_SECRET_KEY;
    config.STRIPE_SECRET_KEY = undefined;
    try {
      const { toast } = await choose(owner.cookie, {
        listingId: listing.id,
        tier: "vip",
        period: "year",
      });
      expect(toast?.title).toBe("Payments are not set up on this site");
    } finally {
      config.STRIPE_SECRET_KEY = key;
    }
    expect(planOf(listing.id).tier).toBe("free");
  });
});
