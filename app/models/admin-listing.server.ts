import { eq, getTableColumns } from "drizzle-orm";
import { TIER_RANK, type SubscriptionTier } from "~/lib/options";
import { DELETED_KEEP_DAYS } from "~/lib/trust-rules";
import { auditedChange, rowById } from "./admin-records.server";
import { audited, type Actor } from "./audit.server";
import { db, schema } from "./db.server";
import { pickColumns } from "./pick-columns.server";
import {
  publicDirectory,
  restoreListing,
  setVerified,
  unlistListing,
} from "./listing-state.server";
import { activatePlan, endPlan } from "./plans.server";
import { notifyListingOwner } from "./owner-mail.server";

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
    requestedTier: row.requestedTier,
    planStatus: row.planStatus,
    featuredUntil: row.featuredUntil,
    searchPriority: row.searchPriority,
    claimedBy: emailOf(row.claimedBy),
    addedBy: emailOf(row.addedBy),
  };
}

export type PlanChange = {
  tier: SubscriptionTier;
  /** The day the paid plan runs to; null: until the operator ends it. */
  featuredUntil: Date | null;
  searchPriority: number;
};

/**
 * The operator sets a listing's plan in one step (decision 018): Premium or VIP makes it active
 * (a request waiting for payment is settled), Standard ends it; `featuredUntil` and
 * `searchPriority` go with it. Before and after are audited in the same transaction.
 */
export function setListingPlan(id: number, change: PlanChange, actor: Actor, now = new Date()) {
  return auditedChange(actor, (tx) => {
    const row = rowById(tx, companies, id, getTableColumns(companies), "Company not found");
    const paid = change.tier !== "free";
    const next = {
      subscriptionTier: change.tier,
      tierRank: TIER_RANK[change.tier],
      planStatus: paid ? ("active" as const) : ("none" as const),
      requestedTier: null,
      featuredUntil: paid ? change.featuredUntil : null,
      searchPriority: change.searchPriority,
    };
    tx.update(companies)
      .set({ ...next, updatedAt: now })
      .where(eq(companies.id, id))
      .run();
    const shown = (r: typeof next | typeof row) => ({
      subscriptionTier: r.subscriptionTier,
      planStatus: r.planStatus,
      requestedTier: r.requestedTier,
      featuredUntil: r.featuredUntil?.toISOString().slice(0, 10) ?? null,
      searchPriority: r.searchPriority,
    });
    const action = !paid
      ? "plan.end"
      : row.planStatus === "active"
        ? "plan.change"
        : "plan.activate";
    // The owner is told of a plan that starts, changes its dates or ends (issue 29, point 8).
    if (change.tier !== "free") {
      const moved =
        action === "plan.activate" ||
        row.subscriptionTier !== change.tier ||
        row.featuredUntil?.getTime() !== change.featuredUntil?.getTime();
      if (moved) {
        notifyListingOwner(tx, id, {
          kind: "plan.active",
          tier: change.tier,
          paidUntil: change.featuredUntil,
        });
      }
    } else if (row.planStatus === "active") {
      notifyListingOwner(tx, id, { kind: "plan.ended", tier: row.subscriptionTier, lapsed: false });
    }
    return {
      result: { name: row.name, action },
      entry: {
        action,
        targetType: "company",
        targetId: id,
        before: shown(row),
        after: shown(next),
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
      "requestedTier",
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
  "plan.activate": (id: number) => activatePlan(id),
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
