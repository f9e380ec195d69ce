import type Stripe from "stripe";
import { TIER_LABEL } from "~/lib/options";
import { isPaidTier, isPeriod, type PaidTier, type Period } from "~/lib/plan-prices";
import { env } from "~/env.server";
import {
  callStripe,
  paymentsSetUp,
  PaymentsUnavailable,
  PAYMENTS_NOT_SET_UP,
  PAYMENTS_UNAVAILABLE,
} from "./stripe.server";
import { NotFound } from "~/models/errors.server";
import { getOwnedCompany } from "~/models/listings/owner-companies.server";
import { priceId } from "./prices.server";
import {
  customerOf,
  liveSubscription,
  saveCustomer,
  subscriptionsCovering,
} from "~/models/billing/store.server";
import { listingIdsOf, syncSubscription } from "./sync.server";

export type Owner = { id: number; email: string };

/** Where the owner goes next: Stripe's Checkout, or back with a message. */
export type PlanOutcome =
  | { go: string }
  | { done: string; listing: string }
  | { refused: string; listing?: string };

export const PLAN_MESSAGES = {
  noPlan: "Choose Standard, Premium or VIP.",
  noPeriod: "Choose monthly or yearly billing.",
  notOwned: "You can only choose a plan for a listing you manage.",
  complimentary:
    "This listing has a complimentary plan from the directory; it cannot be bought over.",
} as const;

/**
 * An owner chooses a plan for a listing (the wizard's plan step, "Change plan" on the
 * dashboard). Bad input is refused before Stripe hears of it. A paid plan the owner already pays
 * on that period takes one more listing (prorated, no second Checkout); otherwise Stripe's
 * hosted Checkout opens. Standard takes the listing off what it was paid through.
 */
export async function choosePlan(
  owner: Owner,
  input: { listingId: unknown; tier: unknown; period: unknown },
): Promise<PlanOutcome> {
  const tier = input.tier;
  if (tier !== "free" && !isPaidTier(tier)) return { refused: PLAN_MESSAGES.noPlan };
  if (tier !== "free" && !isPeriod(input.period)) return { refused: PLAN_MESSAGES.noPeriod };
  let listing;
  try {
    listing = getOwnedCompany(owner.id, Number(input.listingId));
  } catch (error) {
    if (error instanceof NotFound) return { refused: PLAN_MESSAGES.notOwned };
    throw error;
  }
  if (listing.planSource === "complimentary") {
    return { refused: PLAN_MESSAGES.complimentary, listing: listing.name };
  }
  if (tier === "free") return toStandard(owner, listing);
  if (!paymentsSetUp()) return { refused: PAYMENTS_NOT_SET_UP, listing: listing.name };
  const period = input.period as Period;
  try {
    const live = liveSubscription(owner.id, tier, period);
    if (live) return await addToSubscription(owner, live.id, listing, tier);
    return { go: await checkoutUrl(owner, listing, tier, period) };
  } catch (error) {
    if (!(error instanceof PaymentsUnavailable)) throw error;
    return { refused: PAYMENTS_UNAVAILABLE, listing: listing.name };
  }
}

type Listing = { id: number; name: string };

async function checkoutUrl(owner: Owner, listing: Listing, tier: PaidTier, period: Period) {
  const site = env().SITE_URL;
  return callStripe(async (stripe) => {
    const customer = await ensureCustomer(stripe, owner);
    const price = await priceId(stripe, tier, period);
    const metadata = {
      user_id: String(owner.id),
      listing_id: String(listing.id),
      listing_ids: String(listing.id),
      tier,
      period,
    };
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      client_reference_id: String(owner.id),
      line_items: [{ price, quantity: 1 }],
      metadata,
      subscription_data: { metadata },
      success_url: `${site}/billing/return?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${site}/billing/return?${new URLSearchParams({ cancelled: String(listing.id) })}`,
    });
    if (!session.url) throw new PaymentsUnavailable(new Error("Checkout session without a url"));
    return session.url;
  });
}

async function ensureCustomer(stripe: Stripe, owner: Owner) {
  const known = customerOf(owner.id);
  if (known) return known;
  const created = await stripe.customers.create({
    email: owner.email,
    metadata: { user_id: String(owner.id) },
  });
  return saveCustomer(owner.id, created.id);
}

/** One more listing on a subscription the owner already pays: its quantity goes up, prorated. */
async function addToSubscription(owner: Owner, subId: string, listing: Listing, tier: PaidTier) {
  const result = await changeListings(subId, (ids) => [...ids, listing.id]);
  const now = result.known ? result.subscription : undefined;
  void owner;
  return now
    ? { done: `${TIER_LABEL[tier]} is active for ${listing.name}`, listing: listing.name }
    : { refused: PAYMENTS_UNAVAILABLE, listing: listing.name };
}

/**
 * Rewrites a subscription's listings at Stripe (quantity and metadata together, prorated), then
 * syncs. The last listing off cancels it at the end of the paid period.
 */
export async function changeListings(subId: string, change: (ids: number[]) => number[]) {
  await callStripe(async (stripe) => {
    const sub = await stripe.subscriptions.retrieve(subId);
    const ids = [...new Set(change(listingIdsOf(sub.metadata)))];
    const item = sub.items.data[0];
    if (ids.length === 0) {
      await stripe.subscriptions.update(subId, { cancel_at_period_end: true });
      return;
    }
    await stripe.subscriptions.update(subId, {
      items: [{ id: item.id, quantity: ids.length }],
      metadata: { ...sub.metadata, listing_ids: ids.join(",") },
      proration_behavior: "create_prorations",
      cancel_at_period_end: false,
    });
  });
  return syncSubscription(subId);
}

/** Standard: the listing comes off whatever it was paid through. */
async function toStandard(owner: Owner, listing: Listing): Promise<PlanOutcome> {
  const subs = subscriptionsCovering(owner.id, listing.id);
  if (subs.length === 0) return { done: `${listing.name} is on Standard`, listing: listing.name };
  try {
    for (const sub of subs)
      await changeListings(sub.id, (ids) => ids.filter((i) => i !== listing.id));
  } catch (error) {
    if (!(error instanceof PaymentsUnavailable)) throw error;
    return { refused: PAYMENTS_UNAVAILABLE, listing: listing.name };
  }
  return { done: `${listing.name} is on Standard`, listing: listing.name };
}

/** A listing now paid on one subscription comes off the owner's others (a plan change). */
export async function leaveOtherSubscriptions(userId: number, subId: string, listingIds: number[]) {
  for (const companyId of listingIds) {
    for (const other of subscriptionsCovering(userId, companyId, subId)) {
      await changeListings(other.id, (ids) => ids.filter((i) => i !== companyId));
    }
  }
}

/**
 * Before a listing leaves its owner (deleted, released): it comes off the subscriptions that pay
 * for it, so nobody is charged for a listing they no longer hold. False: Stripe could not be
 * reached, and the caller changes nothing.
 */
export async function leavePaidPlans(userId: number, companyId: number): Promise<boolean> {
  try {
    for (const sub of subscriptionsCovering(userId, companyId)) {
      await changeListings(sub.id, (ids) => ids.filter((i) => i !== companyId));
    }
    return true;
  } catch (error) {
    if (!(error instanceof PaymentsUnavailable)) throw error;
    return false;
  }
}
