import { and, eq, isNull, lt, or } from "drizzle-orm";
import { TIER_RANK } from "~/lib/options";
import { applyPlans } from "~/models/billing/plan-state.server";
import { endGracePeriods } from "~/models/billing/sync.server";
import { audit, type Actor } from "~/models/admin/audit.server";
import { db, schema } from "~/models/db.server";
import { NotFound } from "~/models/errors.server";
import { notifyListingOwner } from "~/models/mail/owner-mail.server";

const { companies } = schema;

/**
 * Plans (decision 015): `subscriptionTier`/`tierRank` are the plan that is active, and the only
 * thing ranking, badges and the homepage read. A paid plan follows Stripe (models/billing); a
 * complimentary one is the operator's, to its end date, and Stripe's events never touch it.
 *
 * The columns of a listing without a paid plan, active or requested: Standard. */
export const NO_PLAN = {
  subscriptionTier: "free",
  tierRank: TIER_RANK.free,
  planStatus: "none",
  planSource: null,
  requestedTier: null,
} as const;

/**
 * The operator ends a complimentary plan (or a listing is released): the listing is Standard
 * again, unless its owner pays for a plan through Stripe, which then applies.
 */
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
    const paid = applyPlans(tx, [companyId], now);
    if (before.status === "active" && !paid.some((c) => c.after !== "free")) {
      notifyListingOwner(tx, companyId, { kind: "plan.ended", tier: before.tier, lapsed: false });
    }
    return row;
  });
}

/** Who ended a plan whose paid period ran out: the server's own schedule, not a person. */
const SCHEDULE: Actor = { id: null, email: "schedule" };

/**
 * Ends every complimentary plan whose last day (`featuredUntil`, set by the operator) is over:
 * the listing ranks and shows as Standard again, audited as the schedule's action in the same
 * transaction. `featuredUntil` is the last paid day, so a plan runs to the end of it.
 */
export function endLapsedPlans(now = new Date()): number {
  const dayStart = new Date(now);
  dayStart.setUTCHours(0, 0, 0, 0);
  return (
    db().transaction((tx) => {
      const lapsed = tx
        .select()
        .from(companies)
        .where(
          and(
            eq(companies.planStatus, "active"),
            // A paid plan follows Stripe (its grace is billing's), never this date.
            or(isNull(companies.planSource), eq(companies.planSource, "complimentary")),
            lt(companies.featuredUntil, dayStart),
          ),
        )
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
          note: "The complimentary plan ended.",
        });
        notifyListingOwner(tx, row.id, {
          kind: "plan.ended",
          tier: row.subscriptionTier,
          lapsed: true,
        });
        // A plan the owner pays through Stripe takes over where the gift ends.
        applyPlans(tx, [row.id], now);
      }
      return lapsed.length;
    }) + endGracePeriods(now)
  );
}
