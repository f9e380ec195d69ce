import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { optionText } from "~/lib/option-list";
import { REPORT_REASONS } from "~/lib/trust-rules";
import { audited, type Actor } from "./audit.server";
import { db, schema } from "~/models/db.server";
import { NotFound } from "~/models/errors.server";
import { publicDirectory } from "~/models/listings/listing-state.server";
import {
  dismissReports,
  hideReview,
  reportedReviews,
  restoreReview,
} from "~/models/reviews/review-moderation.server";

const { reviews, reviewReports, companies } = schema;

/** How many reports of the review are still open. */
const openReports = sql<number>`(SELECT count(*) FROM ${reviewReports} WHERE ${and(
  eq(reviewReports.reviewId, reviews.id),
  eq(reviewReports.status, "open"),
)})`;

/**
 * The newest reviews, hidden ones too, with their listing and open reports, so the operator sees
 * what is being written before anyone reports it (decision 018).
 */
export function latestReviews(limit = 50) {
  return db()
    .select({
      id: reviews.id,
      customerName: reviews.customerName,
      rating: reviews.rating,
      title: reviews.title,
      content: reviews.content,
      status: reviews.status,
      verifiedAt: reviews.verifiedAt,
      createdAt: reviews.createdAt,
      companyName: companies.name,
      companySlug: companies.slug,
      directory: companies.directory,
      reports: openReports,
    })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .orderBy(desc(reviews.id))
    .limit(limit)
    .all()
    .map((r) => ({ ...r, directory: publicDirectory(r.directory) }));
}

/**
 * The open reports as the operator judges them: each reported review with
 * its text and rating, the listing it is on, and every open report's reason (in words) and the
 * reporter's note. Two queries, not one per review.
 */
export function reportedReviewsForConsole(limit = 100) {
  const rows = reportedReviews(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const reports = db()
    .select({
      reviewId: reviewReports.reviewId,
      reason: reviewReports.reason,
      note: reviewReports.note,
      createdAt: reviewReports.createdAt,
    })
    .from(reviewReports)
    .where(and(inArray(reviewReports.reviewId, ids), eq(reviewReports.status, "open")))
    .orderBy(asc(reviewReports.id))
    .all();
  const listings = db()
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.slug,
      directory: companies.directory,
    })
    .from(companies)
    .where(
      inArray(
        companies.id,
        rows.map((r) => r.companyId),
      ),
    )
    .all();
  return rows.map((r) => {
    const listing = listings.find((c) => c.id === r.companyId);
    return {
      ...r,
      companyId: r.companyId,
      companyName: listing?.name,
      companySlug: listing?.slug,
      openReports: reports
        .filter((p) => p.reviewId === r.id)
        .map((p) => ({
          reason: optionText(REPORT_REASONS, p.reason),
          note: p.note,
          createdAt: p.createdAt,
        })),
    };
  });
}

const MODERATION = { hide: hideReview, restore: restoreReview, dismiss: dismissReports } as const;
export type Moderation = keyof typeof MODERATION;
export const MODERATIONS = Object.keys(MODERATION) as Moderation[];

/** A review's status and open reports: what a moderation changes. */
function moderationState(id: number) {
  const row = db()
    .select({
      status: reviews.status,
      openReports,
    })
    .from(reviews)
    .where(eq(reviews.id, id))
    .get();
  if (!row) throw new NotFound("Review not found");
  return row;
}

/**
 * Hide (figures recomputed), show again or dismiss the reports of a review, with its audit entry
 * (before and after) in the same transaction (decision 018).
 */
export function moderateReview(id: number, intent: Moderation, actor: Actor) {
  return audited(
    () => moderationState(id),
    () => {
      MODERATION[intent](id);
      return moderationState(id);
    },
    (before, after) => ({
      actor,
      action: `review.${intent}`,
      targetType: "review",
      targetId: id,
      before,
      after,
    }),
  );
}
