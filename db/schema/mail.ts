import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { ownerId } from "./accounts";
import { counter, createdAt, moment, now, pointsTo, serialId } from "./columns";
import { companyId } from "./companies";
import { quoteRequests } from "./quotes";

export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: serialId(),
    toAddress: text("to_address").notNull(),
    fromAddress: text("from_address"),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: counter("attempts"),
    nextAttemptAt: moment("next_attempt_at").notNull().default(now),
    lastError: text("last_error"),
    sentAt: moment("sent_at"),
    /** The quote request this mail belongs to, for the console (migration 0013). */
    quoteId: pointsTo("quote_id", () => quoteRequests.id),
    /** Extra headers (List-Unsubscribe, migration 0026). */
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>(),
    /** Mail the person asked for (a password reset): it reaches an unsubscribed address too. */
    requested: integer("requested", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  // The partial index on quote_id is in migration 0013.
  (t) => [index("email_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

/** Newsletter sign-ups, confirmed by a mailed link (double opt-in). */
export const newsletterSubscribers = sqliteTable("newsletter_subscribers", {
  id: serialId(),
  email: text("email").notNull().unique(),
  confirmToken: text("confirm_token").notNull().unique(),
  confirmedAt: moment("confirmed_at"),
  createdAt: createdAt(),
});

/** Visitors who asked to hear when the merch store opens. */
export const merchNotifications = sqliteTable("merch_notifications", {
  id: serialId(),
  email: text("email").notNull().unique(),
  createdAt: createdAt(),
});

/** One row per bulk e-mail send, for the per-user daily cap. */
export const bulkEmailSends = sqliteTable(
  "bulk_email_sends",
  {
    id: serialId(),
    userId: ownerId(),
    recipientCount: integer("recipient_count").notNull(),
    subject: text("subject").notNull(),
    /** The sender's keyed address hash (`visitorKey`), for the per-IP cap (migration 0021). */
    visitorKey: text("visitor_key"),
    createdAt: createdAt(),
  },
  (t) => [
    index("bulk_email_sends_user_idx").on(t.userId, t.createdAt),
    index("bulk_email_sends_visitor_idx").on(t.visitorKey, t.createdAt),
  ],
);

/**
 * A listing's e-mail address proven by its owner (decision 042, migration 0021): only an address
 * with `provenAt` set for the listing's current `email` receives mail that carries text written
 * by a user. Keyed by the address (lower case), so a changed address is unproven until its link
 * is followed, and one changed back is proven again. `tokenHash` is the SHA-256 of the mailed
 * link's token while it waits.
 */
export const listingEmailProofs = sqliteTable(
  "listing_email_proofs",
  {
    companyId: companyId(),
    email: text("email").notNull(),
    /** import (the operator's data), operator, account (the owner's own verified address), link. */
    source: text("source", { enum: ["import", "operator", "account", "link"] }).notNull(),
    tokenHash: text("token_hash"),
    sentAt: moment("sent_at"),
    provenAt: moment("proven_at"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.email] }),
    index("listing_email_proofs_token_idx").on(t.tokenHash),
    index("listing_email_proofs_sent_idx").on(t.email, t.sentAt),
  ],
);

/** A bulk e-mail written while signed out, kept through sign-in under a random token (migration 0017). */
export const bulkEmailDrafts = sqliteTable(
  "bulk_email_drafts",
  {
    token: text("token").primaryKey(),
    companyIds: text("company_ids", { mode: "json" }).notNull().$type<number[]>(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("bulk_email_drafts_created_idx").on(t.createdAt)],
);
