import { asc, like, or, sql } from "drizzle-orm";
import { searchPattern } from "./admin-records.server";
import { db, schema } from "~/models/db.server";
import { pickColumns } from "~/models/directory/pick-columns.server";
import { publicDirectory } from "~/models/listings/listing-state.server";

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
    .select(
      pickColumns(companies, [
        "id",
        "name",
        "slug",
        "location",
        "state",
        "directory",
        "listingStatus",
        "deletedAt",
        "isVerified",
        "verifiedAt",
        "verifiedNote",
        "subscriptionTier",
        "planStatus",
      ]),
    )
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
