import { and, desc, eq, gt, gte, sql } from "drizzle-orm";
import { db, schema } from "~/models/db.server";
import { memoByVersion } from "~/freshness/memo.server";
import { oneListing } from "~/models/search/geo-snapshot.server";
import { readDirectory, readListing, readRatings, readState } from "~/freshness/reads.server";
import { prepared } from "~/db/prepared";
import type { Directory } from "~/lib/directory";

const { categoryTallies, companies, companyTallies } = schema;

/**
 * The home page's "Top Rated" threshold. The tally triggers (migration 0004) count the companies
 * at or above it, so changing it needs a migration too.
 */
export const TOP_RATED = 4.5;

export function getCompanyBySlug(slug: string, directory: Directory = "striping") {
  const row = prepared("companyBySlug", (database) =>
    database.select().from(companies).where(oneListing("slug")).prepare(),
  ).get({ slug, directory });
  if (row) readListing(row.id);
  return row;
}

export function getCompanyById(id: number, directory?: Directory) {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  readListing(id);
  const where = directory
    ? and(eq(companies.id, id), eq(companies.directory, directory))
    : eq(companies.id, id);
  return db().select().from(companies).where(where).get();
}

/**
 * Companies per state with at least one, from the tallies the triggers keep (decision 013): a
 * read of a few hundred rows, whatever the size of the directory.
 */
export function stateCounts(directory: Directory = "striping"): { state: string; n: number }[] {
  return memoByVersion(`stateCounts:${directory}`, () => {
    readDirectory(directory);
    return db()
      .select({ state: companyTallies.state, n: sql<number>`sum(${companyTallies.companies})` })
      .from(companyTallies)
      .where(eq(companyTallies.directory, directory))
      .groupBy(companyTallies.state)
      .having(sql`sum(${companyTallies.companies}) > 0`)
      .all();
  });
}

/**
 * What a count of listings changes with (decision 035): a listing added, removed or changed in
 * the directory (or the state), never a review.
 */
function readCounted(directory: Directory, state?: string) {
  if (state) readState(state);
  else readDirectory(directory);
}

/** How many companies a directory (or one of its states) lists, from the tallies. */
export function directorySize(directory: Directory, state?: string): number {
  return memoByVersion(`directorySize:${directory}:${state ?? ""}`, () =>
    directorySizeNow(directory, state),
  );
}

function directorySizeNow(directory: Directory, state?: string): number {
  readCounted(directory, state);
  const row = db()
    .select({ n: sql<number>`coalesce(sum(${companyTallies.companies}), 0)` })
    .from(companyTallies)
    .where(
      state
        ? and(eq(companyTallies.directory, directory), eq(companyTallies.state, state))
        : eq(companyTallies.directory, directory),
    )
    .get();
  return row?.n ?? 0;
}

/** Companies offering a service category (one state or all), from the tallies (decision 013). */
export function categorySize(directory: Directory, category: string, state?: string): number {
  return memoByVersion(`categorySize:${directory}:${category}:${state ?? ""}`, () =>
    categorySizeNow(directory, category, state),
  );
}

function categorySizeNow(directory: Directory, category: string, state?: string): number {
  readCounted(directory, state);
  const row = db()
    .select({ n: sql<number>`coalesce(sum(${categoryTallies.companies}), 0)` })
    .from(categoryTallies)
    .where(
      and(
        eq(categoryTallies.directory, directory),
        eq(categoryTallies.category, category),
        state ? eq(categoryTallies.state, state) : undefined,
      ),
    )
    .get();
  return row?.n ?? 0;
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
  readRatings("striping");
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
 * up), with the sums the home page's figures need, from the tallies (decision 013).
 */
export function ratingBuckets() {
  return memoByVersion("ratingBuckets", ratingBucketsNow);
}

function ratingBucketsNow() {
  readRatings("striping");
  return db()
    .select({
      star: companyTallies.star,
      companies: sql<number>`sum(${companyTallies.companies})`,
      reviews: sql<number>`sum(${companyTallies.reviews})`,
      // For the mean of every review's stars: the average weighted by its review count.
      weighted: sql<number>`sum(${companyTallies.weightedHundredths}) / 100.0`,
      ratingSum: sql<number>`sum(${companyTallies.ratingHundredths}) / 100.0`,
      topRated: sql<number>`coalesce(sum(${companyTallies.companies}) filter (where ${companyTallies.topRated} = 1), 0)`,
    })
    .from(companyTallies)
    .where(and(eq(companyTallies.directory, "striping"), gt(companyTallies.star, 0)))
    .groupBy(companyTallies.star)
    .all()
    .filter((b) => b.companies > 0);
}

/** Figures of the home page's reviews overview. */
export function reviewFigures() {
  const buckets = ratingBuckets();
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
