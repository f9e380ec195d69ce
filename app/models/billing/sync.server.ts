import { and, eq, inArray, isNull } from "drizzle-orm";
import { billingNoticeMail, type BillingNotice } from "~/lib/mail/billing-mails";
import { db, schema } from "~/models/db.server";
import { enqueueEmail } from "~/models/mail/mail.server";
import { applyPlans, givesPlan, graceEnd, type PlanChange, type Tx } from "./plan-state.server";
import {
  listingsOf,
  saveInvoices,
  saveSubscription,
  subscriptionRow,
  type InvoiceRow,
  type SubscriptionRow,
} from "./store.server";

const { users, companies, billingSubscriptions } = schema;

export type SyncResult =
  | { known: false; reason: string }
  | {
      known: true;
      subscription: SubscriptionRow;
      changes: PlanChange[];
      /** It gives the plan now and did not before: its listings leave the owner's other plans. */
      started: boolean;
      listingIds: number[];
    };

/** What the app read from Stripe about one subscription, in the shape it keeps. */
export type SubscriptionRead = {
  row: Omit<SubscriptionRow, "pastDueSince" | "updatedAt">;
  listingIds: number[];
  invoices: InvoiceRow[];
};

/**
 * Makes the plans here follow a subscription as just read from Stripe, in one transaction: its
 * row, its listings, its invoices, the listings' plans and the owner's mail on a transition
 * (active, payment failed, ended). Run twice with the same read, it changes nothing more.
 */
export function saveSynced(read: SubscriptionRead, portalUrl: string, now: Date) {
  return db().transaction((tx) => {
    const before = subscriptionRow(tx, read.row.id);
    const row: SubscriptionRow = {
      ...read.row,
      pastDueSince: read.row.status === "past_due" ? (before?.pastDueSince ?? now) : null,
      updatedAt: now,
    };
    const previous = before ? listingsOf(tx, row.id) : [];
    saveSubscription(tx, row, read.listingIds);
    saveInvoices(tx, read.invoices);
    const changes = applyPlans(tx, [...previous, ...read.listingIds], now);
    notifyTransition(tx, before, row, read.listingIds, portalUrl);
    const started = givesPlan(row, now) && !(before && givesPlan(before, now));
    return {
      known: true as const,
      subscription: row,
      changes,
      started,
      listingIds: read.listingIds,
    };
  });
}

/** The owner's mail when the subscription starts giving the plan, fails a payment or ends. */
function notifyTransition(
  tx: Tx,
  before: SubscriptionRow | undefined,
  after: SubscriptionRow,
  listingIds: number[],
  portalUrl: string,
) {
  const now = after.updatedAt;
  const had = before ? givesPlan(before, now) : false;
  const has = givesPlan(after, now);
  let notice: BillingNotice | undefined;
  if (after.status === "past_due" && before?.status !== "past_due" && has) {
    notice = {
      kind: "billing.failed",
      portalUrl,
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
