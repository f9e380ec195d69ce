import crypto from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { and, eq, gt } from "drizzle-orm";
import { passwordChangedMail, passwordResetMail, verificationMail } from "~/lib/mail/auth-mails";
import { db, schema } from "~/models/db.server";
import { Conflict } from "~/models/errors.server";
import { LINKS_CLEARED, publicColumns } from "./user-columns.server";
import { enqueueEmail } from "~/models/mail/mail.server";
import { deleteUserSessions } from "./sessions.server";

const { users } = schema;

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export type PublicUser = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  phone: string | null;
  role: string;
  isVerified: boolean;
};

export type NewUser = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  company?: string;
  phone?: string;
};

/** Links in mails are absolute; the caller passes the site's address (models read no env). */
type MailContext = { siteUrl: string };

/** argon2id with the library's defaults (19 MiB, 2 passes), the OWASP baseline. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A random token for a link, and the SHA-256 digest we store in its place. */
export function newToken() {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, digest: digestToken(token) };
}

export function digestToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(email: string): PublicUser | undefined {
  return db()
    .select(publicColumns)
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .get();
}

export function findUserById(id: number): PublicUser | undefined {
  return db().select(publicColumns).from(users).where(eq(users.id, id)).get();
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code;
  const causeCode = (error as { cause?: { code?: string } })?.cause?.code;
  return [code, causeCode].some((c) => c === "SQLITE_CONSTRAINT_UNIQUE");
}

/**
 * Registers an account, signed in from the start (lastLogin set), unverified, and queues the
 * verification mail in the same transaction. An e-mail that is already registered (in any
 * case) is a Conflict.
 */
export async function createUser(input: NewUser, mail: MailContext, now = new Date()) {
  const email = normalizeEmail(input.email);
  if (findUserByEmail(email)) throw new Conflict("An account with this email already exists.");
  const hashedPassword = await hashPassword(input.password);
  const { token, digest } = newToken();
  try {
    return db().transaction((tx) => {
      const user = tx
        .insert(users)
        .values({
          email,
          hashedPassword,
          firstName: input.firstName,
          lastName: input.lastName,
          company: input.company ?? null,
          phone: input.phone ?? null,
          emailVerificationToken: digest,
          lastLogin: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning(publicColumns)
        .get();
      const content = verificationMail({ siteUrl: mail.siteUrl, token, firstName: user.firstName });
      enqueueEmail({ to: email, ...content, requested: true }, tx);
      return user;
    });
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw new Conflict("An account with this email already exists.");
    throw error;
  }
}

let dummyHash: Promise<string> | undefined;
/** A real argon2id hash of nothing anyone knows, so unknown e-mails cost a verify too. */
function dummy(): Promise<string> {
  dummyHash ??= hash(crypto.randomBytes(16).toString("hex"));
  return dummyHash;
}

/**
 * The user whose e-mail and password match, or null. An unknown e-mail and a wrong password
 * take the same time and give the same answer. A success records `lastLogin`. An account the
 * operator disabled answers `disabled`, only to the right password, so the answer tells a
 * stranger nothing about the address (decision 018).
 */
export async function verifyLogin(
  email: string,
  password: string,
  now = new Date(),
): Promise<PublicUser | null | "disabled"> {
  const row = db()
    .select({
      ...publicColumns,
      hashedPassword: users.hashedPassword,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .get();
  if (!row) {
    await verify(await dummy(), password).catch(() => false);
    return null;
  }
  const ok = await verify(row.hashedPassword, password).catch(() => false);
  if (!ok) return null;
  if (row.disabledAt) return "disabled";
  db().update(users).set({ lastLogin: now }).where(eq(users.id, row.id)).run();
  const { hashedPassword: _omit, disabledAt: _off, ...user } = row;
  return user;
}

/** Whether a verification link is still usable (a read; safe on replicas). */
export function isVerificationTokenValid(token: string): boolean {
  return Boolean(
    db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.emailVerificationToken, digestToken(token)))
      .get(),
  );
}

/** Marks the account of a verification link verified; the link works once. */
/**
 * A fresh verification link for an account not verified yet (the old link stops working).
 * False when there is nothing to do: the account is verified already, or gone.
 */
export function resendVerification(userId: number, mail: MailContext, now = new Date()) {
  const { token, digest } = newToken();
  return db().transaction((tx) => {
    const user = tx
      .update(users)
      .set({ emailVerificationToken: digest, updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.isVerified, false)))
      .returning(publicColumns)
      .get();
    if (!user) return false;
    const content = verificationMail({ siteUrl: mail.siteUrl, token, firstName: user.firstName });
    enqueueEmail({ to: user.email, ...content, requested: true }, tx);
    return true;
  });
}

export function verifyEmail(token: string, now = new Date()): PublicUser | null {
  return (
    db()
      .update(users)
      .set({ isVerified: true, emailVerificationToken: null, updatedAt: now })
      .where(eq(users.emailVerificationToken, digestToken(token)))
      .returning(publicColumns)
      .get() ?? null
  );
}

/**
 * Starts a password reset: a fresh token (only its digest is stored) valid for 1 hour, and the
 * mail with the link, in one transaction. An unknown e-mail does nothing; callers answer the
 * same either way. Returns whether a mail was queued (for tests and logs, never for visitors).
 */
export function requestPasswordReset(email: string, mail: MailContext, now = new Date()): boolean {
  const user = findUserByEmail(email);
  if (!user) return false;
  const { token, digest } = newToken();
  db().transaction((tx) => {
    tx.update(users)
      .set({
        passwordResetToken: digest,
        passwordResetExpires: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
        updatedAt: now,
      })
      .where(eq(users.id, user.id))
      .run();
    const content = passwordResetMail({ siteUrl: mail.siteUrl, token, firstName: user.firstName });
    enqueueEmail({ to: user.email, ...content, requested: true }, tx);
  });
  return true;
}

function resetTokenOwner(token: string, now: Date) {
  return db()
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(
      and(eq(users.passwordResetToken, digestToken(token)), gt(users.passwordResetExpires, now)),
    )
    .get();
}

/** Whether a reset link is still usable (a read; safe on replicas). */
export function isResetTokenValid(token: string, now = new Date()): boolean {
  return Boolean(resetTokenOwner(token, now));
}

/**
 * Sets a new password from a reset link. In one transaction: the password changes, the token
 * is spent, a pending change of e-mail is cancelled (someone who knew the old password may have
 * started it, decision 041), every session of the user ends, and a notice is mailed. Null when
 * the link is unknown, used or expired.
 */
export async function resetPassword(
  token: string,
  password: string,
  mail: MailContext,
  now = new Date(),
): Promise<PublicUser | null> {
  const owner = resetTokenOwner(token, now);
  if (!owner) return null;
  const hashedPassword = await hashPassword(password);
  return db().transaction((tx) => {
    // The token is checked again inside the transaction: two submissions cannot both use it.
    const user = tx
      .update(users)
      .set({
        hashedPassword,
        ...LINKS_CLEARED,
        updatedAt: now,
      })
      .where(
        and(
          eq(users.id, owner.id),
          eq(users.passwordResetToken, digestToken(token)),
          gt(users.passwordResetExpires, now),
        ),
      )
      .returning(publicColumns)
      .get();
    if (!user) return null;
    deleteUserSessions(user.id, tx);
    const content = passwordChangedMail({ siteUrl: mail.siteUrl, firstName: user.firstName });
    enqueueEmail({ to: user.email, ...content, requested: true }, tx);
    return user;
  });
}
