import { sql } from "drizzle-orm";
import { DEFAULT_TRAVEL_MILES } from "~/lib/coverage";

/**
 * A listing's coverage as the rule reads it (decision 049), vouched for by its owner: the
 * settings bring a listing to places beyond the default radius (other states' pages, searches
 * and requests from afar) only once the listing's own address is proven (decision 042) and its
 * owner's account is verified and not disabled. A listing added under a stranger's address can
 * then not put itself on fifty states' pages. Until then a travel radius may make the reach
 * smaller, never larger (a larger one reads as none: the default), and served states are not
 * read. The names are written out: Drizzle leaves a column in `sql` unqualified, and inside
 * these subqueries a bare name would be the inner table's.
 */
const VOUCHED = `(EXISTS (SELECT 1 FROM "users" u WHERE u."id" = "companies"."claimed_by"
  AND u."is_verified" = 1 AND u."disabled_at" IS NULL)
  AND EXISTS (SELECT 1 FROM "listing_email_proofs" p WHERE p."company_id" = "companies"."id"
  AND p."email" = lower(trim("companies"."email")) AND p."proven_at" IS NOT NULL))`;

/** Whether the listing's owner vouches for its coverage (a condition on `companies`). */
export const coverageVouched = sql<boolean>`${sql.raw(VOUCHED)}`;

/** The travel radius the rule reads; the owner check runs only for a listing that has one. */
export const vouchedTravelMiles = sql<number | null>`(CASE
  WHEN "companies"."travel_miles" IS NULL THEN NULL
  WHEN ${sql.raw(VOUCHED)} THEN "companies"."travel_miles"
  WHEN "companies"."travel_miles" < ${DEFAULT_TRAVEL_MILES} THEN "companies"."travel_miles"
  ELSE NULL END)`;

/** The served states the rule reads, comma-separated; the owner check runs only when there are some. */
export const vouchedStates = sql<string | null>`(SELECT CASE
  WHEN count(*) = 0 THEN NULL
  WHEN ${sql.raw(VOUCHED)} THEN group_concat(s."state") END
  FROM "company_service_states" s WHERE s."company_id" = "companies"."id")`;
