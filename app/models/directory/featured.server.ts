import { and, eq, sql } from "drizzle-orm";
import { companiesInOrder } from "~/models/search/company-search.server";
import { db, schema } from "~/models/db.server";
import { memoByVersion } from "~/freshness/memo.server";
import { readRatings } from "~/freshness/reads.server";

const { companies } = schema;
const DAY_MS = 86_400_000;

/**
 * Home's 'Featured Road Striping Companies': listings on an active VIP plan (the plan promises a
 * homepage feature; decision 015), at most `limit`, in an order that changes every day so every
 * VIP gets the first places in turn. The order is a multiplicative hash of id and day: stable
 * for a day (the page cache can keep it), different the next. Kept until a listing of the
 * directory changes (its plan, its rating: the tag `ratings:striping`), as every home page asks.
 */
export function featuredVipListings(now = new Date(), limit = 6) {
  const day = Math.floor(now.getTime() / DAY_MS);
  return memoByVersion(`featuredVip:${day}:${limit}`, () => featuredOn(day, limit));
}

function featuredOn(day: number, limit: number) {
  readRatings("striping");
  // The order is worked out on the ids, which the rank index holds; only the chosen rows are
  // read whole (sorting every VIP's whole row was a tenth of home's server time).
  const ids = db()
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.directory, "striping"), eq(companies.tierRank, 2)))
    .orderBy(sql`((${companies.id} + ${day}) * 2654435761) % 4294967291`)
    .limit(limit)
    .all()
    .map((row) => row.id);
  return companiesInOrder(ids);
}
