import { and, eq, lt } from "drizzle-orm";
import { TIER_RANK, type SubscriptionTier } from "~/lib/options";
import { audit, type Actor } from "./audit.server";
import { db, schema } from "./db.server";
import { pickColumns } from "./pick-columns.server";
import { listingLink } from "./listing-columns.server";
import { BadRequest, NotFound } from "./errors.server";
import { notifyListingOwner } from "./owner-mail.server";

const { companies } = schema;

/**
 * Plans (decision 015): `subscriptionTier`/`tierRank` are the plan that is paid for and active,
 * and the only thing ranking, badges and the homepage read. A plan chosen in the wizard or the
 * API is only *requested* (`planStatus` pending) until the operator activates it after payment.
 */
export function requestedPlan(chosen: SubscriptionTier) {
  return chosen === "free"
    ? { requestedTier: null }
    : { requestedTier: chosen, planStatus: "pending" as const };
}

/**
 * The operator, once paid: the listing ranks and shows as `tier` from now on. Without a tier the
 * requested one is activated.
 */
export function activatePlan(companyId: number, tier?: "premium" | "vip", now = new Date()) {
  return db().transaction((tx) => {
    const row = tx.select().from(companies).where(eq(companies.id, companyId)).get();
    if (!row) throw new NotFound("Company not found");
    const plan = tier ?? row.requestedTier;
    if (plan !== "premium" && plan !== "vip") {
      throw new BadRequest("Choose Premium or VIP to activate.");
    }
    const active = tx
      .update(companies)
      .set({
        subscriptionTier: plan,
        tierRank: TIER_RANK[plan],
        planStatus: "active",
        requestedTier: null,
        updatedAt: now,
      })
      .where(eq(companies.id, companyId))
      .returning()
      .get();
    notifyListingOwner(tx, companyId, {
      kind: "plan.active",
      tier: plan,
      paidUntil: active.featuredUntil,
    });
    return active;
  });
}

/** The columns of a listing without a paid plan, active or requested: Standard. */
export const NO_PLAN = {
  subscriptionTier: "free",
  tierRank: TIER_RANK.free,
  planStatus: "none",
  requestedTier: null,
} as const;

/** The plan ended (not renewed, refunded, released): the listing is Standard again. */
export function endPlan(companyId: number, now = new Date()) {
  return db().transaction((tx) => {
    const before = tx
      .select({ tier: companies.subscriptionTier, status: companies.planStatus })
      .from(companies)
      .where(eq(companies.id, companyId))
      .get();
    const row = tx
      .update(companies)
      .set({ ...NO_PLAN, updatedAt: now })
      .where(eq(companies.id, companyId))
      .returning()
      .get();
    if (!row || !before) throw new NotFound("Company not found");
    if (before.status === "active") {
      notifyListingOwner(tx, companyId, { kind: "plan.ended", tier: before.tier, lapsed: false });
    }
    return row;
  });
}

/** Listings waiting for the operator to take payment and activate their plan. */
export function plansAwaitingPayment(limit = 100) {
  return db()
    .select({
      ...listingLink,
      ...pickColumns(companies, ["subscriptionTier", "requestedTier", "updatedAt"]),
    })
    .from(companies)
    .where(eq(companies.planStatus, "pending"))
    .limit(limit)
    .all();
}

/** Who ended a plan whose paid period ran out: the server's own schedule, not a person. */
const SCHEDULE: Actor = { id: null, email: "schedule" };

/**
 * Ends every active plan whose paid-until day (`featuredUntil`, set by the operator) is over:
 * the listing ranks and shows as Standard again, audited as the schedule's action in the same
 * transaction. `featuredUntil` is the last paid day, so a plan runs to the end of it.
 */
export function endLapsedPlans(now = new Date()): number {
  const dayStart = new Date(now);
  dayStart.setUTCHours(0, 0, 0, 0);
  return db().transaction((tx) => {
    const lapsed = tx
      .select()
      .from(companies)
      .where(and(eq(companies.planStatus, "active"), lt(companies.featuredUntil, dayStart)))
      .all();
    for (const row of lapsed) {
      tx.update(companies)
        .set({ ...NO_PLAN, featuredUntil: null, updatedAt: now })
        .where(eq(companies.id, row.id))
        .run();
      audit(tx, {
        actor: SCHEDULE,
        action: "plan.end",
        targetType: "company",
        targetId: row.id,
        before: {
          subscriptionTier: row.subscriptionTier,
          planStatus: row.planStatus,
          featuredUntil: row.featuredUntil?.toISOString().slice(0, 10) ?? null,
        },
        after: { subscriptionTier: "free", planStatus: "none", featuredUntil: null },
        note: "The paid period ended.",
      });
      notifyListingOwner(tx, row.id, {
        kind: "plan.ended",
        tier: row.subscriptionTier,
        lapsed: true,
      });
    }
    return lapsed.length;
  });
}
