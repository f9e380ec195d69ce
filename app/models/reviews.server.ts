import { desc, eq, sql } from "drizzle-orm";
import type { ReviewInput } from "~/lib/review-schema";
import { ratingString } from "~/lib/format";
import { db, schema } from "./db.server";
import { NotFound } from "./errors.server";

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
export function createReview(input: ReviewInput) {
  const database = db();
  return database.transaction((tx) => {
    const company = tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, input.companyId))
      .get();
    if (!company) throw new NotFound("Company not found");
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
