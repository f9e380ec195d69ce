import type Stripe from "stripe";
import { amountCents, fromLookupKey } from "~/lib/plan-prices";
import { saveSynced, type SyncResult } from "~/models/billing/sync.server";
import { userOfCustomer, type InvoiceRow } from "~/models/billing/store.server";
import { env } from "~/env.server";
import { callStripe } from "./stripe.server";

export type { SyncResult };

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
      // The invoices are for My Account's list: without them the plan is still right.
      const invoices = await stripe.invoices
        .list({ subscription: id, limit: 10 })
        .then((list) => list.data)
        .catch((error: unknown) => {
          console.warn(`stripe: the invoices of ${id} could not be read`, error);
          return [] as Stripe.Invoice[];
        });
      return { sub, invoices };
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

  const row = {
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
  };
  const portal = new URL("/dashboard#billing", env().SITE_URL).href;
  return saveSynced(
    { row, listingIds, invoices: invoices.map((inv) => invoiceRow(inv, id, userId)) },
    portal,
    now,
  );
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
