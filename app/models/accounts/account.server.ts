import { verify } from "@node-rs/argon2";
import { and, eq, gt, isNull } from "drizzle-orm";
import { emailChangeMail } from "~/lib/mail/auth-mails";
import { db, schema } from "~/models/db.server";
import { pickColumns } from "~/models/directory/pick-columns.server";
import { NO_PLAN } from "~/models/listings/plans.server";
import { BadRequest, Conflict, Forbidden } from "~/models/errors.server";
import { issueEmailRevert } from "./email-revert.server";
import { releaseListing } from "~/models/listings/listing-state.server";
import {
  dropOwnersWord,
  removeEvidenceFiles,
} from "~/models/credentials/credential-handover.server";
import { isListingEmailProven } from "~/models/listings/listing-email.server";
import { enqueueEmail } from "~/models/mail/mail.server";
import { deleteUserSessions } from "./sessions.server";
import { LINKS_CLEARED, publicColumns } from "./user-columns.server";
import {
  digestToken,
  findUserByEmail,
  isUniqueViolation,
  newToken,
  normalizeEmail,
  type PublicUser,
} from "./users.server";

const { users, companies } = schema;

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
export const WRONG_PASSWORD = "The password is not correct.";
const EMAIL_TAKEN = "An account with this email already exists.";

type MailContext = { siteUrl: string };

async function checkPassword(userId: number, password: string) {
  const row = db()
    .select({ hashedPassword: users.hashedPassword })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  const ok = row ? await verify(row.hashedPassword, password).catch(() => false) : false;
  if (!ok) throw new Forbidden(WRONG_PASSWORD);
}

/** Edit Name on the dashboard. */
export function updateName(
  userId: number,
  name: { firstName: string; lastName: string },
  now = new Date(),
) {
  db()
    .update(users)
    .set({ firstName: name.firstName, lastName: name.lastName, updatedAt: now })
    .where(eq(users.id, userId))
    .run();
}

/**
 * The first dashboard visit ('Welcome'); later ones say 'Welcome back'. Returns whether this
 * was the first. `write` is false on a LiteFS replica, where a GET must not write.
 */
export function noteDashboardVisit(userId: number, write: boolean, now = new Date()): boolean {
  if (!write) {
    const row = db()
      .select({ seen: users.dashboardSeenAt })
      .from(users)
      .where(eq(users.id, userId))
      .get();
    return !row?.seen;
  }
  const changed = db()
    .update(users)
    .set({ dashboardSeenAt: now })
    .where(and(eq(users.id, userId), isNull(users.dashboardSeenAt)))
    .run().changes;
  return changed > 0;
}

/** The new address waiting for its link, if any (shown on the account card). */
export function pendingEmailChange(userId: number, now = new Date()): string | null {
  return (
    db()
      .select({ email: users.pendingEmail })
      .from(users)
      .where(and(eq(users.id, userId), gt(users.pendingEmailExpires, now)))
      .get()?.email ?? null
  );
}

/**
 * Change Email: the new address waits, with a link mailed to it (24 hours), and the account keeps
 * its address until the link is followed. Asks for the password, so a session left open is not
 * enough to take the account away.
 */
export async function requestEmailChange(
  userId: number,
  input: { email: string; password: string },
  mail: MailContext,
  now = new Date(),
) {
  await checkPassword(userId, input.password);
  const email = normalizeEmail(input.email);
  const current = db().select(publicColumns).from(users).where(eq(users.id, userId)).get();
  if (!current) throw new Forbidden(WRONG_PASSWORD);
  if (current.email === email) throw new BadRequest("This is already your email address.");
  if (findUserByEmail(email)) throw new Conflict(EMAIL_TAKEN);
  const { token, digest } = newToken();
  db().transaction((tx) => {
    tx.update(users)
      .set({
        pendingEmail: email,
        pendingEmailToken: digest,
        pendingEmailExpires: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .run();
    const content = emailChangeMail({ siteUrl: mail.siteUrl, token, firstName: current.firstName });
    enqueueEmail({ to: email, ...content, requested: true }, tx);
  });
  return email;
}

/** The address a change link would confirm, or undefined when the link is unknown or expired. */
export function pendingEmailOf(token: string, now = new Date()): string | undefined {
  return (
    db()
      .select({ email: users.pendingEmail })
      .from(users)
      .where(
        and(eq(users.pendingEmailToken, digestToken(token)), gt(users.pendingEmailExpires, now)),
      )
      .get()?.email ?? undefined
  );
}

/**
 * Follows a change link: the new address becomes the account's (verified, since the link reached
 * it), reset links mailed to the old address stop working, and the old address is told, with a
 * link that undoes the change (decision 041). Null when the link is unknown, used or expired.
 */
export function confirmEmailChange(
  token: string,
  mail: MailContext,
  now = new Date(),
): PublicUser | null {
  try {
    return db().transaction((tx) => {
      const row = tx
        .select({ ...publicColumns, pendingEmail: users.pendingEmail })
        .from(users)
        .where(
          and(eq(users.pendingEmailToken, digestToken(token)), gt(users.pendingEmailExpires, now)),
        )
        .get();
      if (!row?.pendingEmail) return null;
      const user = tx
        .update(users)
        .set({
          email: row.pendingEmail,
          isVerified: true,
          emailVerificationToken: null,
          ...LINKS_CLEARED,
          updatedAt: now,
        })
        .where(eq(users.id, row.id))
        .returning(publicColumns)
        .get();
      const change = { userId: row.id, firstName: row.firstName, oldEmail: row.email };
      issueEmailRevert(tx, { ...change, newEmail: user.email }, mail, now);
      return user;
    });
  } catch (error) {
    // Someone registered the address meanwhile: the unique index decides.
    if (isUniqueViolation(error)) throw new Conflict(EMAIL_TAKEN);
    throw error;
  }
}

/**
 * Delete Account, after the password: claimed listings are released (their original details
 * back, reviews and pages kept), listings the user added stay listed but unclaimed, every session
 * ends and the account row goes. Reviews are not the account's and all stay.
 */
export async function deleteAccount(userId: number, password: string, now = new Date()) {
  await checkPassword(userId, password);
  const files: string[] = [];
  const result = db().transaction((tx) => {
    const owned = tx
      .select(pickColumns(companies, ["id", "addedBy"]))
      .from(companies)
      .where(eq(companies.claimedBy, userId))
      .all();
    let released = 0;
    for (const listing of owned) {
      if (listing.addedBy !== userId) {
        // The owner's own release, nested in this transaction (a savepoint).
        releaseListing(userId, listing.id, now);
        released++;
        continue;
      }
      files.push(...dropOwnersWord(tx, listing.id));
      tx.update(companies)
        .set({
          isClaimed: false,
          claimedBy: null,
          ...NO_PLAN,
          unlistRequestedAt: null,
          updatedAt: now,
        })
        .where(eq(companies.id, listing.id))
        .run();
    }
    // Nobody vouches any more for an address the account typed and never proved: no claim code
    // or invitation may carry the listing to it (decision 042).
    const added = tx
      .select(pickColumns(companies, ["id", "email"]))
      .from(companies)
      .where(eq(companies.addedBy, userId))
      .all();
    for (const listing of added) {
      if (!listing.email || isListingEmailProven(listing.id, listing.email, tx)) continue;
      tx.update(companies)
        .set({ email: null, updatedAt: now })
        .where(eq(companies.id, listing.id))
        .run();
    }
    deleteUserSessions(userId, tx);
    tx.delete(users).where(eq(users.id, userId)).run();
    return { released, kept: owned.length - released };
  });
  removeEvidenceFiles(files);
  return result;
}
