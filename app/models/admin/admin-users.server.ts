import { asc, count, eq, isNotNull, like } from "drizzle-orm";
import type { Actor } from "./audit.server";
import { auditedChange, countWhere, searchPattern, switchStamp } from "./admin-records.server";
import { db, schema } from "~/models/db.server";
import { pickColumns } from "~/models/directory/pick-columns.server";
import { BadRequest } from "~/models/errors.server";
import { deleteUserSessions } from "~/models/accounts/sessions.server";

const { users, companies, userSessions } = schema;

/**
 * Accounts whose e-mail contains what was typed, for the operator (decision 018): role, whether
 * disabled, last sign-in, open sessions and listings held. LIKE is fine at the operator's pace.
 */
export function findUsersForAdmin(query: string, limit = 50) {
  const search = searchPattern(query.toLowerCase(), 254);
  if (!search) return [];
  const sessions = db()
    .select({ userId: userSessions.userId, n: count().as("sessions") })
    .from(userSessions)
    .groupBy(userSessions.userId)
    .as("s");
  const held = db()
    .select({ userId: companies.claimedBy, n: count().as("listings") })
    .from(companies)
    .where(isNotNull(companies.claimedBy))
    .groupBy(companies.claimedBy)
    .as("c");
  return db()
    .select({
      ...pickColumns(users, [
        "id",
        "email",
        "firstName",
        "lastName",
        "role",
        "isVerified",
        "lastLogin",
        "disabledAt",
        "createdAt",
      ]),
      sessions: sessions.n,
      listings: held.n,
    })
    .from(users)
    .leftJoin(sessions, eq(sessions.userId, users.id))
    .leftJoin(held, eq(held.userId, users.id))
    .where(like(users.email, search.pattern))
    .orderBy(asc(users.email))
    .limit(limit)
    .all()
    .map((u) => ({ ...u, sessions: u.sessions ?? 0, listings: u.listings ?? 0 }));
}

/** Accounts disabled now, counted for the overview. */
export function countDisabledUsers(): number {
  return countWhere(users, isNotNull(users.disabledAt));
}

export const USER_MESSAGES = {
  self: "You cannot disable your own account: ask another operator.",
  unchanged: "Nothing to change: the account is already in that state.",
} as const;

/**
 * Disables an account (its sessions end at once, it cannot sign in, decision 018) or enables it
 * again, with the audit entry in the same transaction. An operator cannot lock themselves out.
 */
export function setUserDisabled(
  userId: number,
  disabled: boolean,
  actor: Actor,
  note: string | null,
  now = new Date(),
) {
  if (disabled && actor.id === userId) throw new BadRequest(USER_MESSAGES.self);
  return auditedChange(actor, (tx) => {
    const { email, before, after } = switchStamp(
      tx,
      { table: users, key: "disabledAt", id: userId, on: disabled, now },
      { missing: "No such account.", unchanged: USER_MESSAGES.unchanged },
    );
    const ended = disabled ? deleteUserSessions(userId, tx) : 0;
    return {
      result: { email, sessionsEnded: ended },
      entry: {
        action: disabled ? "user.disable" : "user.enable",
        targetType: "user",
        targetId: userId,
        before,
        after: disabled ? { ...after, sessionsEnded: ended } : after,
        note,
      },
    };
  });
}
