import { desc, eq, ne } from "drizzle-orm";
import { db, schema } from "~/models/db.server";
import { listingLink } from "~/models/listings/listing-columns.server";
import { pickColumns } from "~/models/directory/pick-columns.server";

const { companies, billingListings, billingSubscriptions } = schema;

/** A listing's Stripe subscriptions, as the operator sees them (status, period end, ids). */
export function paidPlanOf(companyId: number) {
  return db()
    .select({
      subscriptionId: billingSubscriptions.id,
      customerId: billingSubscriptions.stripeCustomerId,
      ...pickColumns(billingSubscriptions, [
        "tier",
        "period",
        "status",
        "currentPeriodEnd",
        "cancelAtPeriodEnd",
      ]),
    })
    .from(billingListings)
    .innerJoin(billingSubscriptions, eq(billingSubscriptions.id, billingListings.subscriptionId))
    .where(eq(billingListings.companyId, companyId))
    .orderBy(desc(billingSubscriptions.updatedAt))
    .all();
}

/** Every listing on a plan, with where the plan comes from (paid or complimentary). */
export function listingsOnPlans(limit = 200) {
  return db()
    .select({
      ...listingLink,
      ...pickColumns(companies, ["subscriptionTier", "planSource", "featuredUntil"]),
    })
    .from(companies)
    .where(ne(companies.tierRank, 0))
    .orderBy(desc(companies.updatedAt))
    .limit(limit)
    .all()
    .map((row) => ({ ...row, paid: row.planSource === "paid" ? paidPlanOf(row.id) : [] }));
}
