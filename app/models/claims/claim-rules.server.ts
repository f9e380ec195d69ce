import crypto from "node:crypto";
import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import { db, schema } from "~/models/db.server";
import { DomainError, Forbidden } from "~/models/errors.server";

/**
 * What a claim is held to (decisions 015 and 040): the limits, the words the claimant reads, and
 * the day's usage the claims model checks them against. The transitions are in claims.server.ts.
 */

const { companyClaims } = schema;

export const MAX_CODE_ATTEMPTS = 5;
/** Codes mailed and wrong codes entered in 24 hours (decision 040). */
export const CLAIM_LIMITS = {
  windowMs: 24 * 60 * 60 * 1000,
  codesPerListing: 3,
  wrongCodesPerListing: 10,
  codesPerUser: 5,
  wrongCodesPerUser: 10,
  /** Claims one account may have waiting for the operator at once. */
  reviewsPerUser: 5,
} as const;
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
  noEmailReview:
    "This listing has no e-mail address on file, so our team will review your claim and e-mail you when it is decided. The listing stays as it is until then.",
  noMailReview:
    "We cannot send a code to this listing's e-mail address, so our team will review your claim and e-mail you when it is decided. The listing stays as it is until then.",
  limitReview:
    "Too many claim codes have been asked for this listing or from your account in the last 24 hours, so we did not send another. Our team will review your claim and e-mail you when it is decided. The listing stays as it is until then.",
  limitVerify:
    "Too many wrong codes have been entered for this listing or from your account in the last 24 hours, so codes no longer work for it. Our team will review your claim and e-mail you when it is decided. The listing stays as it is until then.",
  tooManyReviews: `You already have ${CLAIM_LIMITS.reviewsPerUser} claims waiting for our review. We will e-mail you as each is decided; you can claim more listings after that.`,
} as const;

/**
 * A claim that now waits for the operator because a limit was reached (decision 040): pages
 * and the API say what happens next (the API answers 429 `{ status: "review", message }`).
 */
export class ClaimInReview extends DomainError {
  constructor(message: string = CLAIM_MESSAGES.limitVerify) {
    super(message, 429);
  }
}

export type Claimant = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isVerified: boolean;
};

export type ClaimStart =
  | { status: "pending"; claimId: number; sentTo: string }
  | { status: "review"; claimId: number; message: string };

export const digest = (code: string) => crypto.createHash("sha256").update(code).digest("hex");

/** `info@example.com` → `i***@example.com`: enough to recognise, not to harvest. */
export function maskEmail(address: string): string {
  const [local, domain] = address.split("@");
  if (!domain) return "***";
  return `${local.slice(0, 1)}***@${domain}`;
}

export function claimantName(who: Claimant): string {
  const name = [who.firstName, who.lastName].filter(Boolean).join(" ");
  return name ? `${name} <${who.email}>` : who.email;
}

/** Adding or claiming a listing needs an account whose own e-mail is proven. */
export function assertVerifiedOwner(who: { isVerified: boolean }) {
  if (!who.isVerified) throw new Forbidden(CLAIM_MESSAGES.verifyFirst);
}

export type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/** Codes mailed and wrong codes entered in the window, over the claims `which` selects. */
function usage(tx: Tx, which: SQL, now: Date) {
  const row = tx
    .select({
      codes: sql<number>`count(${companyClaims.expiresAt})`,
      wrong: sql<number>`coalesce(sum(${companyClaims.attempts}), 0)`,
    })
    .from(companyClaims)
    .where(and(which, gt(companyClaims.createdAt, new Date(now.getTime() - CLAIM_LIMITS.windowMs))))
    .get();
  return { codes: row?.codes ?? 0, wrong: row?.wrong ?? 0 };
}

/** What the listing and the claimant used today: codes mailed and wrong codes (decision 040). */
export function limits(tx: Tx, companyId: number, userId: number, now: Date) {
  const listing = usage(tx, eq(companyClaims.companyId, companyId), now);
  const user = usage(tx, eq(companyClaims.userId, userId), now);
  return {
    noMoreCodes:
      listing.codes >= CLAIM_LIMITS.codesPerListing || user.codes >= CLAIM_LIMITS.codesPerUser,
    /** Wrong codes still allowed before the next one reaches a limit. */
    wrongLeft: Math.min(
      CLAIM_LIMITS.wrongCodesPerListing - listing.wrong,
      CLAIM_LIMITS.wrongCodesPerUser - user.wrong,
    ),
  };
}
