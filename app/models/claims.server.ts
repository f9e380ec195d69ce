import crypto from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  claimCodeMail,
  claimDecisionMail,
  claimedMail,
  CLAIM_CODE_MINUTES,
} from "~/lib/mail/claim-mails";
import type { SubscriptionTier } from "~/lib/options";
import { SITE } from "~/lib/site";
import { db, schema } from "./db.server";
import { snapshotBeforeClaim } from "./listing-state.server";
import { BadRequest, Conflict, Forbidden, NotFound } from "./errors.server";
import { audit, type Actor } from "./audit.server";
import { enqueueEmail } from "./mail.server";
import { requestedPlan } from "./plans.server";

/**
 * A claim and its transitions, in one place (decision 015):
 *
 *   start ─┬─ listing has an e-mail ─→ pending ─┬─ right code ─→ approved (the listing is theirs)
 *          │                                    ├─ 5 wrong codes, or another claim won ─→ cancelled
 *          │                                    └─ 30 minutes pass ─→ expired
 *          └─ no e-mail on file ─────→ review ──── operator ─→ approved | rejected
 *
 * Nothing about the listing changes until a claim is approved, and the first approved claim
 * wins: approval only updates a row that is still unclaimed.
 */

const { companies, companyClaims, users } = schema;

export const MAX_CODE_ATTEMPTS = 5;
export const CLAIM_MESSAGES = {
  verifyFirst:
    "Verify your e-mail address before you add or claim a listing. You can send the verification e-mail again from your dashboard.",
  alreadyClaimed: "This listing has already been claimed.",
  wrongCode: (left: number) =>
    `That code is not right. Check the latest e-mail and try again (${left} ${left === 1 ? "try" : "tries"} left).`,
  tooManyCodes:
    "Too many wrong codes: this claim was cancelled. Start the claim again to get a new code.",
  noCode: "This code has expired or was already used. Start the claim again to get a new code.",
  codeFormat: "Enter the 6-digit code from the e-mail.",
} as const;

type Claimant = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isVerified: boolean;
};

export type ClaimStart =
  | { status: "pending"; claimId: number; sentTo: string }
  | { status: "review"; claimId: number };

const digest = (code: string) => crypto.createHash("sha256").update(code).digest("hex");

/** `info@example.com` → `i***@example.com`: enough to recognise, not to harvest. */
export function maskEmail(address: string): string {
  const [local, domain] = address.split("@");
  if (!domain) return "***";
  return `${local.slice(0, 1)}***@${domain}`;
}

function claimantName(who: Claimant): string {
  const name = [who.firstName, who.lastName].filter(Boolean).join(" ");
  return name ? `${name} <${who.email}>` : who.email;
}

/** Adding or claiming a listing needs an account whose own e-mail is proven. */
export function assertVerifiedOwner(who: { isVerified: boolean }) {
  if (!who.isVerified) throw new Forbidden(CLAIM_MESSAGES.verifyFirst);
}

function unclaimedListing(companyId: number) {
  const company = db().select().from(companies).where(eq(companies.id, companyId)).get();
  if (!company) throw new NotFound("Company not found");
  if (company.isClaimed) throw new Conflict(CLAIM_MESSAGES.alreadyClaimed);
  return company;
}

/**
 * Starts a claim: mails a 6-digit code to the listing's own address, or, when it has none, files
 * the claim for the operator. The claimant's earlier open claims on the listing end here, so only
 * the newest code works.
 */
export function startClaim(
  who: Claimant,
  input: { companyId: number; subscriptionTier: SubscriptionTier },
  now = new Date(),
): ClaimStart {
  assertVerifiedOwner(who);
  const company = unclaimedListing(input.companyId);
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
  return db().transaction((tx) => {
    tx.update(companyClaims)
      .set({ status: "cancelled", decidedAt: now })
      .where(
        and(
          eq(companyClaims.companyId, company.id),
          eq(companyClaims.userId, who.id),
          inArray(companyClaims.status, ["pending", "review"]),
        ),
      )
      .run();
    const claim = tx
      .insert(companyClaims)
      .values({
        companyId: company.id,
        userId: who.id,
        email: who.email,
        subscriptionTier: input.subscriptionTier,
        status: company.email ? "pending" : "review",
        codeHash: company.email ? digest(code) : null,
        expiresAt: company.email ? new Date(now.getTime() + CLAIM_CODE_MINUTES * 60_000) : null,
        createdAt: now,
      })
      .returning({ id: companyClaims.id })
      .get();
    if (!company.email) return { status: "review" as const, claimId: claim.id };
    const place = `${company.location}, ${company.state}`;
    const mail = claimCodeMail({
      companyName: company.name,
      place,
      claimant: claimantName(who),
      code,
    });
    enqueueEmail({ to: company.email, replyTo: SITE.supportEmail, ...mail }, tx);
    return { status: "pending" as const, claimId: claim.id, sentTo: maskEmail(company.email) };
  });
}

/** The claimant's open claim on a listing, for the wizard's 'Check your e-mail' step. */
export function openClaim(userId: number, companyId: number) {
  const claim = db()
    .select()
    .from(companyClaims)
    .where(
      and(
        eq(companyClaims.userId, userId),
        eq(companyClaims.companyId, companyId),
        inArray(companyClaims.status, ["pending", "review"]),
      ),
    )
    .orderBy(desc(companyClaims.id))
    .get();
  if (!claim) return undefined;
  const company = db()
    .select({ email: companies.email })
    .from(companies)
    .where(eq(companies.id, companyId))
    .get();
  return {
    status: claim.status as "pending" | "review",
    sentTo: company?.email ? maskEmail(company.email) : null,
  };
}

/**
 * Checks a code. Right: the claim is approved and the listing becomes the claimant's (unless
 * another claim won first: the SPEC's claim error). Wrong: one attempt used; the fifth cancels
 * the claim. An expired or used code never works again.
 */
export function verifyClaim(
  who: Claimant,
  input: { companyId: number; code: string },
  siteUrl: string,
  now = new Date(),
) {
  // A wrong code is answered after its transaction commits, so the attempt it used is kept.
  const result = checkCode(who, input, siteUrl, now);
  if (!result.ok) throw new BadRequest(result.error);
  return result.company;
}

function checkCode(
  who: Claimant,
  input: { companyId: number; code: string },
  siteUrl: string,
  now = new Date(),
) {
  const code = input.code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(code)) throw new BadRequest(CLAIM_MESSAGES.codeFormat);
  return db().transaction((tx) => {
    const claim = tx
      .select()
      .from(companyClaims)
      .where(
        and(
          eq(companyClaims.userId, who.id),
          eq(companyClaims.companyId, input.companyId),
          eq(companyClaims.status, "pending"),
        ),
      )
      .orderBy(desc(companyClaims.id))
      .get();
    if (!claim) {
      // Someone else's claim was verified first: theirs won, and this one was cancelled.
      const listing = tx
        .select({ claimedBy: companies.claimedBy })
        .from(companies)
        .where(eq(companies.id, input.companyId))
        .get();
      if (listing?.claimedBy && listing.claimedBy !== who.id) {
        throw new Conflict(CLAIM_MESSAGES.alreadyClaimed);
      }
      throw new BadRequest(CLAIM_MESSAGES.noCode);
    }
    if (!claim.expiresAt || claim.expiresAt.getTime() <= now.getTime()) {
      tx.update(companyClaims)
        .set({ status: "expired", decidedAt: now })
        .where(eq(companyClaims.id, claim.id))
        .run();
      return { ok: false as const, error: CLAIM_MESSAGES.noCode };
    }
    if (claim.codeHash !== digest(code)) {
      const attempts = claim.attempts + 1;
      const cancelled = attempts >= MAX_CODE_ATTEMPTS;
      tx.update(companyClaims)
        .set({ attempts, ...(cancelled ? { status: "cancelled", decidedAt: now } : {}) })
        .where(eq(companyClaims.id, claim.id))
        .run();
      return {
        ok: false as const,
        error: cancelled
          ? CLAIM_MESSAGES.tooManyCodes
          : CLAIM_MESSAGES.wrongCode(MAX_CODE_ATTEMPTS - attempts),
      };
    }
    return { ok: true as const, company: approve(tx, claim, who, siteUrl, now) };
  });
}

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/** The one place a claim takes effect; shared by the code and (later) the operator's approval. */
function approve(
  tx: Tx,
  claim: typeof companyClaims.$inferSelect,
  who: Claimant,
  siteUrl: string,
  now: Date,
) {
  // What the listing said before anyone claimed it, for a release (listing-state model).
  snapshotBeforeClaim(tx, claim.companyId);
  const updated = tx
    .update(companies)
    .set({
      isClaimed: true,
      claimedBy: claim.userId,
      // The listing keeps its active plan; the one chosen with the claim is only requested.
      ...requestedPlan(claim.subscriptionTier as SubscriptionTier),
      updatedAt: now,
    })
    .where(and(eq(companies.id, claim.companyId), eq(companies.isClaimed, false)))
    .returning()
    .get();
  if (!updated) {
    tx.update(companyClaims)
      .set({ status: "cancelled", decidedAt: now })
      .where(eq(companyClaims.id, claim.id))
      .run();
    throw new Conflict(CLAIM_MESSAGES.alreadyClaimed);
  }
  tx.update(companyClaims)
    .set({ status: "approved", decidedAt: now, codeHash: null })
    .where(eq(companyClaims.id, claim.id))
    .run();
  // Everyone else waiting on this listing has lost.
  tx.update(companyClaims)
    .set({ status: "cancelled", decidedAt: now })
    .where(
      and(
        eq(companyClaims.companyId, claim.companyId),
        inArray(companyClaims.status, ["pending", "review"]),
      ),
    )
    .run();
  if (updated.email) {
    const path = updated.directory === "striping" ? `/companies/${updated.slug}` : "/materials";
    const mail = claimedMail({
      companyName: updated.name,
      place: `${updated.location}, ${updated.state}`,
      claimant: claimantName(who),
      url: new URL(path, siteUrl).toString(),
    });
    enqueueEmail({ to: updated.email, replyTo: SITE.supportEmail, ...mail }, tx);
  }
  return updated;
}

/** The operator's queue: claims of listings without an e-mail on file, oldest first. */
export function claimsAwaitingReview() {
  return db()
    .select({
      id: companyClaims.id,
      createdAt: companyClaims.createdAt,
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
 * verified code would (`approve`); rejected, the listing stays unclaimed. Either way the claimant
 * is mailed and the decision is audited, in one transaction.
 */
export function decideClaim(
  claimId: number,
  decision: { approve: true } | { approve: false; reason: string },
  actor: Actor,
  siteUrl: string,
  now = new Date(),
) {
  return db().transaction((tx) => {
    const claim = tx.select().from(companyClaims).where(eq(companyClaims.id, claimId)).get();
    if (!claim || claim.status !== "review") throw new NotFound("This claim is no longer waiting.");
    const claimant = tx.select().from(users).where(eq(users.id, claim.userId)).get();
    if (!claimant) throw new NotFound("The claimant's account no longer exists.");
    const listing = tx.select().from(companies).where(eq(companies.id, claim.companyId)).get();
    if (!listing) throw new NotFound("Company not found");
    if (decision.approve) {
      approve(tx, claim, { ...claimant, isVerified: claimant.isVerified }, siteUrl, now);
    } else {
      tx.update(companyClaims)
        .set({ status: "rejected", decidedAt: now })
        .where(eq(companyClaims.id, claim.id))
        .run();
    }
    const mail = claimDecisionMail({
      companyName: listing.name,
      approved: decision.approve,
      reason: decision.approve ? undefined : decision.reason,
      dashboardUrl: new URL("/dashboard", siteUrl).toString(),
    });
    enqueueEmail({ to: claimant.email, replyTo: SITE.supportEmail, ...mail }, tx);
    audit(tx, {
      actor,
      action: decision.approve ? "claim.approve" : "claim.reject",
      targetType: "company_claim",
      targetId: claim.id,
      before: { status: "review", companyId: listing.id, claimedBy: listing.claimedBy },
      after: decision.approve
        ? { status: "approved", claimedBy: claim.userId }
        : { status: "rejected" },
      note: decision.approve ? null : decision.reason,
    });
  });
}
