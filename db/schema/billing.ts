import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { ownerId } from "./accounts";
import { companies } from "./companies";
import { createdAt, flag, moment, now } from "./columns";

/** The Stripe customer of an account: created the first time its owner pays. */
export const billingCustomers = sqliteTable("billing_customers", {
  userId: ownerId().primaryKey(),
  stripeCustomerId: text("stripe_customer_id").notNull().unique("billing_customers_stripe_idx"),
  createdAt: createdAt(),
});

/** The last copy of a Stripe subscription: one per owner, plan and period (decision 054). */
export const billingSubscriptions = sqliteTable(
  "billing_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: ownerId(),
    stripeCustomerId: text("stripe_customer_id").notNull(),
    tier: text("tier", { enum: ["premium", "vip"] }).notNull(),
    period: text("period", { enum: ["month", "year"] }).notNull(),
    status: text("status").notNull(),
    quantity: integer("quantity").notNull().default(1),
    /** What the next charge comes to, in cents, for every listing on it. */
    amountCents: integer("amount_cents").notNull().default(0),
    currentPeriodEnd: moment("current_period_end"),
    cancelAtPeriodEnd: flag("cancel_at_period_end", false),
    /** When it was first seen past due: the grace runs from here. */
    pastDueSince: moment("past_due_since"),
    updatedAt: moment("updated_at").notNull().default(now),
  },
  (t) => [index("billing_subscriptions_user_idx").on(t.userId, t.tier, t.period)],
);

/** The listings a subscription pays for (its quantity). */
export const billingListings = sqliteTable(
  "billing_listings",
  {
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => billingSubscriptions.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.companyId] }),
    index("billing_listings_company_idx").on(t.companyId),
  ],
);

export const billingInvoices = sqliteTable(
  "billing_invoices",
  {
    id: text("id").primaryKey(),
    subscriptionId: text("subscription_id").notNull(),
    userId: ownerId(),
    status: text("status").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    hostedUrl: text("hosted_url"),
    createdAt: moment("created_at").notNull(),
  },
  (t) => [index("billing_invoices_user_idx").on(t.userId, t.createdAt)],
);

/** Stripe events already handled: a repeated delivery changes nothing. */
export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: moment("received_at").notNull().default(now),
});
