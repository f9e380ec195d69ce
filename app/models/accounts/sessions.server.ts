import crypto from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { db, schema, type Db } from "~/models/db.server";
import { publicColumns } from "./user-columns.server";

const { userSessions, users } = schema;

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The signed-in user of a session id, if the session exists and has not expired, and the
 * account is not disabled (disabling also deletes its sessions; this holds if one slipped by).
 */
export function getSessionUser(sessionId: string, now = new Date()) {
  return db()
    .select(publicColumns)
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.id, sessionId),
        gt(userSessions.expiresAt, now),
        isNull(users.disabledAt),
      ),
    )
    .get();
}

export type SessionUser = NonNullable<ReturnType<typeof getSessionUser>>;

/** A new session with a fresh random id (ids are never reused across logins). */
export function createSession(userId: number, now = new Date()) {
  const id = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  db().insert(userSessions).values({ id, userId, expiresAt }).run();
  return { id, expiresAt };
}

export function deleteSession(sessionId: string) {
  db().delete(userSessions).where(eq(userSessions.id, sessionId)).run();
}

/** Ends every session of a user (password reset). Pass `tx` to join the caller's transaction. */
export function deleteUserSessions(userId: number, writer: Pick<Db, "delete"> = db()) {
  return writer.delete(userSessions).where(eq(userSessions.userId, userId)).run().changes;
}
