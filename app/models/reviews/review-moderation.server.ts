import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { REPORT_MESSAGES, REPORT_REASONS } from "~/lib/trust-rules";
import { controlCharacterProblem } from "~/lib/plain-text";
import { db, exists, schema } from "~/models/db.server";
import { BadRequest, Conflict, NotFound } from "~/models/errors.server";
import { IMMEDIATE, refreshFigures, reviewAsWritten } from "./reviews.server";

/** Reports of reviews and the operator's answers to them: hide, restore, dismiss. */

const { reviews, reviewReports } = schema;

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
