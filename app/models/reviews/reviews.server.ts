import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { reviewConfirmMail } from "~/lib/mail/review-mails";
import { REVIEW_DUPLICATE, REVIEW_OWN, type ReviewInput } from "~/lib/review-schema";
import { ratingString } from "~/lib/format";
import { db, exists, schema } from "~/models/db.server";
import { pickColumns } from "~/models/directory/pick-columns.server";
import { prepared } from "~/db/prepared";
import { Conflict, Forbidden, NotFound } from "~/models/errors.server";
import { enqueueEmail } from "~/models/mail/mail.server";
import type { Tx } from "~/models/directory/company-services.server";
import { readListing } from "~/freshness/reads.server";

const { reviews, companies, users } = schema;

export type ReviewRow = typeof reviews.$inferSelect;

/** A review as its writer left it and whether visitors see it, for the operator's lists. */
export const reviewAsWritten = pickColumns(reviews, [
  "customerName",
  "rating",
  "title",
  "content",
  "status",
]);

export function serializeReview(r: ReviewRow) {
  return {
    id: r.id,
    companyId: r.companyId,
    customerName: r.customerName,
    customerEmail: r.customerEmail,
    rating: r.rating,
    title: r.title,
    content: r.content,
    projectType: r.projectType,
    projectSize: r.projectSize,
    // Verified: the reviewer confirmed their address by the mailed link (or, in the demo data,
    // was marked so); the SPEC's verified mark shows only then.
    isVerified: r.isVerified || r.verifiedAt !== null || r.quoteId !== null,
    // Sent through the invitation of a hire made on the directory: the writer hired the firm.
    hiredThroughDirectory: r.quoteId !== null,
    ownerReply: r.ownerReply
      ? { content: r.ownerReply, createdAt: (r.ownerReplyAt ?? r.updatedAt).toISOString() }
      : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export type Review = ReturnType<typeof serializeReview>;

/** A company's reviews, newest first. The reviewer's e-mail is never shown publicly. */
export function listReviews(companyId: number, limit = 500) {
  readListing(companyId);
  return db()
    .select()
    .from(reviews)
    .where(and(eq(reviews.companyId, companyId), eq(reviews.status, "visible")))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .all()
    .map((r) => ({ ...serializeReview(r), customerEmail: null }));
}

export const REVIEWS_PER_PAGE = 10;

/**
 * One page of a company's visible reviews, newest first (the company page: 10 a page,
 * `?reviewsPage=N`). `total` is the company's kept tally of visible reviews; a page past the
 * last shows the last. The offset walks `reviews_company_idx`, which ends in created_at.
 */
export function listReviewsPage(
  company: { id: number; totalReviews: number },
  requested: number,
  perPage = REVIEWS_PER_PAGE,
) {
  readListing(company.id);
  const pages = Math.max(1, Math.ceil(company.totalReviews / perPage));
  const page = Math.min(Math.max(1, Math.trunc(requested) || 1), pages);
  const rows = prepared("visibleReviewsPage", (database) =>
    database
      .select()
      .from(reviews)
      .where(
        and(eq(reviews.companyId, sql.placeholder("companyId")), eq(reviews.status, "visible")),
      )
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(),
  )
    .all({ companyId: company.id, limit: perPage, offset: (page - 1) * perPage })
    .map((r) => ({ ...serializeReview(r), customerEmail: null }));
  return { reviews: rows, page, pages, total: company.totalReviews };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const REVIEW_INVITE_USED = "A review was sent through this invitation already.";

/**
 * Each of these reads before it writes: begun as a write, so another connection's commit in
 * between (a script, the tests' own) waits on the busy timeout instead of failing at once.
 */
export const IMMEDIATE = { behavior: "immediate" } as const;

/**
 * Stores a review and refreshes its company's figures, in one transaction: either both happen or
 * neither does. One review per company per e-mail address, and per visitor (`reviewerKey`, a keyed
 * hash of the address) per company per 24 hours: a duplicate is a Conflict that changes nothing
 * (decision 015).
 */
export function createReview(
  input: ReviewInput,
  opts: {
    reviewerKey?: string | null;
    /** The signed-in account writing the review, if any (its own listings are refused). */
    reviewerUserId?: number | null;
    now?: Date;
    siteUrl?: string;
    /** Sent through a hire's review invitation (its request): verified, one per request. */
    invitedBy?: { quoteId: number };
  } = {},
) {
  const database = db();
  const now = opts.now ?? new Date();
  return database.transaction((tx) => {
    assertNotOwnListing(tx, input.companyId, opts.reviewerUserId ?? null, input.customerEmail);
    const ofCompany = eq(reviews.companyId, input.companyId);
    const invited = opts.invitedBy?.quoteId ?? null;
    if (invited !== null && exists(tx, reviews, eq(reviews.quoteId, invited))) {
      throw new Conflict(REVIEW_INVITE_USED);
    }
    const { customerEmail } = input;
    if (customerEmail) {
      const sameAddress = sql`lower(${reviews.customerEmail}) = lower(${customerEmail})`;
      if (exists(tx, reviews, and(ofCompany, sameAddress))) {
        throw new Conflict(REVIEW_DUPLICATE.email);
      }
    }
    if (opts.reviewerKey) {
      const sameVisitor = eq(reviews.reviewerKey, opts.reviewerKey);
      const lastDay = gt(reviews.createdAt, new Date(now.getTime() - DAY_MS));
      if (exists(tx, reviews, and(ofCompany, sameVisitor, lastDay))) {
        throw new Conflict(REVIEW_DUPLICATE.visitor);
      }
    }
    const review = tx
      .insert(reviews)
      .values({
        companyId: input.companyId,
        customerName: input.customerName,
        customerEmail: input.customerEmail ?? null,
        rating: input.rating,
        title: input.title,
        content: input.content,
        projectType: input.projectType ?? null,
        projectSize: input.projectSize ?? null,
        isVerified: invited !== null,
        verifiedAt: invited !== null ? now : null,
        quoteId: invited,
        reviewerKey: opts.reviewerKey ?? null,
        confirmToken:
          input.customerEmail && invited === null ? randomBytes(24).toString("base64url") : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get();
    const aggregate = refreshFigures(tx, input.companyId);
    if (review.confirmToken && review.customerEmail && opts.siteUrl) {
      const url = new URL(`/reviews/confirm/${review.confirmToken}`, opts.siteUrl).toString();
      enqueueEmail(
        { to: review.customerEmail, ...reviewConfirmMail({ url }), requested: true },
        tx,
      );
    }
    return {
      review: { ...serializeReview(review), customerEmail: null },
      company: {
        id: input.companyId,
        averageRating: ratingString(aggregate.averageRating),
        totalReviews: aggregate.totalReviews,
      },
    };
  }, IMMEDIATE);
}

/**
 * An owner does not review their own listing: refused from the account that
 * claimed or added it, and under that account's e-mail when signed out. Throws NotFound for a
 * listing that does not exist.
 */
function assertNotOwnListing(
  tx: Tx,
  companyId: number,
  userId: number | null,
  email: string | null | undefined,
) {
  const listing = tx
    .select({ ...pickColumns(companies, ["claimedBy", "addedBy"]), ownerEmail: users.email })
    .from(companies)
    .leftJoin(users, eq(users.id, companies.claimedBy))
    .where(eq(companies.id, companyId))
    .get();
  if (!listing) throw new NotFound("Company not found");
  const ownAccount =
    userId !== null && (listing.claimedBy === userId || listing.addedBy === userId);
  const ownEmail =
    Boolean(email && listing.ownerEmail) &&
    email!.trim().toLowerCase() === listing.ownerEmail!.toLowerCase();
  if (ownAccount || ownEmail) throw new Forbidden(REVIEW_OWN);
}

/** A company's figures count only the reviews visitors can see. */
export function refreshFigures(tx: Tx, companyId: number) {
  const visible = sql`FROM reviews WHERE company_id = ${companyId} AND status = 'visible'`;
  return tx
    .update(companies)
    .set({
      totalReviews: sql`(SELECT count(*) ${visible})`,
      averageRating: sql`coalesce((SELECT round(avg(rating), 2) ${visible}), 0)`,
      updatedAt: new Date(),
    })
    .where(eq(companies.id, companyId))
    .returning({ averageRating: companies.averageRating, totalReviews: companies.totalReviews })
    .get();
}

/** The reviewer's mailed link: the review becomes verified (once; the token is then spent). */
export function confirmReview(token: string, now = new Date()) {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  return (
    db()
      .update(reviews)
      .set({ verifiedAt: now, isVerified: true, confirmToken: null })
      .where(eq(reviews.confirmToken, token))
      .returning({ id: reviews.id, companyId: reviews.companyId })
      .get() ?? null
  );
}

/** The review a confirmation link belongs to, for the page it opens (reading never writes). */
export function findReviewByToken(token: string) {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  return (
    db()
      .select({ id: reviews.id, companyName: companies.name, slug: companies.slug })
      .from(reviews)
      .innerJoin(companies, eq(companies.id, reviews.companyId))
      .where(eq(reviews.confirmToken, token))
      .get() ?? null
  );
}

/** A visible review with its company, for the report and reply pages. */
export function getReviewForPage(reviewId: number) {
  if (!Number.isSafeInteger(reviewId) || reviewId <= 0) return null;
  return (
    db()
      .select({
        id: reviews.id,
        customerName: reviews.customerName,
        rating: reviews.rating,
        title: reviews.title,
        ownerReply: reviews.ownerReply,
        companyName: companies.name,
        slug: companies.slug,
        claimedBy: companies.claimedBy,
      })
      .from(reviews)
      .innerJoin(companies, eq(companies.id, reviews.companyId))
      .where(and(eq(reviews.id, reviewId), eq(reviews.status, "visible")))
      .get() ?? null
  );
}
