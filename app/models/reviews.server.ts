import { and, desc, eq, gt, sql } from "drizzle-orm";
import { REVIEW_DUPLICATE, type ReviewInput } from "~/lib/review-schema";
import { ratingString } from "~/lib/format";
import { db, schema } from "./db.server";
import { Conflict, NotFound } from "./errors.server";

const { reviews, companies } = schema;

export type ReviewRow = typeof reviews.$inferSelect;

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
    isVerified: r.isVerified,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export type Review = ReturnType<typeof serializeReview>;

/** A company's reviews, newest first. The reviewer's e-mail is never shown publicly. */
export function listReviews(companyId: number, limit = 500) {
  return db()
    .select()
    .from(reviews)
    .where(eq(reviews.companyId, companyId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .all()
    .map((r) => ({ ...serializeReview(r), customerEmail: null }));
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
export function createReview(
  input: ReviewInput,
  opts: { reviewerKey?: string | null; now?: Date } = {},
) {
  const database = db();
  const now = opts.now ?? new Date();
  return database.transaction((tx) => {
    const company = tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, input.companyId))
      .get();
    if (!company) throw new NotFound("Company not found");
    if (input.customerEmail) {
      const same = tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(
          and(
            eq(reviews.companyId, input.companyId),
            sql`lower(${reviews.customerEmail}) = lower(${input.customerEmail})`,
          ),
        )
        .get();
      if (same) throw new Conflict(REVIEW_DUPLICATE.email);
    }
    if (opts.reviewerKey) {
      const recent = tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(
          and(
            eq(reviews.companyId, input.companyId),
            eq(reviews.reviewerKey, opts.reviewerKey),
            gt(reviews.createdAt, new Date(now.getTime() - DAY_MS)),
          ),
        )
        .get();
      if (recent) throw new Conflict(REVIEW_DUPLICATE.visitor);
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
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get();
    const aggregate = tx
      .update(companies)
      .set({
        totalReviews: sql`(SELECT count(*) FROM reviews WHERE company_id = ${input.companyId})`,
        averageRating: sql`(SELECT round(avg(rating), 2) FROM reviews WHERE company_id = ${input.companyId})`,
        updatedAt: new Date(),
      })
      .where(eq(companies.id, input.companyId))
      .returning({ averageRating: companies.averageRating, totalReviews: companies.totalReviews })
      .get();
    return {
      review: { ...serializeReview(review), customerEmail: null },
      company: {
        id: input.companyId,
        averageRating: ratingString(aggregate.averageRating),
        totalReviews: aggregate.totalReviews,
      },
    };
  });
}
