import { and, desc, eq, inArray, notInArray } from "drizzle-orm";
import type { PaidTier, Period } from "~/lib/plan-prices";
import { db, schema } from "~/models/db.server";
import { LIVE_STATUSES, type Tx } from "./plan-state.server";

const { billingCustomers, billingSubscriptions, billingListings, billingInvoices, stripeEvents } =
  schema;

export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;

export const customerOf = (userId: number) =>
  db().select().from(billingCustomers).where(eq(billingCustomers.userId, userId)).get()
    ?.stripeCustomerId;

export const userOfCustomer = (customerId: string) =>
  db()
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, customerId))
    .get()?.userId;

/** Keeps the first customer of an account (two requests at once make one row). */
export function saveCustomer(userId: number, customerId: string) {
  db()
    .insert(billingCustomers)
    .values({ userId, stripeCustomerId: customerId })
    .onConflictDoNothing()
    .run();
  return customerOf(userId)!;
}

export const subscriptionRow = (tx: Tx | ReturnType<typeof db>, id: string) =>
  tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, id)).get();

export const listingsOf = (tx: Tx | ReturnType<typeof db>, subscriptionId: string) =>
  tx
    .select({ companyId: billingListings.companyId })
    .from(billingListings)
    .where(eq(billingListings.subscriptionId, subscriptionId))
    .all()
    .map((r) => r.companyId);

export function saveSubscription(tx: Tx, row: SubscriptionRow, listingIds: number[]) {
  tx.insert(billingSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: billingSubscriptions.id, set: { ...row, id: undefined } })
    .run();
  tx.delete(billingListings)
    .where(
      and(
        eq(billingListings.subscriptionId, row.id),
        listingIds.length ? notInArray(billingListings.companyId, listingIds) : undefined,
      ),
    )
    .run();
  for (const companyId of listingIds) {
    tx.insert(billingListings)
      .values({ subscriptionId: row.id, companyId })
      .onConflictDoNothing()
      .run();
  }
}

export type InvoiceRow = typeof billingInvoices.$inferSelect;

export function saveInvoices(tx: Tx, rows: InvoiceRow[]) {
  for (const row of rows) {
    tx.insert(billingInvoices)
      .values(row)
      .onConflictDoUpdate({ target: billingInvoices.id, set: { ...row, id: undefined } })
      .run();
  }
}

/** The owner's live subscription on a plan and period, to add a listing to. */
export function liveSubscription(userId: number, tier: PaidTier, period: Period) {
  const s = billingSubscriptions;
  const onPlan = and(eq(s.userId, userId), eq(s.tier, tier), eq(s.period, period));
  return db()
    .select()
    .from(s)
    .where(and(onPlan, inArray(s.status, LIVE_STATUSES)))
    .orderBy(desc(s.updatedAt))
    .get();
}

/** The owner's subscriptions covering this listing (other than `except`). */
export function subscriptionsCovering(userId: number, companyId: number, except?: string) {
  return db()
    .select({ id: billingSubscriptions.id, status: billingSubscriptions.status })
    .from(billingListings)
    .innerJoin(billingSubscriptions, eq(billingSubscriptions.id, billingListings.subscriptionId))
    .where(and(eq(billingListings.companyId, companyId), eq(billingSubscriptions.userId, userId)))
    .all()
    .filter((s) => s.id !== except && LIVE_STATUSES.includes(s.status));
}

export const eventSeen = (id: string) =>
  Boolean(
    db().select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, id)).get(),
  );

export const recordEvent = (id: string, type: string) =>
  db().insert(stripeEvents).values({ id, type }).onConflictDoNothing().run();

/** A listing's name and plan, only while this user manages it. */
export function ownedListingPlan(userId: number, companyId: number) {
  const row = db()
    .select({
      name: schema.companies.name,
      tier: schema.companies.subscriptionTier,
      owner: schema.companies.claimedBy,
    })
    .from(schema.companies)
    .where(eq(schema.companies.id, companyId))
    .get();
  return row && row.owner === userId ? row : undefined;
}
