/**
 * What the paid plans cost, in cents: the first listing on a plan and period at full price, each
 * further one 20 % off (Stripe's graduated tiers carry the same numbers, so the two agree).
 */
export const PAID_TIERS = ["premium", "vip"] as const;
export type PaidTier = (typeof PAID_TIERS)[number];
export const PERIODS = ["month", "year"] as const;
export type Period = (typeof PERIODS)[number];

const FIRST_CENTS: Record<PaidTier, Record<Period, number>> = {
  premium: { month: 1000, year: 9600 },
  vip: { month: 5000, year: 50000 },
};

export const ADDITIONAL_LOCATION_SHARE = 0.8;

export function unitCents(tier: PaidTier, period: Period) {
  const first = FIRST_CENTS[tier][period];
  return { first, further: Math.round(first * ADDITIONAL_LOCATION_SHARE) };
}

/** The charge for `quantity` listings on one plan and period. */
export function amountCents(tier: PaidTier, period: Period, quantity: number) {
  if (quantity <= 0) return 0;
  const { first, further } = unitCents(tier, period);
  return first + (quantity - 1) * further;
}

/** Stripe's lookup key of a plan's price: premium_monthly, vip_yearly… */
export const lookupKey = (tier: PaidTier, period: Period) =>
  `${tier}_${period === "month" ? "monthly" : "yearly"}`;

export function fromLookupKey(key: string | null | undefined) {
  const m = /^(premium|vip)_(monthly|yearly)$/.exec(key ?? "");
  if (!m) return undefined;
  return { tier: m[1] as PaidTier, period: (m[2] === "monthly" ? "month" : "year") as Period };
}

export const isPaidTier = (v: unknown): v is PaidTier => v === "premium" || v === "vip";
export const isPeriod = (v: unknown): v is Period => v === "month" || v === "year";

export function dollars(cents: number, currency = "usd") {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: currency.toUpperCase(),
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

export const PERIOD_LABEL: Record<Period, string> = { month: "Monthly", year: "Yearly" };
