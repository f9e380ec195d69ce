import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { call, signedInUser } from "~/tests/support/route-call";
import * as dashboard from "~/routes/owners/dashboard/route";
import {
  choose,
  mailsTo,
  planOf,
  press,
  returnPage,
  billingForTests,
} from "~/tests/support/billing-harness";
import { ownedBy } from "~/tests/support/owner-fixtures";
import { insertCompany } from "~/tests/support/factories";

const billing = billingForTests();

const subscriptionOf = (userId: number) =>
  getDb()
    .$client.prepare(
      "SELECT id, tier, period, status, quantity, amount_cents AS amount FROM billing_subscriptions WHERE user_id = ?",
    )
    .all(userId) as {
    id: string;
    tier: string;
    period: string;
    status: string;
    quantity: number;
    amount: number;
  }[];

/** Chooses a plan, pays on the stand-in's Checkout, comes back: the return page's outcome. */
async function buy(cookie: string, listingId: number, tier: string, period: string) {
  const { location } = await choose(cookie, { listingId, tier, period });
  expect(location).toMatch(/\/checkout\/cs_test_/);
  const back = await press(`${location}/pay`);
  const outcome = await returnPage(cookie, back);
  await billing().settled();
  return outcome;
}

describe("buying a plan through Stripe Checkout", () => {
  it("a monthly Premium purchase makes the listing Premium once paid, and mails the owner once", async () => {
    const owner = await signedInUser("billing");
    const listing = ownedBy(owner.id, { name: "Monthly Stripes" });
    const outcome = await buy(owner.cookie, listing.id, "premium", "month");
    expect(outcome.message).toBe("Premium is active for Monthly Stripes");
    expect(planOf(listing.id)).toMatchObject({ tier: "premium", status: "active", source: "paid" });
    expect(subscriptionOf(owner.id)).toMatchObject([
      { tier: "premium", period: "month", status: "active", quantity: 1, amount: 1000 },
    ]);
    const mails = mailsTo(owner.email).filter((m) => m.subject === "Your plan is active");
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("The next charge is $10 on");
  });

  it("a yearly VIP purchase charges $500 a year", async () => {
    const owner = await signedInUser("billing");
    const listing = ownedBy(owner.id, { name: "Yearly Lines" });
    const outcome = await buy(owner.cookie, listing.id, "vip", "year");
    expect(outcome.message).toBe("VIP is active for Yearly Lines");
    expect(planOf(listing.id).tier).toBe("vip");
    expect(subscriptionOf(owner.id)[0]).toMatchObject({ period: "year", amount: 50000 });
    const prices = [...billing().standin.state.prices.values()].map((p) => p.lookup_key);
    expect(prices).toEqual(expect.arrayContaining(["premium_monthly", "vip_yearly"]));
  });

  it("a second listing on the same plan adds to the quantity at 20 % off, with no second Checkout", async () => {
    const owner = await signedInUser("billing");
    const first = ownedBy(owner.id, { name: "First Yard" });
    const second = ownedBy(owner.id, { name: "Second Yard" });
    await buy(owner.cookie, first.id, "premium", "month");
    const { location, toast } = await choose(owner.cookie, {
      listingId: second.id,
      tier: "premium",
      period: "month",
    });
    await billing().settled();
    expect(location).toBe("/dashboard");
    expect(toast?.title).toBe("Premium is active for Second Yard");
    expect(planOf(second.id).tier).toBe("premium");
    expect(subscriptionOf(owner.id)).toMatchObject([{ quantity: 2, amount: 1800 }]);
  });

  it("a cancelled Checkout leaves the listing as it was and says so", async () => {
    const owner = await signedInUser("billing");
    const listing = ownedBy(owner.id, { name: "Second Thoughts" });
    const { location } = await choose(owner.cookie, {
      listingId: listing.id,
      tier: "vip",
      period: "month",
    });
    const back = await press(`${location}/cancel`);
    const outcome = await returnPage(owner.cookie, back);
    expect(outcome.message).toBe(
      "Checkout was cancelled: nothing was charged, and Second Thoughts stays on Standard.",
    );
    expect(planOf(listing.id).tier).toBe("free");
  });

  it("Standard takes a listing off its subscription: the quantity goes down", async () => {
    const owner = await signedInUser("billing");
    const a = ownedBy(owner.id, { name: "Keep Me" });
    const b = ownedBy(owner.id, { name: "Drop Me" });
    await buy(owner.cookie, a.id, "premium", "month");
    await choose(owner.cookie, { listingId: b.id, tier: "premium", period: "month" });
    await choose(owner.cookie, { listingId: b.id, tier: "free" });
    await billing().settled();
    expect(planOf(b.id).tier).toBe("free");
    expect(planOf(a.id).tier).toBe("premium");
    expect(subscriptionOf(owner.id)).toMatchObject([{ quantity: 1, amount: 1000 }]);
  });
});

describe("changing plan", () => {
  it("a listing moved to VIP leaves its Premium subscription once VIP is paid, and only then", async () => {
    const owner = await signedInUser("billing");
    const stay = ownedBy(owner.id, { name: "Stays Premium" });
    const move = ownedBy(owner.id, { name: "Moves Up" });
    await buy(owner.cookie, stay.id, "premium", "month");
    await choose(owner.cookie, { listingId: move.id, tier: "premium", period: "month" });
    await billing().settled();
    const outcome = await buy(owner.cookie, move.id, "vip", "month");
    expect(outcome.message).toBe("VIP is active for Moves Up");
    await billing().settled();
    expect(planOf(move.id).tier).toBe("vip");
    expect(planOf(stay.id).tier).toBe("premium");
    const subs = subscriptionOf(owner.id);
    expect(subs.find((s) => s.tier === "premium")).toMatchObject({ quantity: 1, amount: 1000 });
    expect(subs.find((s) => s.tier === "vip")).toMatchObject({ quantity: 1, amount: 5000 });
  });
});

describe("a paid listing that leaves its owner", () => {
  it("deleted, it comes off the subscription: the quantity goes down", async () => {
    const owner = await signedInUser("billing");
    const keep = ownedBy(owner.id, { name: "Kept Yard", addedBy: owner.id });
    const gone = ownedBy(owner.id, { name: "Gone Yard", addedBy: owner.id });
    await buy(owner.cookie, keep.id, "premium", "year");
    await choose(owner.cookie, { listingId: gone.id, tier: "premium", period: "year" });
    await billing().settled();
    expect(subscriptionOf(owner.id)).toMatchObject([{ quantity: 2, amount: 9600 + 7680 }]);
    const res = await call(dashboard.action, "POST", "/dashboard", {
      cookie: owner.cookie,
      body: new URLSearchParams({ intent: "delete", id: String(gone.id) }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(302);
    await billing().settled();
    expect(subscriptionOf(owner.id)).toMatchObject([{ quantity: 1, amount: 9600 }]);
  });
});

describe("a plan choice that is refused sends nothing to Stripe", () => {
  it.each([
    [
      "a listing the caller does not own",
      "theirs",
      "premium",
      "month",
      "You can only choose a plan for a listing you manage.",
    ],
    ["a plan that does not exist", "mine", "gold", "month", "Choose Standard, Premium or VIP."],
    [
      "a period other than month or year",
      "mine",
      "premium",
      "week",
      "Choose monthly or yearly billing.",
    ],
  ])("%s", async (_what, whose, tier, period, message) => {
    const owner = await signedInUser("billing");
    const mine = ownedBy(owner.id);
    const theirs = insertCompany({ isClaimed: true, claimedBy: (await signedInUser("other")).id });
    const sent = billing().standin.state.requests.length;
    const { toast, location } = await choose(owner.cookie, {
      listingId: whose === "mine" ? mine.id : theirs.id,
      tier,
      period,
    });
    expect(location).toBe("/dashboard");
    expect(toast?.title).toBe(message);
    expect(billing().standin.state.requests.length).toBe(sent);
    expect(planOf(theirs.id).tier).toBe("free");
    expect(subscriptionOf(owner.id)).toEqual([]);
  });
});
