import { and, count, desc, eq, gt, gte, sql } from "drizzle-orm";
import { db, schema } from "./db.server";

const { companies } = schema;

export function getCompanyBySlug(slug: string, directory: "striping" | "materials" = "striping") {
  return db()
    .select()
    .from(companies)
    .where(and(eq(companies.slug, slug), eq(companies.directory, directory)))
    .get();
}

export function getCompanyById(id: number, directory?: "striping" | "materials") {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const where = directory
    ? and(eq(companies.id, id), eq(companies.directory, directory))
    : eq(companies.id, id);
  return db().select().from(companies).where(where).get();
}

/** States ordered by how many striping companies they hold (for 'Popular Searches'). */
export function topStates(limit: number) {
  return db()
    .select({ state: companies.state, n: count() })
    .from(companies)
    .where(eq(companies.directory, "striping"))
    .groupBy(companies.state)
    .orderBy(desc(count()), companies.state)
    .limit(limit)
    .all();
}

/** Top rated (average at or above `threshold`) and most reviewed striping companies. */
export function reviewLeaders(threshold: number, limit: number) {
  const pick = {
    id: companies.id,
    slug: companies.slug,
    name: companies.name,
    location: companies.location,
    state: companies.state,
    averageRating: companies.averageRating,
    totalReviews: companies.totalReviews,
  };
  const topRated = db()
    .select(pick)
    .from(companies)
    .where(
      and(
        eq(companies.directory, "striping"),
        gt(companies.totalReviews, 0),
        gte(companies.averageRating, threshold),
      ),
    )
    .orderBy(desc(companies.averageRating), desc(companies.totalReviews), companies.id)
    .limit(limit)
    .all();
  const mostReviewed = db()
    .select(pick)
    .from(companies)
    .where(and(eq(companies.directory, "striping"), gt(companies.totalReviews, 0)))
    .orderBy(desc(companies.totalReviews), desc(companies.averageRating), companies.id)
    .limit(limit)
    .all();
  return { topRated, mostReviewed };
}

/**
 * Figures of the home page's reviews overview. The distribution puts each reviewed company in
 * the bucket of its average rounded to the nearest star (x.5 rounds up).
 */
export function reviewFigures(threshold: number) {
  const row = db()
    .select({
      totalReviews: sql<number>`coalesce(sum(${companies.totalReviews}), 0)`,
      reviewedCompanies: sql<number>`count(*) filter (where ${companies.totalReviews} > 0)`,
      topRatedCount: sql<number>`count(*) filter (where ${companies.totalReviews} > 0 and ${companies.averageRating} >= ${threshold})`,
      // Weighted by review count: the mean of every review's stars.
      averageRating: sql<
        number | null
      >`sum(${companies.averageRating} * ${companies.totalReviews}) / nullif(sum(${companies.totalReviews}), 0)`,
    })
    .from(companies)
    .where(eq(companies.directory, "striping"))
    .get();
  const buckets = db()
    .select({
      star: sql<number>`cast(${companies.averageRating} + 0.5 as integer)`,
      n: count(),
    })
    .from(companies)
    .where(and(eq(companies.directory, "striping"), gt(companies.totalReviews, 0)))
    .groupBy(sql`1`)
    .all();
  const distribution = [5, 4, 3, 2, 1].map((star) => ({
    star,
    count: buckets.find((b) => Math.min(5, Math.max(1, b.star)) === star)?.n ?? 0,
  }));
  return {
    totalReviews: row?.totalReviews ?? 0,
    reviewedCompanies: row?.reviewedCompanies ?? 0,
    topRatedCount: row?.topRatedCount ?? 0,
    averageRating: row?.averageRating ?? 0,
    distribution,
  };
}
