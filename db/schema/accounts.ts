import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { belongsTo, createdAt, flag, moment, pointsTo, serialId, timestamps } from "./columns";

export const users = sqliteTable("users", {
  id: serialId(),
  email: text("email").notNull().unique(),
  hashedPassword: text("hashed_password").notNull(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  company: text("company"),
  phone: text("phone"),
  role: text("role").notNull().default("business_owner"),
  isVerified: flag("is_verified", false),
  emailVerificationToken: text("email_verification_token"),
  passwordResetToken: text("password_reset_token"),
  passwordResetExpires: moment("password_reset_expires"),
  lastLogin: moment("last_login"),
  /** Set by the operator: no sign-in, no session (decision 018). */
  disabledAt: moment("disabled_at"),
  /** A new address waiting for its confirmation link (decision 023); the token is a digest. */
  pendingEmail: text("pending_email"),
  pendingEmailToken: text("pending_email_token"),
  pendingEmailExpires: moment("pending_email_expires"),
  /** The first dashboard visit: 'Welcome' before it, 'Welcome back' after. */
  dashboardSeenAt: moment("dashboard_seen_at"),
  ...timestamps(),
});

/** A row that belongs to one account and goes when the account goes. */
export const ownerId = () => belongsTo("user_id", () => users.id);

/** An account the row points at, kept as null when that account is deleted. */
export const userOrNull = (name: string) => pointsTo(name, () => users.id);

export const userSessions = sqliteTable(
  "user_sessions",
  {
    id: text("id").primaryKey(),
    userId: ownerId(),
    expiresAt: moment("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("user_sessions_user_idx").on(t.userId)],
);

/**
 * The link mailed to the old address when a change of e-mail is confirmed: following it gives the
 * account back that address (decision 041). The token is a digest; a row is spent when used.
 */
export const emailChangeReverts = sqliteTable(
  "email_change_reverts",
  {
    id: serialId(),
    userId: ownerId(),
    oldEmail: text("old_email").notNull(),
    newEmail: text("new_email").notNull(),
    token: text("token").notNull().unique(),
    expiresAt: moment("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("email_change_reverts_user_idx").on(t.userId)],
);
