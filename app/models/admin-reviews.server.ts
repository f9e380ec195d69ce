import { and, desc, eq, sql } from "drizzle-orm";
import { db, schema } from "./db.server";
import { publicDirectory } from "./listing-state.server";

const { reviews, reviewReports, companies } = schema;

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
      reports: sql<number>`(SELECT count(*) FROM ${reviewReports} WHERE ${and(
        eq(reviewReports.reviewId, reviews.id),
        eq(reviewReports.status, "open"),
      )})`,
    })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .orderBy(desc(reviews.id))
    .limit(limit)
    .all()
    .map((r) => ({ ...r, directory: publicDirectory(r.directory) }));
}
