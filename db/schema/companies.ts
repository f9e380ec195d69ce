import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { DIRECTORIES } from "~/lib/directory";
import { ownerId, userOrNull } from "./accounts";
import {
  belongsTo,
  counter,
  createdAt,
  flag,
  jsonList,
  moment,
  serialId,
  tier,
  timestamps,
} from "./columns";

/**
 * Both directories (striping contractors and materials suppliers) share this table; `directory`
 * tells them apart. Kind-specific columns stay null for the other kind.
 */
export const companies = sqliteTable(
  "companies",
  {
    id: serialId(),
    directory: text("directory", { enum: DIRECTORIES }).notNull(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    location: text("location").notNull(),
    state: text("state").notNull(),
    phone: text("phone"),
    email: text("email"),
    website: text("website"),
    description: text("description"),
    // JSON arrays, denormalised for display; `company_services` holds services for filtering.
    services: jsonList("services"),
    products: jsonList("products"),
    certifications: jsonList("certifications"),
    // "striping" for contractors; Manufacturer / Distributor / Supplier / ... for materials.
    companyType: text("company_type").notNull().default("striping"),
    yearEstablished: integer("year_established"),
    averageRating: real("average_rating").notNull().default(0),
    totalReviews: counter("total_reviews"),
    isVerified: flag("is_verified", false),
    isClaimed: flag("is_claimed", false),
    subscriptionTier: tier("subscription_tier"),
    // 2 = VIP, 1 = Premium, 0 = Standard: kept beside the tier so ranking can use an index.
    tierRank: integer("tier_rank").notNull().default(0),
    /** A paid plan the owner asked for; it ranks nothing until activated (decision 015). */
    requestedTier: text("requested_tier", { enum: ["premium", "vip"] }),
    /** none | pending (requested, unpaid) | active (paid; the tier above ranks): decision 015. */
    planStatus: text("plan_status", { enum: ["none", "pending", "active"] })
      .notNull()
      .default("none"),
    /** paid (through Stripe) | complimentary (the operator's, to featuredUntil) | null: none. */
    planSource: text("plan_source", { enum: ["paid", "complimentary"] }),
    claimedBy: userOrNull("claimed_by"),
    /** Who created the listing in the wizard; a claimant did not add it and cannot delete it. */
    addedBy: userOrNull("added_by"),
    /** listed | unlisted (by the operator; out of every public list, row and slug kept). */
    listingStatus: text("listing_status", { enum: ["listed", "unlisted"] })
      .notNull()
      .default("listed"),
    /** The owner of a claimed listing asked the operator to unlist it. */
    unlistRequestedAt: moment("unlist_requested_at"),
    /** Deleted by the owner who added it; kept 30 days for the operator to restore. */
    deletedAt: moment("deleted_at"),
    /** When and why the operator checked the business (licence, insurance, identity). */
    verifiedAt: moment("verified_at"),
    verifiedNote: text("verified_note"),
    /** The listing's details before its first claim, restored when the claimant releases it. */
    originalDetails: text("original_details", { mode: "json" }).$type<Record<string, unknown>>(),
    customBrandColor: text("custom_brand_color"),
    customLogo: text("custom_logo"),
    searchPriority: integer("search_priority").notNull().default(0),
    featuredUntil: moment("featured_until"),
    receiveQuotes: flag("receive_quotes", true),
    /** How far the firm's crews travel from its city, in miles; null: 100 unless it names states. */
    travelMiles: integer("travel_miles"),
    latitude: real("latitude"),
    longitude: real("longitude"),
    ...timestamps(),
  },
  (t) => [
    index("companies_rank_idx").on(
      t.directory,
      t.tierRank,
      t.searchPriority,
      t.averageRating,
      t.id,
    ),
    index("companies_state_rank_idx").on(
      t.directory,
      t.state,
      t.tierRank,
      t.searchPriority,
      t.averageRating,
      t.id,
    ),
    // Covering for the radius search's light rows (migration 0016, decision 016).
    index("companies_geo_idx").on(
      t.directory,
      t.latitude,
      t.longitude,
      t.tierRank,
      t.searchPriority,
      t.averageRating,
      t.totalReviews,
    ),
    // A state's cities with their listing counts, from the index alone (migration 0016).
    index("companies_city_idx").on(t.directory, t.state, t.location),
    index("companies_claimed_by_idx").on(t.claimedBy),
    index("companies_added_by_idx").on(t.addedBy),
    // Which logos a listing still uses (the logo cleanup, migration 0017).
    index("companies_custom_logo_idx")
      .on(t.customLogo)
      .where(sql`${t.customLogo} IS NOT NULL`),
    // The listings with a travel radius (coverage, migration 0025; decision 049).
    index("companies_travel_idx")
      .on(t.directory, t.travelMiles)
      .where(sql`${t.travelMiles} IS NOT NULL`),
    // The partial index of listings out of view is in migration 0010.
    // Most reviewed and top rated in index order, and the home page's review figures from the
    // index alone (decision 010).
    index("companies_reviews_idx").on(
      t.directory,
      sql`${t.totalReviews} desc`,
      sql`${t.averageRating} desc`,
      t.id,
    ),
    index("companies_rating_idx").on(
      t.directory,
      sql`${t.averageRating} desc`,
      sql`${t.totalReviews} desc`,
      t.id,
    ),
  ],
);

/** A row about one listing, deleted with it. */
export const companyId = () => belongsTo("company_id", () => companies.id);

/** Distinct service names; tiny, so substring matches on it are cheap. */
export const services = sqliteTable("services", {
  id: serialId(),
  name: text("name").notNull().unique(),
});

export const companyServices = sqliteTable(
  "company_services",
  {
    companyId: companyId(),
    serviceId: belongsTo("service_id", () => services.id),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.serviceId] }),
    index("company_services_service_idx").on(t.serviceId, t.companyId),
  ],
);

/** Claims of existing listings, kept as history (who claimed what, when, on which plan). */
export const companyClaims = sqliteTable(
  "company_claims",
  {
    id: serialId(),
    companyId: companyId(),
    userId: ownerId(),
    email: text("email").notNull(),
    subscriptionTier: text("subscription_tier").notNull().default("free"),
    /** pending (code mailed) → approved | cancelled | expired; review (no e-mail) → approved | rejected. */
    status: text("status", {
      enum: ["pending", "review", "approved", "rejected", "cancelled", "expired", "released"],
    })
      .notNull()
      .default("approved"),
    /** SHA-256 of the 6-digit code; the code itself is only in the mail. */
    codeHash: text("code_hash"),
    attempts: counter("attempts"),
    expiresAt: moment("expires_at"),
    decidedAt: moment("decided_at"),
    /** Why a claim waits for review: null (no e-mail on file) or 'limit' (decision 040). */
    reviewReason: text("review_reason", { enum: ["limit"] }),
    createdAt: createdAt(),
  },
  (t) => [
    index("company_claims_company_idx").on(t.companyId),
    index("company_claims_company_created_idx").on(t.companyId, t.createdAt),
    index("company_claims_user_created_idx").on(t.userId, t.createdAt),
    index("company_claims_user_idx").on(t.userId, t.companyId, t.status),
    index("company_claims_status_idx").on(t.status, t.createdAt),
  ],
);
