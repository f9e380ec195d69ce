import { and, eq, inArray } from "drizzle-orm";
import { TIER_RANK } from "~/lib/options";
import type { PaidTier } from "~/lib/plan-prices";
import { db, schema, type Db } from "~/models/db.server";

const { companies, billingListings, billingSubscriptions } = schema;

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const GRACE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The statuses that end a plan at once; anything unknown gives no plan either. */
const GIVING = new Set(["active", "trialing"]);

/** A subscription that still runs and charges: past_due is in its grace, or about to end. */
export const LIVE_STATUSES = ["active", "trialing", "past_due"];

/** When a past-due subscription's grace is over. */
export const graceEnd = (pastDueSince: Date) =>
  new Date(pastDueSince.getTime() + GRACE_DAYS * DAY_MS);

/**
 * Whether a subscription in this state gives its listings the plan: active and trialing do,
 * past_due does for 7 days from when it was first seen so, every other status does not.
 */
export function givesPlan(sub: { status: string; pastDueSince: Date | null }, now: Date): boolean {
  if (GIVING.has(sub.status)) return true;
  if (sub.status !== "past_due") return false;
  return !sub.pastDueSince || now < graceEnd(sub.pastDueSince);
}

/** The columns of a listing on an active plan; a requested tier is settled by it. */
export function activePlan(
  tier: PaidTier,
  source: "paid" | "complimentary",
  featuredUntil: Date | null,
) {
  return {
    subscriptionTier: tier,
    tierRank: TIER_RANK[tier],
    planStatus: "active" as const,
    planSource: source,
    requestedTier: null,
    featuredUntil,
  };
}

export type PlanChange = {
  companyId: number;
  name: string;
  before: "free" | PaidTier;
  after: "free" | PaidTier;
};

/**
 * Sets each listing's plan from the subscriptions held here: the best one that gives a plan and
 * belongs to the listing's owner. A complimentary plan is the operator's and is left alone; a
 * listing that had a paid plan and no longer has one is Standard again (its placement, badge and
 * homepage feature go; the listing, its reviews and its claim stay).
 */
export function applyPlans(tx: Tx, companyIds: readonly number[], now: Date): PlanChange[] {
  if (companyIds.length === 0) return [];
  const rows = tx
    .select()
    .from(companies)
    .where(inArray(companies.id, [...new Set(companyIds)]))
    .all();
  const changes: PlanChange[] = [];
  for (const row of rows) {
    if (row.planSource === "complimentary") continue;
    const paid = row.claimedBy === null ? undefined : bestPaid(tx, row.id, row.claimedBy, now);
    const before = row.planStatus === "active" ? row.subscriptionTier : "free";
    if (paid) {
      tx.update(companies)
        .set({ ...activePlan(paid.tier, "paid", paid.currentPeriodEnd), updatedAt: now })
        .where(eq(companies.id, row.id))
        .run();
    } else if (row.planSource === "paid" || row.planStatus === "pending") {
      tx.update(companies)
        .set({
          subscriptionTier: "free",
          tierRank: 0,
          planStatus: "none",
          planSource: null,
          requestedTier: null,
          featuredUntil: null,
          updatedAt: now,
        })
        .where(eq(companies.id, row.id))
        .run();
    } else continue;
    const after = paid?.tier ?? "free";
    if (after !== before) changes.push({ companyId: row.id, name: row.name, before, after });
  }
  return changes;
}

function bestPaid(tx: Tx, companyId: number, ownerId: number, now: Date) {
  const subs = tx
    .select({
      tier: billingSubscriptions.tier,
      status: billingSubscriptions.status,
      pastDueSince: billingSubscriptions.pastDueSince,
      currentPeriodEnd: billingSubscriptions.currentPeriodEnd,
    })
    .from(billingListings)
    .innerJoin(billingSubscriptions, eq(billingSubscriptions.id, billingListings.subscriptionId))
    .where(and(eq(billingListings.companyId, companyId), eq(billingSubscriptions.userId, ownerId)))
    .all()
    .filter((s) => givesPlan(s, now));
  subs.sort((a, b) => TIER_RANK[b.tier] - TIER_RANK[a.tier]);
  return subs[0];
}

/** A listing's plan again from what is held here (a claim approved, a complimentary plan over). */
export function reapplyPlan(companyId: number, now = new Date()) {
  return db().transaction((tx) => applyPlans(tx, [companyId], now));
}
