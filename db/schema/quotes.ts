import { sql } from "drizzle-orm";
import {
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  type AnySQLiteColumn,
} from "drizzle-orm/sqlite-core";
import {
  belongsTo,
  createdAt,
  flag,
  jsonList,
  moment,
  pointsTo,
  serialId,
  tier,
  timestamps,
} from "./columns";
import { companies, companyId } from "./companies";

export const quoteRequests = sqliteTable(
  "quote_requests",
  {
    id: serialId(),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone").notNull(),
    companyName: text("company_name"),
    projectLocation: text("project_location").notNull(),
    preferredTimeline: text("preferred_timeline"),
    additionalNotes: text("additional_notes"),
    projectDescription: text("project_description").notNull(),
    projectSize: text("project_size").notNull().default("Not specified"),
    servicesNeeded: jsonList("services_needed"),
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
    addressedCompanyId: pointsTo("addressed_company_id", () => companies.id),
    /** Whether an addressed request may also go to similar contractors nearby. */
    alsoSimilar: flag("also_similar", true),
    status: text("status").notNull().default("pending"),
    priority: text("priority"),
    /** A digest of the requester's address and every field: a repeat is found by it. */
    fingerprint: text("fingerprint"),
    /** The same request sent within a day before: this one went to no firm that had it. */
    repeatOf: integer("repeat_of").references((): AnySQLiteColumn => quoteRequests.id, {
      onDelete: "set null",
    }),
    /** The mailed link carries it beside the token; the form's own landing page does not. */
    requesterProof: text("requester_proof"),
    /** The first visit through the mailed link (its proof) proves the requester's address. */
    requesterProvenAt: moment("requester_proven_at"),
    /** The requester's choice: null still deciding, 'hired' a firm, 'none' hired none. */
    hireState: text("hire_state", { enum: ["hired", "none"] }),
    hiredCompanyId: pointsTo("hired_company_id", () => companies.id),
    hiredAt: moment("hired_at"),
    /** The one review invitation for the hired firm: its link's token and when it was queued. */
    reviewToken: text("review_token").unique("quote_requests_review_token_idx"),
    reviewInvitedAt: moment("review_invited_at"),
    /** 'held' after three "spam or fake" declines; the operator makes it 'cleared' or 'removed'. */
    spamState: text("spam_state", { enum: ["held", "cleared", "removed"] }),
    ...timestamps(),
  },
  (t) => [
    index("quote_requests_created_idx").on(t.createdAt),
    index("quote_requests_fingerprint_idx").on(t.fingerprint, t.createdAt),
  ],
);

export const quoteMatches = sqliteTable(
  "quote_matches",
  {
    quoteId: belongsTo("quote_id", () => quoteRequests.id),
    companyId: companyId(),
    distanceMiles: real("distance_miles").notNull(),
    rank: integer("rank").notNull(),
    /** The firm's active plan when the request was sent. */
    tier: tier("tier"),
    /** Why it was chosen (decision 044): its services that fit the request, as then listed. */
    matchedServices: jsonList("matched_services"),
    /** 'requested': it lists the requested work itself; 'related': only related work. */
    fit: text("fit", { enum: ["requested", "related"] }),
    /** Its plan put it ahead of a firm as close that lists the same kind of work. */
    planPriority: flag("plan_priority", false),
    /** How it serves the place (decision 049): a state it serves, its own radius, or near. */
    reach: text("reach", { enum: ["state", "radius", "near"] }),
    /** The lead in the contractor's inbox (decision 019). */
    leadStatus: text("lead_status", {
      enum: ["new", "viewed", "responded", "declined", "won", "lost"],
    })
      .notNull()
      .default("new"),
    viewedAt: moment("viewed_at"),
    respondedAt: moment("responded_at"),
    responseMessage: text("response_message"),
    responsePrice: text("response_price"),
    responseStart: text("response_start"),
    declinedAt: moment("declined_at"),
    declineReason: text("decline_reason"),
    /** Why a lead was closed as not a fit (app/lib/lead-declines.ts). */
    declineKind: text("decline_kind", {
      enum: ["outside_area", "service", "spam", "duplicate"],
    }),
    /** The last notice mailed to the requester about this thread (one an hour at most). */
    requesterNoticeAt: moment("requester_notice_at"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.quoteId, t.companyId] }),
    index("quote_matches_company_idx").on(t.companyId),
  ],
);

/** A thread's messages, one thread per lead (migration 0037). */
export const leadMessages = sqliteTable(
  "lead_messages",
  {
    id: serialId(),
    quoteId: belongsTo("quote_id", () => quoteRequests.id),
    companyId: companyId(),
    sender: text("sender", { enum: ["firm", "requester"] }).notNull(),
    message: text("message").notNull(),
    /** A firm's first message may carry the price and start date it can already give. */
    price: text("price"),
    start: text("start"),
    /** Hidden by the operator: the thread then says "Removed by the directory". */
    hiddenAt: moment("hidden_at"),
    hiddenBy: integer("hidden_by"),
    createdAt: createdAt(),
  },
  (t) => [index("lead_messages_thread_idx").on(t.quoteId, t.companyId, t.createdAt)],
);

/** Each listing's median hours to a first answer over its last 90 days (kept, not computed per page). */
export const companyResponseTimes = sqliteTable("company_response_times", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  hours: real("hours").notNull(),
  answered: integer("answered").notNull(),
});
