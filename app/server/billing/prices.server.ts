import type Stripe from "stripe";
import { TIER_LABEL } from "~/lib/options";
import { lookupKey, unitCents, type PaidTier, type Period } from "~/lib/plan-prices";

const found = new Map<string, string>();

/**
 * The price of a plan and period, found by its lookup key and created (with its product) the
 * first time it is missing, so nobody sets Stripe up by hand. Graduated tiers: the first unit
 * at full price, every further one 20 % off.
 */
export async function priceId(stripe: Stripe, tier: PaidTier, period: Period): Promise<string> {
  const key = lookupKey(tier, period);
  const cached = found.get(key);
  if (cached) return cached;
  const listed = await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
  const id = listed.data[0]?.id ?? (await createPrice(stripe, tier, period, key));
  found.set(key, id);
  return id;
}

/** Forgets the prices found (the tests point the app at a fresh stand-in). */
export const forgetPrices = () => found.clear();

async function createPrice(stripe: Stripe, tier: PaidTier, period: Period, key: string) {
  const { first, further } = unitCents(tier, period);
  const price = await stripe.prices.create({
    product_data: { name: `${TIER_LABEL[tier]} listing plan` },
    currency: "usd",
    lookup_key: key,
    transfer_lookup_key: true,
    recurring: { interval: period },
    billing_scheme: "tiered",
    tiers_mode: "graduated",
    tiers: [
      { up_to: 1, unit_amount: first },
      { up_to: "inf", unit_amount: further },
    ],
    nickname: `${TIER_LABEL[tier]} ${period === "month" ? "monthly" : "yearly"}`,
  });
  return price.id;
}
