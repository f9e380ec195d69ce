import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { reviewConfirmMail } from "~/lib/mail/review-mails";
import { REPLY_LIMIT, REPORT_MESSAGES, REPORT_REASONS } from "~/lib/trust-rules";
import { REVIEW_DUPLICATE, REVIEW_OWN, type ReviewInput } from "~/lib/review-schema";
import { ratingString, formatCount } from "~/lib/format";
import { controlCharacterProblem } from "~/lib/plain-text";
import { db, schema } from "./db.server";
import { pickColumns } from "./pick-columns.server";
import { prepared } from "../../db/prepared";
import { BadRequest, Conflict, Forbidden, NotFound } from "./errors.server";
import { enqueueEmail } from "./mail.server";
import type { Tx } from "./company-services.server";
import { readListing } from "~/freshness/reads.server";

const { reviews, companies, reviewReports, users } = schema;

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
    isVerified: r.isVerified || r.verifiedAt !== null,
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

/**
 * Stores a review and brings the company's average and count in step, in one transaction:
 * either both happen or neither does.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Stores a review and refreshes its company's figures. One review per company per e-mail
 * address, and per visitor (`reviewerKey`, a keyed hash of the address) per company per 24
 * hours: a duplicate is a Conflict that changes nothing (decision 015).
 */
/**
 * Each of these reads before it writes: begun as a write, so another connection's commit in
 * between (a script, the tests' own) waits on the busy timeout instead of failing at once.
 */
const IMMEDIATE = { behavior: "immediate" } as const;

export function createReview(
  input: ReviewInput,
  opts: {
    reviewerKey?: string | null;
    /** The signed-in account writing the review, if any (its own listings are refused). */
    reviewerUserId?: number | null;
    now?: Date;
    siteUrl?: string;
  } = {},
) {
  const database = db();
  const now = opts.now ?? new Date();
  return database.transaction((tx) => {
    assertNotOwnListing(tx, input.companyId, opts.reviewerUserId ?? null, input.customerEmail);
    const ofCompany = eq(reviews.companyId, input.companyId);
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
        isVerified: false,
        reviewerKey: opts.reviewerKey ?? null,
        confirmToken: input.customerEmail ? randomBytes(24).toString("base64url") : null,
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
 * An owner does not review their own listing (issue 26, point 6): refused from the account that
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
    .select({
      claimedBy: companies.claimedBy,
      addedBy: companies.addedBy,
      ownerEmail: users.email,
    })
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

/** Whether any row of the table meets the condition. */
function exists(tx: Tx, table: SQLiteTable, where: SQL | undefined) {
  return (
    tx
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .get() !== undefined
  );
}

/** A company's figures count only the reviews visitors can see. */
function refreshFigures(tx: Tx, companyId: number) {
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

/**
 * A visitor's report of a review, recorded for the operator. It never hides the review: only the
 * operator does (`hideReview`), so a competitor cannot remove honest reviews by reporting them.
 */
export function reportReview(
  input: { reviewId: number; reason: unknown; note?: unknown },
  opts: { reporterKey?: string | null; userId?: number | null; now?: Date } = {},
) {
  const reason = REPORT_REASONS.find((r) => r.value === input.reason)?.value;
  if (!reason) throw new BadRequest(REPORT_MESSAGES.reason);
  const note = typeof input.note === "string" ? input.note.trim() : "";
  if (note.length > 1000) throw new BadRequest(REPORT_MESSAGES.note);
  const controls = controlCharacterProblem(note, true);
  if (controls) throw new BadRequest(controls);
  return db().transaction((tx) => {
    const review = tx
      .select({ id: reviews.id, companyId: reviews.companyId })
      .from(reviews)
      .where(and(eq(reviews.id, input.reviewId), eq(reviews.status, "visible")))
      .get();
    if (!review) throw new NotFound("Review not found");
    if (opts.reporterKey) {
      const sameReporter = eq(reviewReports.reporterKey, opts.reporterKey);
      if (exists(tx, reviewReports, and(eq(reviewReports.reviewId, review.id), sameReporter))) {
        throw new Conflict(REPORT_MESSAGES.duplicate);
      }
    }
    tx.insert(reviewReports)
      .values({
        reviewId: review.id,
        reason,
        note: note || null,
        reporterKey: opts.reporterKey ?? null,
        reporterUserId: opts.userId ?? null,
        createdAt: opts.now ?? new Date(),
      })
      .run();
    return review;
  }, IMMEDIATE);
}

/** Reviews with open reports, most reported first, for the operator's queue. */
export function reportedReviews(limit = 100) {
  return db()
    .select({
      id: reviews.id,
      companyId: reviews.companyId,
      ...reviewAsWritten,
      reports: sql<number>`count(${reviewReports.id})`,
      reasons: sql<string>`group_concat(DISTINCT ${reviewReports.reason})`,
    })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .where(eq(reviewReports.status, "open"))
    .groupBy(reviews.id)
    .orderBy(desc(sql`count(${reviewReports.id})`))
    .limit(limit)
    .all();
}

function setStatus(
  reviewId: number,
  status: "visible" | "hidden",
  reports: "actioned" | "dismissed",
) {
  return db().transaction((tx) => {
    const row = tx
      .update(reviews)
      .set({ status, updatedAt: new Date() })
      .where(eq(reviews.id, reviewId))
      .returning({ id: reviews.id, companyId: reviews.companyId })
      .get();
    if (!row) throw new NotFound("Review not found");
    tx.update(reviewReports)
      .set({ status: reports, decidedAt: new Date() })
      .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, "open")))
      .run();
    refreshFigures(tx, row.companyId);
    return row;
  }, IMMEDIATE);
}

/** The operator hides a review (its open reports are actioned); the company's figures follow. */
export function hideReview(reviewId: number) {
  return setStatus(reviewId, "hidden", "actioned");
}

/** The operator shows a hidden review again. */
export function restoreReview(reviewId: number) {
  return setStatus(reviewId, "visible", "dismissed");
}

/** The operator keeps the review as it is and closes its open reports. */
export function dismissReports(reviewId: number) {
  return db()
    .update(reviewReports)
    .set({ status: "dismissed", decidedAt: new Date() })
    .where(and(eq(reviewReports.reviewId, reviewId), inArray(reviewReports.status, ["open"])))
    .run().changes;
}

/** The review, when `userId` owns its claimed listing; otherwise NotFound (checked first). */
export function assertReplyOwner(userId: number, reviewId: number) {
  const row = db()
    .select({ id: reviews.id })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .where(and(eq(reviews.id, reviewId), eq(companies.claimedBy, userId)))
    .get();
  if (!row) throw new NotFound("Review not found");
}

/**
 * The claimed listing's owner replies to a review in public, once (a second call edits it; an
 * empty reply removes it). Someone else's review is a NotFound, checked before the text.
 */
export function setOwnerReply(
  userId: number,
  reviewId: number,
  content: unknown,
  now = new Date(),
) {
  return db().transaction((tx) => {
    const row = tx
      .select({ id: reviews.id, ownerReplyAt: reviews.ownerReplyAt })
      .from(reviews)
      .innerJoin(companies, eq(companies.id, reviews.companyId))
      .where(and(eq(reviews.id, reviewId), eq(companies.claimedBy, userId)))
      .get();
    if (!row) throw new NotFound("Review not found");
    const text = typeof content === "string" ? content.trim() : "";
    if (text.length > REPLY_LIMIT) {
      throw new BadRequest(`Keep the response under ${formatCount(REPLY_LIMIT)} characters.`);
    }
    const controls = controlCharacterProblem(text, true);
    if (controls) throw new BadRequest(controls);
    return tx
      .update(reviews)
      .set(
        text
          ? { ownerReply: text, ownerReplyAt: row.ownerReplyAt ?? now }
          : { ownerReply: null, ownerReplyAt: null },
      )
      .where(eq(reviews.id, reviewId))
      .returning()
      .get();
  }, IMMEDIATE);
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

export { REPLY_LIMIT, REPORT_MESSAGES, REPORT_REASONS };
