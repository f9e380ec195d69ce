import { and, eq, inArray, isNull } from "drizzle-orm";
import type Stripe from "stripe";
import { billingNoticeMail, type BillingNotice } from "~/lib/mail/billing-mails";
import { amountCents, fromLookupKey } from "~/lib/plan-prices";
import { env } from "~/server/env.server";
import { callStripe } from "~/server/stripe.server";
import { db, schema } from "../db.server";
import { enqueueEmail } from "../mail.server";
import { applyPlans, givesPlan, graceEnd, type PlanChange, type Tx } from "./plan-state.server";
import {
  listingsOf,
  saveInvoices,
  saveSubscription,
  subscriptionRow,
  userOfCustomer,
  type InvoiceRow,
  type SubscriptionRow,
} from "./store.server";

const { users, companies, billingSubscriptions } = schema;

export type SyncResult =
  | { known: false; reason: string }
  | { known: true; subscription: SubscriptionRow; changes: PlanChange[] };

const idOf = (v: string | { id: string } | null | undefined) =>
  typeof v === "string" ? v : (v?.id ?? undefined);

/** The listing ids a subscription pays for, as the app wrote them into its metadata. */
export const listingIdsOf = (metadata: Stripe.Metadata | null | undefined) =>
  String(metadata?.listing_ids ?? "")
    .split(",")
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);

/**
 * Reads a subscription from Stripe and makes the plans here follow it: the one sync the return
 * page and the webhook both run, so whichever comes first is right and the second changes
 * nothing. Stripe is asked every time, whatever order events arrive in. An unknown customer or
 * subscription changes nothing.
 */
export async function syncSubscription(id: string, now = new Date()): Promise<SyncResult> {
  const read = await callStripe(async (stripe) => {
    try {
      const sub = await stripe.subscriptions.retrieve(id);
      const invoices = await stripe.invoices.list({ subscription: id, limit: 10 });
      return { sub, invoices: invoices.data };
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return undefined;
      throw error;
    }
  });
  if (!read) return { known: false, reason: `no subscription ${id} at Stripe` };
  const { sub, invoices } = read;
  const customerId = idOf(sub.customer)!;
  const userId = userOfCustomer(customerId);
  const item = sub.items.data[0];
  const plan = fromLookupKey(item?.price.lookup_key);
  if (!userId || !plan) {
    return { known: false, reason: `customer ${customerId} or price of ${id} is not this site's` };
  }
  const quantity = item.quantity ?? 1;
  const periodEnd =
    item.current_period_end ??
    (sub as unknown as { current_period_end?: number }).current_period_end;
  const listingIds = listingIdsOf(sub.metadata);

  return db().transaction((tx) => {
    const before = subscriptionRow(tx, id);
    const pastDueSince = sub.status === "past_due" ? (before?.pastDueSince ?? now) : null;
    const row: SubscriptionRow = {
      id,
      userId,
      stripeCustomerId: customerId,
      tier: plan.tier,
      period: plan.period,
      status: sub.status,
      quantity,
      amountCents: amountCents(plan.tier, plan.period, quantity),
      currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
      cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
      pastDueSince,
      updatedAt: now,
    };
    const previous = before ? listingsOf(tx, id) : [];
    saveSubscription(tx, row, listingIds);
    saveInvoices(
      tx,
      invoices.map((inv) => invoiceRow(inv, id, userId)),
    );
    const changes = applyPlans(tx, [...previous, ...listingIds], now);
    notifyTransition(tx, before, row, listingIds);
    return { known: true as const, subscription: row, changes };
  });
}

function invoiceRow(inv: Stripe.Invoice, subscriptionId: string, userId: number): InvoiceRow {
  return {
    id: inv.id!,
    subscriptionId,
    userId,
    status: inv.status ?? "draft",
    amountCents: inv.status === "paid" ? inv.amount_paid : inv.amount_due,
    currency: inv.currency,
    hostedUrl: inv.hosted_invoice_url ?? null,
    createdAt: new Date(inv.created * 1000),
  };
}

/** The owner's mail when the subscription starts giving the plan, fails a payment or ends. */
function notifyTransition(
  tx: Tx,
  before: SubscriptionRow | undefined,
  after: SubscriptionRow,
  listingIds: number[],
) {
  const now = after.updatedAt;
  const had = before ? givesPlan(before, now) : false;
  const has = givesPlan(after, now);
  let notice: BillingNotice | undefined;
  if (after.status === "past_due" && before?.status !== "past_due" && has) {
    notice = {
      kind: "billing.failed",
      portalUrl: new URL("/dashboard#billing", env().SITE_URL).href,
      graceEnds: graceEnd(after.pastDueSince ?? now),
    };
  } else if (!had && has) {
    notice = {
      kind: "billing.active",
      amountCents: after.amountCents,
      nextCharge: after.cancelAtPeriodEnd ? null : after.currentPeriodEnd,
    };
  } else if (had && !has) notice = { kind: "billing.ended" };
  if (notice) mailOwner(tx, after, listingIds, notice);
}

export function mailOwner(
  tx: Tx,
  sub: Pick<SubscriptionRow, "userId" | "tier" | "period">,
  listingIds: number[],
  notice: BillingNotice,
) {
  const owner = tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.id, sub.userId), eq(users.isVerified, true), isNull(users.disabledAt)))
    .get();
  if (!owner) return;
  const listings = listingIds.length
    ? tx
        .select({ name: companies.name })
        .from(companies)
        .where(inArray(companies.id, listingIds))
        .all()
        .map((r) => r.name)
    : [];
  enqueueEmail({ to: owner.email, ...billingNoticeMail(notice, owner, { ...sub, listings }) }, tx);
}

/**
 * Past-due subscriptions whose 7 days of grace are over, with no word from Stripe since: their
 * listings return to Standard and the owner is told. Run by the hourly plan schedule.
 */
export function endGracePeriods(now = new Date()): number {
  const due = db()
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.status, "past_due"))
    .all()
    .filter((s) => s.pastDueSince && !givesPlan(s, now));
  let ended = 0;
  for (const sub of due) {
    db().transaction((tx) => {
      const listingIds = listingsOf(tx, sub.id);
      const changes = applyPlans(tx, listingIds, now);
      if (changes.length) {
        ended += changes.length;
        mailOwner(tx, sub, listingIds, { kind: "billing.ended" });
      }
    });
  }
  return ended;
}
