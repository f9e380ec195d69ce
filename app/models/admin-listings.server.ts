import { asc, like, or, sql } from "drizzle-orm";
import { searchPattern } from "./admin-records.server";
import { db, schema } from "./db.server";
import { publicDirectory } from "./listing-state.server";

const { companies } = schema;

/**
 * The operator's listing search by name, city or state, in every directory, listed or not
 * (decision 018). A LIKE over the name is fine at the operator's pace; it never serves visitors.
 */
export function findListingsForAdmin(query: string, limit = 50) {
  const search = searchPattern(query, 100);
  if (!search) return [];
  const { q, pattern } = search;
  return db()
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.slug,
      location: companies.location,
      state: companies.state,
      directory: companies.directory,
      listingStatus: companies.listingStatus,
      deletedAt: companies.deletedAt,
      isVerified: companies.isVerified,
      verifiedAt: companies.verifiedAt,
      verifiedNote: companies.verifiedNote,
      subscriptionTier: companies.subscriptionTier,
      planStatus: companies.planStatus,
    })
    .from(companies)
    .where(
      or(
        like(companies.name, pattern),
        like(companies.location, pattern),
        sql`${companies.state} = upper(${q})`,
      ),
    )
    .orderBy(asc(companies.name))
    .limit(limit)
    .all()
    .map((r) => ({ ...r, directory: publicDirectory(r.directory) }));
}
