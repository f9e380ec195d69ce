import { and, eq, gt, lte, ne } from "drizzle-orm";
import { emailChangedMail, emailRestoredMail } from "~/lib/mail/auth-mails";
import { SITE } from "~/lib/site";
import { db, schema, type Db } from "~/models/db.server";
import { Conflict } from "~/models/errors.server";
import { enqueueEmail } from "~/models/mail/mail.server";
import { deleteUserSessions } from "./sessions.server";
import { LINKS_CLEARED, publicColumns } from "./user-columns.server";
import {
  digestToken,
  hashPassword,
  isUniqueViolation,
  newToken,
  type PublicUser,
} from "./users.server";

const { users, emailChangeReverts } = schema;

/** How long the old address can undo a change of e-mail (decision 041). */
export const EMAIL_REVERT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const ADDRESS_TAKEN_SINCE = `That address now belongs to another account, so it cannot be restored here. Contact ${SITE.supportEmail}.`;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Inside the confirmation of a change of e-mail: the old address gets a notice with a link that
 * undoes the change (7 days, single use). Only the link's digest is stored.
 */
export function issueEmailRevert(
  tx: Tx,
  change: { userId: number; firstName: string | null; oldEmail: string; newEmail: string },
  mail: { siteUrl: string },
  now: Date,
) {
  const { token, digest } = newToken();
  tx.delete(emailChangeReverts)
    .where(
      and(eq(emailChangeReverts.userId, change.userId), lte(emailChangeReverts.expiresAt, now)),
    )
    .run();
  tx.insert(emailChangeReverts)
    .values({
      userId: change.userId,
      oldEmail: change.oldEmail,
      newEmail: change.newEmail,
      token: digest,
      expiresAt: new Date(now.getTime() + EMAIL_REVERT_TTL_MS),
      createdAt: now,
    })
    .run();
  const notice = emailChangedMail({
    siteUrl: mail.siteUrl,
    token,
    firstName: change.firstName,
    newEmail: change.newEmail,
  });
  enqueueEmail({ to: change.oldEmail, ...notice, requested: true }, tx);
}

const live = (token: string, now: Date) =>
  and(eq(emailChangeReverts.token, digestToken(token)), gt(emailChangeReverts.expiresAt, now));

/** The address an undo link would restore, or undefined when it is unknown, used or expired. */
export function emailRevertOf(token: string, now = new Date()): string | undefined {
  return (
    db()
      .select({ oldEmail: emailChangeReverts.oldEmail })
      .from(emailChangeReverts)
      .where(live(token, now))
      .get()?.oldEmail ?? undefined
  );
}

/**
 * Follows an undo link with the new password its owner chose. In one transaction: the account
 * gets the old address back (verified: the link reached it) and the new password; every session
 * ends; pending e-mail changes, reset and verification links and every other undo link of the
 * account are spent; the restored address is told. Null when the link is unknown, used or expired;
 * a Conflict when someone else has registered the old address since.
 */
export async function revertEmailChange(
  token: string,
  password: string,
  mail: { siteUrl: string },
  now = new Date(),
): Promise<PublicUser | null> {
  if (!emailRevertOf(token, now)) return null;
  const hashedPassword = await hashPassword(password);
  try {
    return db().transaction((tx) => {
      // Spent inside the transaction: two submissions of one link cannot both restore.
      const row = tx.delete(emailChangeReverts).where(live(token, now)).returning().get();
      if (!row) return null;
      const taken = tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, row.oldEmail), ne(users.id, row.userId)))
        .get();
      if (taken) throw new Conflict(ADDRESS_TAKEN_SINCE);
      const user = tx
        .update(users)
        .set({
          email: row.oldEmail,
          hashedPassword,
          isVerified: true,
          emailVerificationToken: null,
          ...LINKS_CLEARED,
          updatedAt: now,
        })
        .where(eq(users.id, row.userId))
        .returning(publicColumns)
        .get();
      if (!user) return null;
      tx.delete(emailChangeReverts).where(eq(emailChangeReverts.userId, user.id)).run();
      deleteUserSessions(user.id, tx);
      const notice = emailRestoredMail({
        siteUrl: mail.siteUrl,
        firstName: user.firstName,
        email: user.email,
      });
      enqueueEmail({ to: user.email, ...notice, requested: true }, tx);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(ADDRESS_TAKEN_SINCE);
    throw error;
  }
}
