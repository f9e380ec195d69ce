import { eq, getTableColumns } from "drizzle-orm";
import type { SubscriptionTier } from "~/lib/options";
import type { PaidTier } from "~/lib/plan-prices";
import { DELETED_KEEP_DAYS } from "~/lib/trust-rules";
import { auditedChange, rowById } from "./admin-records.server";
import { audited, type Actor } from "./audit.server";
import { db, schema } from "~/models/db.server";
import { pickColumns } from "~/models/directory/pick-columns.server";
import {
  publicDirectory,
  restoreListing,
  setVerified,
  unlistListing,
} from "~/models/listings/listing-state.server";
import { endPlan } from "~/models/listings/plans.server";
import { activePlan, applyPlans } from "~/models/billing/plan-state.server";
import { paidPlanOf } from "~/models/billing/admin-plans.server";
import { notifyListingOwner } from "~/models/mail/owner-mail.server";

const { companies, users } = schema;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One listing as the operator sees it, with who holds it and until when it can be restored. */
export function listingForAdmin(id: number) {
  const row = db().select().from(companies).where(eq(companies.id, id)).get();
  if (!row) return undefined;
  const emailOf = (userId: number | null) =>
    userId === null
      ? null
      : (db().select({ email: users.email }).from(users).where(eq(users.id, userId)).get()?.email ??
        null);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    location: row.location,
    state: row.state,
    email: row.email,
    phone: row.phone,
    directory: publicDirectory(row.directory),
    listingStatus: row.listingStatus,
    deletedAt: row.deletedAt,
    restorableUntil: row.deletedAt
      ? new Date(row.deletedAt.getTime() + DELETED_KEEP_DAYS * DAY_MS)
      : null,
    unlistRequestedAt: row.unlistRequestedAt,
    isVerified: row.isVerified,
    verifiedAt: row.verifiedAt,
    verifiedNote: row.verifiedNote,
    subscriptionTier: row.subscriptionTier,
    planStatus: row.planStatus,
    planSource: row.planSource,
    paid: paidPlanOf(row.id),
    featuredUntil: row.featuredUntil,
    searchPriority: row.searchPriority,
    claimedBy: emailOf(row.claimedBy),
    addedBy: emailOf(row.addedBy),
  };
}

export type PlanChange = {
  tier: SubscriptionTier;
  /** The last day of a complimentary plan (required for Premium and VIP). */
  featuredUntil: Date | null;
  searchPriority: number;
};

/**
 * The operator grants a complimentary plan to an end date, or ends one (Standard), with the
 * search priority, audited in the same transaction (decision 018). A complimentary plan is
 * never touched by Stripe's events; ended, the listing gets what its owner pays for, if any.
 * Paid plans are not switched on here: they follow Stripe.
 */
export function setListingPlan(id: number, change: PlanChange, actor: Actor, now = new Date()) {
  return auditedChange(actor, (tx) => {
    const row = rowById(tx, companies, id, getTableColumns(companies), "Company not found");
    const grant = change.tier !== "free";
    const shown = (
      r: Pick<
        typeof row,
        "subscriptionTier" | "planStatus" | "planSource" | "featuredUntil" | "searchPriority"
      >,
    ) => ({
      subscriptionTier: r.subscriptionTier,
      planStatus: r.planStatus,
      planSource: r.planSource,
      featuredUntil: r.featuredUntil?.toISOString().slice(0, 10) ?? null,
      searchPriority: r.searchPriority,
    });
    const wasComplimentary = row.planSource === "complimentary" && row.planStatus === "active";
    if (grant) {
      const tier = change.tier as PaidTier;
      tx.update(companies)
        .set({
          ...activePlan(tier, "complimentary", change.featuredUntil),
          searchPriority: change.searchPriority,
          updatedAt: now,
        })
        .where(eq(companies.id, id))
        .run();
      notifyListingOwner(tx, id, {
        kind: "plan.active",
        tier,
        paidUntil: change.featuredUntil,
      });
    } else {
      tx.update(companies)
        .set({
          ...(wasComplimentary
            ? {
                subscriptionTier: "free" as const,
                tierRank: 0,
                planStatus: "none" as const,
                planSource: null,
                featuredUntil: null,
              }
            : {}),
          searchPriority: change.searchPriority,
          updatedAt: now,
        })
        .where(eq(companies.id, id))
        .run();
      if (wasComplimentary) {
        const paid = applyPlans(tx, [id], now);
        if (!paid.some((c) => c.after !== "free")) {
          notifyListingOwner(tx, id, {
            kind: "plan.ended",
            tier: row.subscriptionTier,
            lapsed: false,
          });
        }
      }
    }
    const after = rowById(tx, companies, id, getTableColumns(companies), "Company not found");
    const action = grant ? "plan.complimentary" : wasComplimentary ? "plan.end" : "plan.priority";
    return {
      result: { name: row.name, action },
      entry: {
        action,
        targetType: "company",
        targetId: id,
        before: shown(row),
        after: shown(after),
      },
    };
  });
}

/** What the badge, visibility and plan transitions change, for the audit entry's before/after. */
function trustState(id: number) {
  const row = rowById(
    db(),
    companies,
    id,
    pickColumns(companies, [
      "isVerified",
      "verifiedNote",
      "listingStatus",
      "deletedAt",
      "subscriptionTier",
      "planStatus",
      "planSource",
    ]),
    "Company not found",
  );
  return { ...row, deletedAt: row.deletedAt?.toISOString() ?? null };
}

const TRANSITIONS = {
  verify: (id: number, note: string | null) => setVerified(id, true, note),
  unverify: (id: number, note: string | null) => setVerified(id, false, note),
  unlist: (id: number) => unlistListing(id),
  restore: (id: number) => restoreListing(id),
  "plan.end": (id: number) => endPlan(id),
} as const;
export type ListingTransition = keyof typeof TRANSITIONS;
export const isListingTransition = (v: unknown): v is ListingTransition =>
  typeof v === "string" && Object.hasOwn(TRANSITIONS, v);

/**
 * Verify, remove the badge, unlist, restore, activate the requested plan or end it: the trust
 * models' transition and its audit entry (before and after) in one transaction (decision 018).
 */
export function changeListing(
  id: number,
  transition: ListingTransition,
  actor: Actor,
  note: string | null = null,
) {
  return audited(
    () => trustState(id),
    () => TRANSITIONS[transition](id, note),
    (before, row) => ({
      actor,
      action: transition.startsWith("plan.") ? transition : `listing.${transition}`,
      targetType: "company",
      targetId: id,
      before,
      after: trustState(row.id),
      note,
    }),
  );
}
