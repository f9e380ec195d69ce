import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { userOrNull } from "./accounts";
import { belongsTo, createdAt, flag, moment, serialId, timestamps } from "./columns";
import { companyId } from "./companies";

export const reviews = sqliteTable(
  "reviews",
  {
    id: serialId(),
    companyId: companyId(),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email"),
    rating: integer("rating").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    projectType: text("project_type"),
    projectSize: text("project_size"),
    isVerified: flag("is_verified", false),
    /** Keyed hash of the writer's address: one review per visitor per company per day. */
    reviewerKey: text("reviewer_key"),
    /** visible | hidden (by the operator after reports; a report alone never hides). */
    status: text("status", { enum: ["visible", "hidden"] })
      .notNull()
      .default("visible"),
    /** The reviewer confirmed their e-mail address by the mailed link. */
    verifiedAt: moment("verified_at"),
    confirmToken: text("confirm_token").unique("reviews_confirm_token_idx"),
    /** The claimed listing owner's one public reply. */
    ownerReply: text("owner_reply"),
    ownerReplyAt: moment("owner_reply_at"),
    /** Sent through a hire's review invitation: "Hired through", verified, one per request. */
    quoteId: integer("quote_id"),
    ...timestamps(),
  },
  // The partial indexes on lower(customer_email) and reviewer_key are in migration 0006.
  (t) => [index("reviews_company_idx").on(t.companyId, t.createdAt)],
);

/** Visitors' reports of a review, for the operator; a report never hides a review by itself. */
export const reviewReports = sqliteTable(
  "review_reports",
  {
    id: serialId(),
    reviewId: belongsTo("review_id", () => reviews.id),
    reason: text("reason", {
      enum: ["spam", "fake", "offensive", "conflict_of_interest", "other"],
    }).notNull(),
    note: text("note"),
    /** Keyed hash of the reporter's address (one report per visitor per review). */
    reporterKey: text("reporter_key"),
    reporterUserId: userOrNull("reporter_user_id"),
    /** open → dismissed (operator kept the review) | actioned (operator hid it). */
    status: text("status", { enum: ["open", "dismissed", "actioned"] })
      .notNull()
      .default("open"),
    decidedAt: moment("decided_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("review_reports_status_idx").on(t.status, t.createdAt),
    index("review_reports_review_idx").on(t.reviewId, t.reporterKey),
  ],
);
