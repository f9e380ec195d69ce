import { TIER_LABEL } from "~/lib/options";
import { isPaidTier } from "~/lib/plan-prices";
import { callStripe } from "./stripe.server";
import { customerOf, ownedListingPlan } from "~/models/billing/store.server";
import { settle } from "./webhook.server";

export type ReturnState =
  | { state: "active"; message: string }
  | { state: "confirming"; message: string }
  | { state: "cancelled"; message: string }
  | { state: "unknown"; message: string };

const UNKNOWN: ReturnState = {
  state: "unknown",
  message: "We could not find this payment in your account.",
};

/**
 * Back from Checkout: cancelled leaves the listing as it was; paid runs the webhook's own sync
 * (Stripe read again), so the page says the plan is active once Stripe has confirmed it and
 * "confirming" until then, reading Stripe again on each reload.
 */
export async function checkoutReturn(
  userId: number,
  params: URLSearchParams,
): Promise<ReturnState> {
  const cancelled = Number(params.get("cancelled"));
  if (params.has("cancelled")) {
    const listing = Number.isSafeInteger(cancelled)
      ? ownedListingPlan(userId, cancelled)
      : undefined;
    if (!listing) return UNKNOWN;
    return {
      state: "cancelled",
      message: `Checkout was cancelled: nothing was charged, and ${listing.name} stays on ${TIER_LABEL[listing.tier]}.`,
    };
  }
  const sessionId = params.get("session_id") ?? "";
  const customer = customerOf(userId);
  if (!/^cs_[A-Za-z0-9_]+$/.test(sessionId) || !customer) return UNKNOWN;
  const session = await callStripe(async (stripe) => {
    try {
      return await stripe.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return undefined;
      throw error;
    }
  });
  const sessionCustomer =
    typeof session?.customer === "string" ? session.customer : session?.customer?.id;
  if (!session || sessionCustomer !== customer) return UNKNOWN;
  const tier = session.metadata?.tier;
  const listing = ownedListingPlan(userId, Number(session.metadata?.listing_id));
  if (!listing || !isPaidTier(tier)) return UNKNOWN;
  const subId =
    typeof session.subscription === "string" ? session.subscription : session.subscription?.id;
  if (subId) await settle(subId);
  const now = ownedListingPlan(userId, Number(session.metadata?.listing_id));
  if (now?.tier === tier) {
    return { state: "active", message: `${TIER_LABEL[tier]} is active for ${listing.name}` };
  }
  return {
    state: "confirming",
    message: `We are confirming your payment for ${TIER_LABEL[tier]} on ${listing.name}.`,
  };
}
