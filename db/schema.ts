import { sql } from "drizzle-orm";
import { blob, index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { DIRECTORIES } from "../app/lib/directory";

// Timestamps are unix milliseconds: sortable, compact, and unambiguous across time zones.
const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
const timestamps = {
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now),
};

export const users = sqliteTable("users", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(),
  hashedPassword: text("hashed_password").notNull(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  company: text("company"),
  phone: text("phone"),
  role: text("role").notNull().default("business_owner"),
  isVerified: integer("is_verified", { mode: "boolean" }).notNull().default(false),
  emailVerificationToken: text("email_verification_token"),
  passwordResetToken: text("password_reset_token"),
  passwordResetExpires: integer("password_reset_expires", { mode: "timestamp_ms" }),
  lastLogin: integer("last_login", { mode: "timestamp_ms" }),
  /** Set by the operator: no sign-in, no session (decision 018). */
  disabledAt: integer("disabled_at", { mode: "timestamp_ms" }),
  /** A new address waiting for its confirmation link (decision 023); the token is a digest. */
  pendingEmail: text("pending_email"),
  pendingEmailToken: text("pending_email_token"),
  pendingEmailExpires: integer("pending_email_expires", { mode: "timestamp_ms" }),
  /** The first dashboard visit: 'Welcome' before it, 'Welcome back' after. */
  dashboardSeenAt: integer("dashboard_seen_at", { mode: "timestamp_ms" }),
  ...timestamps,
});

export const userSessions = sqliteTable(
  "user_sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [index("user_sessions_user_idx").on(t.userId)],
);

/**
 * Both directories (striping contractors and materials suppliers) share this table; `directory`
 * tells them apart. Kind-specific columns stay null for the other kind.
 */
export const companies = sqliteTable(
  "companies",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
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
    services: text("services", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    products: text("products", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    certifications: text("certifications", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    // "striping" for contractors; Manufacturer / Distributor / Supplier / ... for materials.
    companyType: text("company_type").notNull().default("striping"),
    yearEstablished: integer("year_established"),
    averageRating: real("average_rating").notNull().default(0),
    totalReviews: integer("total_reviews").notNull().default(0),
    isVerified: integer("is_verified", { mode: "boolean" }).notNull().default(false),
    isClaimed: integer("is_claimed", { mode: "boolean" }).notNull().default(false),
    subscriptionTier: text("subscription_tier", { enum: ["free", "premium", "vip"] })
      .notNull()
      .default("free"),
    // 2 = VIP, 1 = Premium, 0 = Standard: kept beside the tier so ranking can use an index.
    tierRank: integer("tier_rank").notNull().default(0),
    /** A paid plan the owner asked for; it ranks nothing until activated (decision 015). */
    requestedTier: text("requested_tier", { enum: ["premium", "vip"] }),
    /** none | pending (requested, unpaid) | active (paid; the tier above ranks): decision 015. */
    planStatus: text("plan_status", { enum: ["none", "pending", "active"] })
      .notNull()
      .default("none"),
    claimedBy: integer("claimed_by").references(() => users.id, { onDelete: "set null" }),
    /** Who created the listing in the wizard; a claimant did not add it and cannot delete it. */
    addedBy: integer("added_by").references(() => users.id, { onDelete: "set null" }),
    /** listed | unlisted (by the operator; out of every public list, row and slug kept). */
    listingStatus: text("listing_status", { enum: ["listed", "unlisted"] })
      .notNull()
      .default("listed"),
    /** The owner of a claimed listing asked the operator to unlist it. */
    unlistRequestedAt: integer("unlist_requested_at", { mode: "timestamp_ms" }),
    /** Deleted by the owner who added it; kept 30 days for the operator to restore. */
    deletedAt: integer("deleted_at", { mode: "timestamp_ms" }),
    /** When and why the operator checked the business (licence, insurance, identity). */
    verifiedAt: integer("verified_at", { mode: "timestamp_ms" }),
    verifiedNote: text("verified_note"),
    /** The listing's details before its first claim, restored when the claimant releases it. */
    originalDetails: text("original_details", { mode: "json" }).$type<Record<string, unknown>>(),
    customBrandColor: text("custom_brand_color"),
    customLogo: text("custom_logo"),
    searchPriority: integer("search_priority").notNull().default(0),
    featuredUntil: integer("featured_until", { mode: "timestamp_ms" }),
    receiveQuotes: integer("receive_quotes", { mode: "boolean" }).notNull().default(true),
    latitude: real("latitude"),
    longitude: real("longitude"),
    ...timestamps,
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

/**
 * Companies counted by directory, state, rounded star (0: no reviews yet) and top-rated flag,
 * with the sums the home page's figures need. Kept by triggers on `companies` inside every
 * write's own transaction (migration 0004), so those figures and the unfiltered counts never
 * scan the directory (decision 013). Hundredths keep the sums exact integers.
 */
export const companyTallies = sqliteTable(
  "company_tallies",
  {
    directory: text("directory").notNull(),
    state: text("state").notNull(),
    star: integer("star").notNull(),
    topRated: integer("top_rated").notNull(),
    companies: integer("companies").notNull().default(0),
    reviews: integer("reviews").notNull().default(0),
    ratingHundredths: integer("rating_hundredths").notNull().default(0),
    weightedHundredths: integer("weighted_hundredths").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.directory, t.state, t.star, t.topRated] })],
);

/** Which service names make up each service category of the filters (`SERVICE_CATEGORIES`). */
export const serviceCategories = sqliteTable(
  "service_categories",
  {
    serviceName: text("service_name").notNull(),
    category: text("category").notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceName, t.category] })],
);

/**
 * Companies offering a service category, by directory and state, kept by triggers on
 * `company_services` and `companies` (migration 0004, decision 013).
 */
export const categoryTallies = sqliteTable(
  "category_tallies",
  {
    directory: text("directory").notNull(),
    state: text("state").notNull(),
    category: text("category").notNull(),
    companies: integer("companies").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.directory, t.state, t.category] })],
);

/** Distinct service names; tiny, so substring matches on it are cheap. */
export const services = sqliteTable("services", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull().unique(),
});

export const companyServices = sqliteTable(
  "company_services",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.serviceId] }),
    index("company_services_service_idx").on(t.serviceId, t.companyId),
  ],
);

export const reviews = sqliteTable(
  "reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email"),
    rating: integer("rating").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    projectType: text("project_type"),
    projectSize: text("project_size"),
    isVerified: integer("is_verified", { mode: "boolean" }).notNull().default(false),
    /** Keyed hash of the writer's address: one review per visitor per company per day. */
    reviewerKey: text("reviewer_key"),
    /** visible | hidden (by the operator after reports; a report alone never hides). */
    status: text("status", { enum: ["visible", "hidden"] })
      .notNull()
      .default("visible"),
    /** The reviewer confirmed their e-mail address by the mailed link. */
    verifiedAt: integer("verified_at", { mode: "timestamp_ms" }),
    confirmToken: text("confirm_token").unique("reviews_confirm_token_idx"),
    /** The claimed listing owner's one public reply. */
    ownerReply: text("owner_reply"),
    ownerReplyAt: integer("owner_reply_at", { mode: "timestamp_ms" }),
    ...timestamps,
  },
  // The partial indexes on lower(customer_email) and reviewer_key are in migration 0006.
  (t) => [index("reviews_company_idx").on(t.companyId, t.createdAt)],
);

export const quoteRequests = sqliteTable(
  "quote_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone").notNull(),
    companyName: text("company_name"),
    projectLocation: text("project_location").notNull(),
    preferredTimeline: text("preferred_timeline"),
    additionalNotes: text("additional_notes"),
    projectDescription: text("project_description").notNull(),
    projectSize: text("project_size").notNull().default("Not specified"),
    servicesNeeded: text("services_needed", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    budgetRange: text("budget_range"),
    // Every detail field of the form, so a contractor sees the whole request.
    details: text("details", { mode: "json" })
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'`),
    latitude: real("latitude"),
    longitude: real("longitude"),
    /** The requester's private link to /quote-requests/:token (decision 016). */
    publicToken: text("public_token").unique("quote_requests_public_token_idx"),
    /** Sent from this company's page (decision 016); it receives the request when it fits. */
    addressedCompanyId: integer("addressed_company_id").references(() => companies.id, {
      onDelete: "set null",
    }),
    /** Whether an addressed request may also go to similar contractors nearby. */
    alsoSimilar: integer("also_similar", { mode: "boolean" }).notNull().default(true),
    status: text("status").notNull().default("pending"),
    priority: text("priority"),
    ...timestamps,
  },
  (t) => [index("quote_requests_created_idx").on(t.createdAt)],
);

export const quoteMatches = sqliteTable(
  "quote_matches",
  {
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    distanceMiles: real("distance_miles").notNull(),
    rank: integer("rank").notNull(),
    /** The firm's active plan when the request was sent. */
    tier: text("tier", { enum: ["free", "premium", "vip"] })
      .notNull()
      .default("free"),
    /** The lead in the contractor's inbox (decision 019). */
    leadStatus: text("lead_status", {
      enum: ["new", "viewed", "responded", "declined", "won", "lost"],
    })
      .notNull()
      .default("new"),
    viewedAt: integer("viewed_at", { mode: "timestamp_ms" }),
    respondedAt: integer("responded_at", { mode: "timestamp_ms" }),
    responseMessage: text("response_message"),
    responsePrice: text("response_price"),
    responseStart: text("response_start"),
    declinedAt: integer("declined_at", { mode: "timestamp_ms" }),
    declineReason: text("decline_reason"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [
    primaryKey({ columns: [t.quoteId, t.companyId] }),
    index("quote_matches_company_idx").on(t.companyId),
  ],
);

export const advertisements = sqliteTable("advertisements", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  title: text("title").notNull(),
  description: text("description"),
  imageUrl: text("image_url"),
  linkUrl: text("link_url"),
  companyName: text("company_name"),
  contactInfo: text("contact_info"),
  adType: text("ad_type"),
  placement: text("placement"),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
  clickCount: integer("click_count").notNull().default(0),
  impressionCount: integer("impression_count").notNull().default(0),
  startDate: integer("start_date", { mode: "timestamp_ms" }),
  endDate: integer("end_date", { mode: "timestamp_ms" }),
  priority: integer("priority").notNull().default(0),
  targetStates: text("target_states", { mode: "json" }).$type<string[]>(),
  targetDeviceTypes: text("target_device_types", { mode: "json" }).$type<string[]>(),
  targetTimeOfDay: text("target_time_of_day", { mode: "json" }).$type<string[]>(),
  targetServices: text("target_services", { mode: "json" }).$type<string[]>(),
  targetUserType: text("target_user_type"),
  showProbability: integer("show_probability").notNull().default(100),
  personalizeTitle: integer("personalize_title", { mode: "boolean" }).notNull().default(false),
  personalizeDescription: integer("personalize_description", { mode: "boolean" })
    .notNull()
    .default(false),
  ...timestamps,
});

export const anonymousSessions = sqliteTable("anonymous_sessions", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  sessionId: text("session_id").notNull().unique(),
  ipAddress: text("ip_address"),
  userAgent: text("user_agent"),
  deviceType: text("device_type"),
  location: text("location"),
  visitCount: integer("visit_count").notNull().default(1),
  searchedServices: text("searched_services", { mode: "json" })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
  searchQueries: text("search_queries", { mode: "json" })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
  viewedCompanies: text("viewed_companies", { mode: "json" })
    .$type<number[]>()
    .notNull()
    .default(sql`'[]'`),
  timeOfDay: text("time_of_day"),
  lastActivity: integer("last_activity", { mode: "timestamp_ms" }).notNull().default(now),
  firstVisit: integer("first_visit", { mode: "timestamp_ms" }).notNull().default(now),
  ...timestamps,
});

export const stateResources = sqliteTable("state_resources", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  stateCode: text("state_code").notNull().unique(),
  stateName: text("state_name").notNull(),
  dotName: text("dot_name").notNull(),
  dotAcronym: text("dot_acronym"),
  standardsUrl: text("standards_url").notNull(),
  specificationsUrl: text("specifications_url").notNull(),
  trafficControlUrl: text("traffic_control_url"),
  lastUpdated: integer("last_updated", { mode: "timestamp_ms" }).notNull(),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
  ...timestamps,
});

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    author: text("author").notNull(),
    authorTitle: text("author_title"),
    category: text("category").notNull(),
    tags: text("tags", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    featuredImage: text("featured_image"),
    isPublished: integer("is_published", { mode: "boolean" }).notNull().default(false),
    isFeatured: integer("is_featured", { mode: "boolean" }).notNull().default(false),
    viewCount: integer("view_count").notNull().default(0),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    ...timestamps,
  },
  (t) => [index("blog_posts_category_idx").on(t.isPublished, t.category, t.publishedAt)],
);

export const contactMessages = sqliteTable("contact_messages", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull().default("general"),
  message: text("message").notNull(),
  /** The operator dealt with it (migration 0013). */
  handledAt: integer("handled_at", { mode: "timestamp_ms" }),
  ...timestamps,
});

/** Logo images as bytes, so LiteFS replicates them with everything else. */
export const logos = sqliteTable(
  "logos",
  {
    id: text("id").primaryKey(),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    contentType: text("content_type").notNull().default("image/png"),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: blob("bytes", { mode: "buffer" }).notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  // A user's uploads of the last hour (the quota) and old logos (the cleanup): migration 0017.
  (t) => [
    index("logos_uploaded_by_created_idx").on(t.uploadedBy, t.createdAt),
    index("logos_created_at_idx").on(t.createdAt),
  ],
);

export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    toAddress: text("to_address").notNull(),
    fromAddress: text("from_address"),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull().default(now),
    lastError: text("last_error"),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    /** The quote request this mail belongs to, for the console (migration 0013). */
    quoteId: integer("quote_id").references(() => quoteRequests.id, { onDelete: "set null" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  // The partial index on quote_id is in migration 0013.
  (t) => [index("email_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

/** Newsletter sign-ups, confirmed by a mailed link (double opt-in). */
export const newsletterSubscribers = sqliteTable("newsletter_subscribers", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(),
  confirmToken: text("confirm_token").notNull().unique(),
  confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
});

/** Visitors who asked to hear when the merch store opens. */
export const merchNotifications = sqliteTable("merch_notifications", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
});

/** One row per bulk e-mail send, for the per-user daily cap. */
export const bulkEmailSends = sqliteTable(
  "bulk_email_sends",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipientCount: integer("recipient_count").notNull(),
    subject: text("subject").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [index("bulk_email_sends_user_idx").on(t.userId, t.createdAt)],
);

/** A bulk e-mail written while signed out, kept through sign-in under a random token (migration 0017). */
export const bulkEmailDrafts = sqliteTable(
  "bulk_email_drafts",
  {
    token: text("token").primaryKey(),
    companyIds: text("company_ids", { mode: "json" }).notNull().$type<number[]>(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [index("bulk_email_drafts_created_idx").on(t.createdAt)],
);

/** Claims of existing listings, kept as history (who claimed what, when, on which plan). */
export const companyClaims = sqliteTable(
  "company_claims",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
    attempts: integer("attempts").notNull().default(0),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [
    index("company_claims_company_idx").on(t.companyId),
    index("company_claims_user_idx").on(t.userId, t.companyId, t.status),
    index("company_claims_status_idx").on(t.status, t.createdAt),
  ],
);

/** Every operator action; append-only by triggers (migration 0009, decision 018). */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actorId: integer("actor_id"),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: integer("target_id"),
    before: text("before", { mode: "json" }).$type<Record<string, unknown> | null>(),
    after: text("after", { mode: "json" }).$type<Record<string, unknown> | null>(),
    note: text("note"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt)],
);

/** Visitors' reports of a review, for the operator; a report never hides a review by itself. */
export const reviewReports = sqliteTable(
  "review_reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    reason: text("reason", {
      enum: ["spam", "fake", "offensive", "conflict_of_interest", "other"],
    }).notNull(),
    note: text("note"),
    /** Keyed hash of the reporter's address (one report per visitor per review). */
    reporterKey: text("reporter_key"),
    reporterUserId: integer("reporter_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    /** open → dismissed (operator kept the review) | actioned (operator hid it). */
    status: text("status", { enum: ["open", "dismissed", "actioned"] })
      .notNull()
      .default("open"),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [
    index("review_reports_status_idx").on(t.status, t.createdAt),
    index("review_reports_review_idx").on(t.reviewId, t.reporterKey),
  ],
);

/**
 * One row counting changes to what pages show, bumped by triggers (migration 0012); the page
 * cache drops its entries only when it moves (decision 020).
 */
export const contentVersion = sqliteTable("content_version", {
  id: integer("id").primaryKey(),
  n: integer("n").notNull(),
});

/**
 * What each content write touched (migration 0015), appended by triggers in the writer's
 * transaction; the page cache drops only the pages that show it (decision 021).
 */
export const contentChanges = sqliteTable("content_changes", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  kind: text("kind", { enum: ["company", "state", "blog", "logo", "all"] }).notNull(),
  companyId: integer("company_id"),
  state: text("state"),
});

/**
 * Listing insights (decision 023): counts per listing and UTC day ('YYYY-MM-DD'), written in
 * batches by the stats flusher. No content trigger: no page shows them.
 */
export const listingStats = sqliteTable(
  "listing_stats",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    views: integer("views").notNull().default(0),
    appearances: integer("appearances").notNull().default(0),
    calls: integer("calls").notNull().default(0),
    websites: integer("websites").notNull().default(0),
    emails: integer("emails").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);

/** How often a listing appeared on results for a search term, per UTC day. */
export const listingSearchTerms = sqliteTable(
  "listing_search_terms",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    term: text("term").notNull(),
    appearances: integer("appearances").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.term] })],
);
