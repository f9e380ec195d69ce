import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import {
  counter,
  countsTable,
  createdAt,
  jsonList,
  now,
  moment,
  serialId,
  timestamps,
} from "./columns";
import { companyId } from "./companies";

export const anonymousSessions = sqliteTable("anonymous_sessions", {
  id: serialId(),
  sessionId: text("session_id").notNull().unique(),
  ipAddress: text("ip_address"),
  userAgent: text("user_agent"),
  deviceType: text("device_type"),
  location: text("location"),
  visitCount: integer("visit_count").notNull().default(1),
  searchedServices: jsonList("searched_services"),
  searchQueries: jsonList("search_queries"),
  viewedCompanies: jsonList<number>("viewed_companies"),
  timeOfDay: text("time_of_day"),
  lastActivity: moment("last_activity").notNull().default(now),
  firstVisit: moment("first_visit").notNull().default(now),
  ...timestamps(),
});

/** Every operator action; append-only by triggers (migration 0009, decision 018). */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: serialId(),
    actorId: integer("actor_id"),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: integer("target_id"),
    before: text("before", { mode: "json" }).$type<Record<string, unknown> | null>(),
    after: text("after", { mode: "json" }).$type<Record<string, unknown> | null>(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt)],
);

/** Insights are counted per listing and UTC day ('YYYY-MM-DD'). */
const listingDay = () => ({
  companyId: companyId(),
  day: text("day").notNull(),
});

/**
 * Listing insights (decision 023): counts per listing and UTC day ('YYYY-MM-DD'), written in
 * batches by the stats flusher. No content trigger: no page shows them.
 */
export const listingStats = countsTable("listing_stats", listingDay(), {
  views: counter("views"),
  appearances: counter("appearances"),
  calls: counter("calls"),
  websites: counter("websites"),
  emails: counter("emails"),
});

/** How often a listing appeared on results for a search term, per UTC day. */
export const listingSearchTerms = countsTable(
  "listing_search_terms",
  { ...listingDay(), term: text("term").notNull() },
  { appearances: counter("appearances") },
);
