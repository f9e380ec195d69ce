import { eq } from "drizzle-orm";
import { TIER_RANK, type SubscriptionTier } from "~/lib/options";
import { db, schema } from "./db.server";
import { BadRequest, NotFound } from "./errors.server";

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
    return tx
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
  });
}

/** The plan ended (not renewed, refunded, released): the listing is Standard again. */
export function endPlan(companyId: number, now = new Date()) {
  const row = db()
    .update(companies)
    .set({
      subscriptionTier: "free",
      tierRank: TIER_RANK.free,
      planStatus: "none",
      requestedTier: null,
      updatedAt: now,
    })
    .where(eq(companies.id, companyId))
    .returning()
    .get();
  if (!row) throw new NotFound("Company not found");
  return row;
}

/** Listings waiting for the operator to take payment and activate their plan. */
export function plansAwaitingPayment(limit = 100) {
  return db()
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.slug,
      directory: companies.directory,
      subscriptionTier: companies.subscriptionTier,
      requestedTier: companies.requestedTier,
      updatedAt: companies.updatedAt,
    })
    .from(companies)
    .where(eq(companies.planStatus, "pending"))
    .limit(limit)
    .all();
}
