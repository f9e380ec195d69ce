import { and, count, desc, eq, gt, gte, sql } from "drizzle-orm";
import { db, schema } from "./db.server";
import { memoByVersion } from "./memo.server";

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

/** Striping companies per state (one pass over an index), kept until the next write. */
export function stateCounts(): { state: string; n: number }[] {
  return memoByVersion("stateCounts", () =>
    db()
      .select({ state: companies.state, n: count() })
      .from(companies)
      .where(eq(companies.directory, "striping"))
      .groupBy(companies.state)
      .all(),
  );
}

/** States ordered by how many striping companies they hold (for 'Popular Searches'). */
export function topStates(limit: number) {
  return [...stateCounts()]
    .sort((a, b) => b.n - a.n || (a.state < b.state ? -1 : a.state > b.state ? 1 : 0))
    .slice(0, limit);
}

/** Top rated (average at or above `threshold`) and most reviewed striping companies. */
export function reviewLeaders(threshold: number, limit: number) {
  return memoByVersion(`reviewLeaders:${threshold}:${limit}`, () => leaders(threshold, limit));
}

function leaders(threshold: number, limit: number) {
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
 * Reviewed striping companies grouped by their average rounded to the nearest star (x.5 rounds
 * up), with the sums the home page's figures need: one pass over `companies_reviews_idx`, kept
 * until the next write.
 */
export function ratingBuckets(threshold: number) {
  return memoByVersion(`ratingBuckets:${threshold}`, () =>
    db()
      .select({
        star: sql<number>`cast(${companies.averageRating} + 0.5 as integer)`,
        companies: count(),
        reviews: sql<number>`sum(${companies.totalReviews})`,
        // For the mean of every review's stars: the average weighted by its review count.
        weighted: sql<number>`sum(${companies.averageRating} * ${companies.totalReviews})`,
        ratingSum: sql<number>`sum(${companies.averageRating})`,
        topRated: sql<number>`count(*) filter (where ${companies.averageRating} >= ${threshold})`,
      })
      .from(companies)
      .where(and(eq(companies.directory, "striping"), gt(companies.totalReviews, 0)))
      .groupBy(sql`1`)
      .all(),
  );
}

/** Figures of the home page's reviews overview. */
export function reviewFigures(threshold: number) {
  const buckets = ratingBuckets(threshold);
  const sum = (pick: (b: (typeof buckets)[number]) => number) =>
    buckets.reduce((total, b) => total + pick(b), 0);
  const totalReviews = sum((b) => b.reviews);
  const distribution = [5, 4, 3, 2, 1].map((star) => ({
    star,
    count: buckets
      .filter((b) => Math.min(5, Math.max(1, b.star)) === star)
      .reduce((total, b) => total + b.companies, 0),
  }));
  return {
    totalReviews,
    reviewedCompanies: sum((b) => b.companies),
    topRatedCount: sum((b) => b.topRated),
    averageRating: totalReviews ? sum((b) => b.weighted) / totalReviews : 0,
    distribution,
  };
}
