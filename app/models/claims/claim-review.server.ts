import { eq, sql } from "drizzle-orm";
import { claimDecisionMail } from "~/lib/mail/claim-mails";
import { SITE } from "~/lib/site";
import { db, schema } from "~/models/db.server";
import { NotFound } from "~/models/errors.server";
import { audit } from "~/models/admin/audit.server";
import type { Decider, Verdict } from "~/models/admin/verdict.server";
import { enqueueEmail } from "~/models/mail/mail.server";
import { approveClaim } from "./claims.server";

/** The operator's side of claims: the queue of claims waiting for review and its decisions. */

const { companies, companyClaims, users } = schema;

/**
 * The operator's queue, oldest first: claims of listings without an e-mail on file (`reason`
 * null) and claims past the day's code limits (`reason` 'limit', decision 040).
 */
export function claimsAwaitingReview() {
  return db()
    .select({
      id: companyClaims.id,
      createdAt: companyClaims.createdAt,
      reason: companyClaims.reviewReason,
      requestedTier: companyClaims.subscriptionTier,
      companyId: companies.id,
      companyName: companies.name,
      companySlug: companies.slug,
      location: companies.location,
      state: companies.state,
      claimantEmail: users.email,
      claimantFirstName: users.firstName,
      claimantLastName: users.lastName,
    })
    .from(companyClaims)
    .innerJoin(companies, eq(companies.id, companyClaims.companyId))
    .innerJoin(users, eq(users.id, companyClaims.userId))
    .where(eq(companyClaims.status, "review"))
    .orderBy(companyClaims.createdAt)
    .all();
}

export function countClaimsAwaitingReview(): number {
  const row = db()
    .select({ n: sql<number>`count(*)` })
    .from(companyClaims)
    .where(eq(companyClaims.status, "review"))
    .get();
  return row?.n ?? 0;
}

/**
 * The operator decides a claim waiting for review: approved, it takes effect exactly as a
 * verified code would (`approveClaim`); rejected, the listing stays unclaimed. Either way the
 * claimant is mailed and the decision is audited, in one transaction.
 */
export function decideClaim(claimId: number, decision: Verdict, by: Decider) {
  const { actor, siteUrl, now = new Date() } = by;
  return db().transaction((tx) => {
    const claim = tx.select().from(companyClaims).where(eq(companyClaims.id, claimId)).get();
    if (!claim || claim.status !== "review") throw new NotFound("This claim is no longer waiting.");
    const claimant = tx.select().from(users).where(eq(users.id, claim.userId)).get();
    if (!claimant) throw new NotFound("The claimant's account no longer exists.");
    const listing = tx.select().from(companies).where(eq(companies.id, claim.companyId)).get();
    if (!listing) throw new NotFound("Company not found");
    if (decision.accepted) {
      approveClaim(tx, claim, { ...claimant, isVerified: claimant.isVerified }, siteUrl, now);
    } else {
      tx.update(companyClaims)
        .set({ status: "rejected", decidedAt: now })
        .where(eq(companyClaims.id, claim.id))
        .run();
    }
    const mail = claimDecisionMail({
      companyName: listing.name,
      approved: decision.accepted,
      reason: decision.accepted ? undefined : decision.reason,
      dashboardUrl: new URL("/dashboard", siteUrl).toString(),
    });
    enqueueEmail({ to: claimant.email, replyTo: SITE.supportEmail, ...mail }, tx);
    audit(tx, {
      actor,
      action: decision.accepted ? "claim.approve" : "claim.reject",
      targetType: "company_claim",
      targetId: claim.id,
      before: { status: "review", companyId: listing.id, claimedBy: listing.claimedBy },
      after: decision.accepted
        ? { status: "approved", claimedBy: claim.userId }
        : { status: "rejected" },
      note: decision.accepted ? null : decision.reason,
    });
  });
}
