import { asc, count, eq, isNotNull, like } from "drizzle-orm";
import { audit, type Actor } from "./audit.server";
import { db, schema } from "./db.server";
import { BadRequest, NotFound } from "./errors.server";
import { deleteUserSessions } from "./sessions.server";

const { users, companies, userSessions } = schema;

/**
 * Accounts whose e-mail contains what was typed, for the operator (decision 018): role, whether
 * disabled, last sign-in, open sessions and listings held. LIKE is fine at the operator's pace.
 */
export function findUsersForAdmin(query: string, limit = 50) {
  const q = query.trim().toLowerCase().slice(0, 254);
  if (q.length < 2) return [];
  const pattern = `%${q.replace(/[%_]/g, "")}%`;
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
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      isVerified: users.isVerified,
      lastLogin: users.lastLogin,
      disabledAt: users.disabledAt,
      createdAt: users.createdAt,
      sessions: sessions.n,
      listings: held.n,
    })
    .from(users)
    .leftJoin(sessions, eq(sessions.userId, users.id))
    .leftJoin(held, eq(held.userId, users.id))
    .where(like(users.email, pattern))
    .orderBy(asc(users.email))
    .limit(limit)
    .all()
    .map((u) => ({ ...u, sessions: u.sessions ?? 0, listings: u.listings ?? 0 }));
}

/** Accounts disabled now, counted for the overview. */
export function countDisabledUsers(): number {
  return db().select({ n: count() }).from(users).where(isNotNull(users.disabledAt)).get()?.n ?? 0;
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
  return db().transaction((tx) => {
    const before = tx
      .select({ email: users.email, disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, userId))
      .get();
    if (!before) throw new NotFound("No such account.");
    if (Boolean(before.disabledAt) === disabled) throw new BadRequest(USER_MESSAGES.unchanged);
    tx.update(users)
      .set({ disabledAt: disabled ? now : null, updatedAt: now })
      .where(eq(users.id, userId))
      .run();
    const ended = disabled ? deleteUserSessions(userId, tx) : 0;
    audit(tx, {
      actor,
      action: disabled ? "user.disable" : "user.enable",
      targetType: "user",
      targetId: userId,
      before: { disabledAt: before.disabledAt?.toISOString() ?? null },
      after: disabled
        ? { disabledAt: now.toISOString(), sessionsEnded: ended }
        : { disabledAt: null },
      note,
    });
    return { email: before.email, sessionsEnded: ended };
  });
}
