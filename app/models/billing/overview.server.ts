import { desc, eq, inArray } from "drizzle-orm";
import { db, schema } from "~/models/db.server";
import { graceEnd, LIVE_STATUSES } from "./plan-state.server";

const { billingSubscriptions, billingListings, billingInvoices, companies } = schema;

/** My Account's billing: each subscription with its listings, and the recent invoices. */
export function billingOverview(userId: number, paymentsSetUp: boolean) {
  const subs = db()
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId))
    .orderBy(desc(billingSubscriptions.updatedAt))
    .all();
  const links = subs.length
    ? db()
        .select({ sub: billingListings.subscriptionId, name: companies.name })
        .from(billingListings)
        .innerJoin(companies, eq(companies.id, billingListings.companyId))
        .where(
          inArray(
            billingListings.subscriptionId,
            subs.map((s) => s.id),
          ),
        )
        .all()
    : [];
  const invoices = db()
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.userId, userId))
    .orderBy(desc(billingInvoices.createdAt))
    .limit(10)
    .all();
  return {
    paymentsSetUp,
    subscriptions: subs.map((s) => ({
      id: s.id,
      tier: s.tier,
      period: s.period,
      status: s.status,
      quantity: s.quantity,
      amountCents: s.amountCents,
      nextCharge:
        s.cancelAtPeriodEnd || !LIVE_STATUSES.includes(s.status) ? null : s.currentPeriodEnd,
      endsAt: s.cancelAtPeriodEnd ? s.currentPeriodEnd : null,
      graceEnds: s.status === "past_due" && s.pastDueSince ? graceEnd(s.pastDueSince) : null,
      listings: links.filter((l) => l.sub === s.id).map((l) => l.name),
    })),
    invoices: invoices.map((i) => ({
      id: i.id,
      status: i.status,
      amountCents: i.amountCents,
      currency: i.currency,
      hostedUrl: i.hostedUrl,
      createdAt: i.createdAt,
    })),
  };
}

export type BillingOverview = ReturnType<typeof billingOverview>;
