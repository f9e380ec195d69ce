import crypto from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  claimCodeMail,
  claimedMail,
  CLAIM_CODE_MINUTES,
  type ClaimAbout,
} from "~/lib/mail/claim-mails";
import type { SubscriptionTier } from "~/lib/options";
import { SITE } from "~/lib/site";
import { db, schema } from "~/models/db.server";
import { snapshotBeforeClaim } from "~/models/listings/listing-state.server";
import {
  dropOwnersWord,
  removeEvidenceFiles,
} from "~/models/credentials/credential-handover.server";
import { BadRequest, Conflict, NotFound } from "~/models/errors.server";
import { isListingEmailProven } from "~/models/listings/listing-email.server";
import { enqueueEmail } from "~/models/mail/mail.server";
import { isSuppressed } from "~/models/mail/mail-suppression.server";
import {
  assertVerifiedOwner,
  CLAIM_LIMITS,
  CLAIM_MESSAGES,
  ClaimInReview,
  claimantName,
  digest,
  limits,
  maskEmail,
  MAX_CODE_ATTEMPTS,
  type Claimant,
  type ClaimStart,
  type Tx,
} from "./claim-rules.server";

/**
 * A claim and its transitions, in one place (decision 015):
 *
 *   start ─┬─ listing has an e-mail ─→ pending ─┬─ right code ─→ approved (the listing is theirs)
 *          │                                    ├─ 5 wrong codes, or another claim won ─→ cancelled
 *          │                                    ├─ a day's limit of wrong codes reached ─→ review
 *          │                                    └─ 30 minutes pass ─→ expired
 *          ├─ a day's limit of codes reached ─→ review (no code is mailed)
 *          └─ no e-mail on file ─────→ review ──── operator ─→ approved | rejected
 *
 * The limits (decision 040) hold per listing, across every account and claim, and per account,
 * across listings: a 6-digit code cannot be guessed by starting claim after claim.
 *
 * Nothing about the listing changes until a claim is approved, and the first approved claim
 * wins: approval only updates a row that is still unclaimed.
 */

const { companies, companyClaims } = schema;

function unclaimedListing(companyId: number) {
  const company = db().select().from(companies).where(eq(companies.id, companyId)).get();
  if (!company) throw new NotFound("Company not found");
  if (company.isClaimed) throw new Conflict(CLAIM_MESSAGES.alreadyClaimed);
  return company;
}

const IMMEDIATE = { behavior: "immediate" } as const;
const DEFAULT_SITE_URL = "http://localhost:3000";

type Listing = typeof companies.$inferSelect;

/** The listing's link, and its name and the claimant's only when its address is proven. */
function claimAbout(tx: Tx, company: Listing, who: Claimant, siteUrl: string): ClaimAbout {
  const path = company.directory === "striping" ? `/companies/${company.slug}` : "/materials";
  const listingUrl = new URL(path, siteUrl).toString();
  if (!isListingEmailProven(company.id, company.email, tx)) return { listingUrl };
  return {
    listingUrl,
    named: {
      companyName: company.name,
      place: `${company.location}, ${company.state}`,
      claimant: claimantName(who),
    },
  };
}

/**
 * Starts a claim: mails a 6-digit code to the listing's own address, or, when it has none or the
 * day's limits of codes or wrong codes for the listing or the claimant are reached (decision
 * 040), files the claim for the operator and mails nothing. The claimant's earlier open claims on
 * the listing end here, so only the newest code works.
 */
export function startClaim(
  who: Claimant,
  input: { companyId: number; subscriptionTier: SubscriptionTier; siteUrl?: string },
  now = new Date(),
): ClaimStart {
  assertVerifiedOwner(who);
  const listing = unclaimedListing(input.companyId);
  // An address that unsubscribed gets no claim code: the operator checks the claim instead.
  const unsubscribed = Boolean(listing.email && isSuppressed(listing.email));
  const company = unsubscribed ? { ...listing, email: null } : listing;
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
    const limited = company.email
      ? (() => {
          const used = limits(tx, company.id, who.id, now);
          return used.noMoreCodes || used.wrongLeft <= 0;
        })()
      : false;
    if (!company.email || limited) {
      const waiting = tx
        .select({ n: sql<number>`count(*)` })
        .from(companyClaims)
        .where(and(eq(companyClaims.userId, who.id), eq(companyClaims.status, "review")))
        .get();
      if ((waiting?.n ?? 0) >= CLAIM_LIMITS.reviewsPerUser) {
        throw new Conflict(CLAIM_MESSAGES.tooManyReviews);
      }
    }
    const mailed = Boolean(company.email) && !limited;
    const claim = tx
      .insert(companyClaims)
      .values({
        companyId: company.id,
        userId: who.id,
        email: who.email,
        subscriptionTier: input.subscriptionTier,
        status: mailed ? "pending" : "review",
        reviewReason: limited ? "limit" : null,
        codeHash: mailed ? digest(code) : null,
        expiresAt: mailed ? new Date(now.getTime() + CLAIM_CODE_MINUTES * 60_000) : null,
        createdAt: now,
      })
      .returning({ id: companyClaims.id })
      .get();
    if (!mailed || !company.email) {
      return {
        status: "review" as const,
        claimId: claim.id,
        message: limited
          ? CLAIM_MESSAGES.limitReview
          : unsubscribed
            ? CLAIM_MESSAGES.noMailReview
            : CLAIM_MESSAGES.noEmailReview,
      };
    }
    const mail = claimCodeMail({
      ...claimAbout(tx, company, who, input.siteUrl ?? DEFAULT_SITE_URL),
      code,
    });
    enqueueEmail({ to: company.email, replyTo: SITE.supportEmail, ...mail, requested: true }, tx);
    return { status: "pending" as const, claimId: claim.id, sentTo: maskEmail(company.email) };
  }, IMMEDIATE);
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
 * the claim. An expired, used or superseded code never works again. Once the listing or the
 * claimant has had its day's wrong codes (decision 040) no code is checked at all: the claim
 * waits for the operator and `ClaimInReview` says so.
 */
export function verifyClaim(
  who: Claimant,
  input: { companyId: number; code: string },
  siteUrl: string,
  now = new Date(),
) {
  // A wrong code is answered after its transaction commits, so the attempt it used is kept.
  const result = checkCode(who, input, siteUrl, now);
  if (!result.ok)
    throw result.review ? new ClaimInReview(result.error) : new BadRequest(result.error);
  return result.company;
}

type Checked =
  | { ok: true; company: typeof companies.$inferSelect }
  | { ok: false; error: string; review?: true };

function checkCode(
  who: Claimant,
  input: { companyId: number; code: string },
  siteUrl: string,
  now = new Date(),
): Checked {
  const code = input.code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(code)) throw new BadRequest(CLAIM_MESSAGES.codeFormat);
  return db().transaction((tx): Checked => {
    const open = tx
      .select()
      .from(companyClaims)
      .where(
        and(
          eq(companyClaims.userId, who.id),
          eq(companyClaims.companyId, input.companyId),
          inArray(companyClaims.status, ["pending", "review"]),
        ),
      )
      .orderBy(desc(companyClaims.id))
      .get();
    if (open?.status === "review") {
      // A code entered for a claim that already waits for the operator is not checked.
      const message =
        open.reviewReason === "limit" ? CLAIM_MESSAGES.limitVerify : CLAIM_MESSAGES.noEmailReview;
      return { ok: false, review: true, error: message };
    }
    const claim = open;
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
        .set({ status: "expired", decidedAt: now, codeHash: null })
        .where(eq(companyClaims.id, claim.id))
        .run();
      return { ok: false, error: CLAIM_MESSAGES.noCode };
    }
    const toReview = () => {
      tx.update(companyClaims)
        .set({ status: "review", reviewReason: "limit", codeHash: null })
        .where(eq(companyClaims.id, claim.id))
        .run();
      return { ok: false as const, review: true as const, error: CLAIM_MESSAGES.limitVerify };
    };
    const { wrongLeft } = limits(tx, claim.companyId, who.id, now);
    if (wrongLeft <= 0) return toReview();
    if (claim.codeHash !== digest(code)) {
      const attempts = claim.attempts + 1;
      tx.update(companyClaims).set({ attempts }).where(eq(companyClaims.id, claim.id)).run();
      // This wrong code was the last the listing or the claimant had today.
      if (wrongLeft <= 1) return toReview();
      const cancelled = attempts >= MAX_CODE_ATTEMPTS;
      if (cancelled) {
        tx.update(companyClaims)
          .set({ status: "cancelled", decidedAt: now, codeHash: null })
          .where(eq(companyClaims.id, claim.id))
          .run();
      }
      return {
        ok: false,
        error: cancelled
          ? CLAIM_MESSAGES.tooManyCodes
          : CLAIM_MESSAGES.wrongCode(Math.min(MAX_CODE_ATTEMPTS - attempts, wrongLeft - 1)),
      };
    }
    return { ok: true, company: approveClaim(tx, claim, who, siteUrl, now) };
  }, IMMEDIATE);
}

/** The one place a claim takes effect; shared by the code and the operator's approval. */
export function approveClaim(
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
  // An earlier holder's word (a deleted account's listing) is not the new owner's. The files go
  // now: the caller's transaction has nothing left that could fail.
  removeEvidenceFiles(dropOwnersWord(tx, claim.companyId));
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
    const mail = claimedMail(claimAbout(tx, updated, who, siteUrl));
    enqueueEmail({ to: updated.email, replyTo: SITE.supportEmail, ...mail }, tx);
  }
  return updated;
}
