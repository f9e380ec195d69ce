import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { Conflict } from "~/models/errors.server";
import { createSession, getSessionUser } from "./sessions.server";
import {
  createUser,
  findUserByEmail,
  isResetTokenValid,
  isVerificationTokenValid,
  requestPasswordReset,
  RESET_TOKEN_TTL_MS,
  resetPassword,
  verifyEmail,
  verifyLogin,
} from "./users.server";

const site = { siteUrl: "https://directory.example.com" };
const sql = getDb().$client;

let n = 0;
function newUser(over: Partial<Parameters<typeof createUser>[0]> = {}) {
  n += 1;
  return createUser(
    {
      email: `User${n}-${crypto.randomBytes(3).toString("hex")}@Example.com`,
      password: "correct horse battery",
      firstName: "Ada",
      lastName: "Lovelace",
      ...over,
    },
    site,
  );
}

type Row = {
  hashed_password: string;
  email_verification_token: string | null;
  password_reset_token: string | null;
  password_reset_expires: number | null;
  is_verified: number;
  last_login: number | null;
  role: string;
};
const row = (id: number) => sql.prepare("select * from users where id = ?").get(id) as Row;

type Mail = { to_address: string; subject: string; text_body: string; html_body: string };
const lastMailTo = (email: string, subject: string) =>
  sql
    .prepare(
      "select * from email_outbox where to_address = ? and subject = ? order by id desc limit 1",
    )
    .get(email, subject) as Mail | undefined;

/** The token of the first link to `path` in a mail's text body. */
function linkToken(mail: Mail, path: string): string {
  const match = mail.text_body.match(
    new RegExp(`https://directory\\.example\\.com${path}\\?token=([\\w-]+)`),
  );
  if (!match) throw new Error(`no ${path} link in: ${mail.text_body}`);
  return match[1];
}

describe("createUser", () => {
  it("stores an argon2id hash, a lower-cased e-mail and the default role, unverified", async () => {
    const user = await newUser({ email: "Mixed.Case@Example.COM" });
    expect(user.email).toBe("mixed.case@example.com");
    const r = row(user.id);
    expect(r.hashed_password.startsWith("$argon2id$")).toBe(true);
    expect(r.hashed_password).not.toContain("correct horse");
    expect(r.role).toBe("business_owner");
    expect(r.is_verified).toBe(0);
    expect(user).not.toHaveProperty("hashedPassword");
  });

  it("refuses an e-mail that is already registered, in any case", async () => {
    const user = await newUser();
    await expect(newUser({ email: user.email.toUpperCase() })).rejects.toBeInstanceOf(Conflict);
  });

  it("queues the verification mail with an absolute link, storing only the token's digest", async () => {
    const user = await newUser({ firstName: "<Ada>" });
    const mail = lastMailTo(user.email, "Verify your email address")!;
    expect(mail).toBeTruthy();
    const token = linkToken(mail, "/verify-email");
    expect(row(user.id).email_verification_token).toBe(
      crypto.createHash("sha256").update(token).digest("hex"),
    );
    expect(mail.html_body).toContain("&lt;Ada&gt;");
    expect(mail.html_body).not.toContain("<Ada>");
  });
});

describe("verifyLogin", () => {
  it("accepts the right password (any e-mail case) and records lastLogin", async () => {
    const user = await newUser();
    sql.prepare("update users set last_login = null where id = ?").run(user.id);
    const ok = await verifyLogin(user.email.toUpperCase(), "correct horse battery");
    expect(ok).toMatchObject({ id: user.id, email: user.email });
    expect(ok).not.toHaveProperty("hashedPassword");
    expect(row(user.id).last_login).toBeGreaterThan(Date.now() - 60_000);
  });

  it("answers null for a wrong password and for an unknown e-mail alike", async () => {
    const user = await newUser();
    expect(await verifyLogin(user.email, "wrong password")).toBeNull();
    expect(await verifyLogin("nobody-here@example.com", "correct horse battery")).toBeNull();
  });

  it("spends about as long on an unknown e-mail as on a wrong password", async () => {
    const user = await newUser();
    const time = async (fn: () => Promise<unknown>) => {
      const start = performance.now();
      await fn();
      return performance.now() - start;
    };
    await verifyLogin("warm-up@example.com", "x"); // the dummy hash is made once
    const wrong = await time(() => verifyLogin(user.email, "wrong password"));
    const unknown = await time(() => verifyLogin("nobody-else@example.com", "wrong password"));
    // Both run one argon2id verify; without the dummy an unknown e-mail would take ~0 ms.
    expect(unknown).toBeGreaterThan(wrong / 4);
  });
});

describe("verifyEmail", () => {
  it("marks the account verified, once", async () => {
    const user = await newUser();
    const token = linkToken(lastMailTo(user.email, "Verify your email address")!, "/verify-email");
    expect(isVerificationTokenValid(token)).toBe(true);
    expect(verifyEmail(token)).toMatchObject({ id: user.id, isVerified: true });
    expect(row(user.id).is_verified).toBe(1);
    expect(row(user.id).email_verification_token).toBeNull();
    expect(verifyEmail(token)).toBeNull();
    expect(isVerificationTokenValid(token)).toBe(false);
    expect(verifyEmail("made-up-token")).toBeNull();
  });
});

describe("password reset", () => {
  async function requested() {
    const user = await newUser();
    const now = new Date();
    expect(requestPasswordReset(user.email.toUpperCase(), site, now)).toBe(true);
    const token = linkToken(lastMailTo(user.email, "Reset your password")!, "/reset-password");
    return { user, token, now };
  }

  it("stores the token hashed with a 1-hour expiry", async () => {
    const { user, token, now } = await requested();
    const r = row(user.id);
    expect(r.password_reset_token).toBe(crypto.createHash("sha256").update(token).digest("hex"));
    expect(r.password_reset_token).not.toContain(token);
    expect(r.password_reset_expires).toBe(now.getTime() + RESET_TOKEN_TTL_MS);
  });

  it("does nothing visible for an unknown e-mail", () => {
    const before = (sql.prepare("select count(*) n from email_outbox").get() as { n: number }).n;
    expect(requestPasswordReset("ghost@example.com", site)).toBe(false);
    expect((sql.prepare("select count(*) n from email_outbox").get() as { n: number }).n).toBe(
      before,
    );
  });

  it("sets the new password, ends every session of the user and spends the token", async () => {
    const { user, token } = await requested();
    const a = createSession(user.id);
    const b = createSession(user.id);
    const other = await newUser();
    const theirs = createSession(other.id);

    expect(await resetPassword(token, "a brand new secret", site)).toMatchObject({ id: user.id });
    expect(getSessionUser(a.id)).toBeUndefined();
    expect(getSessionUser(b.id)).toBeUndefined();
    expect(getSessionUser(theirs.id)).toMatchObject({ id: other.id });
    expect(await verifyLogin(user.email, "correct horse battery")).toBeNull();
    expect(await verifyLogin(user.email, "a brand new secret")).toMatchObject({ id: user.id });
    expect(row(user.id).password_reset_token).toBeNull();
    expect(lastMailTo(user.email, "Your password was changed")).toBeTruthy();

    // Single use.
    expect(await resetPassword(token, "yet another secret", site)).toBeNull();
    expect(await verifyLogin(user.email, "a brand new secret")).toMatchObject({ id: user.id });
  });

  it("refuses an expired token and keeps the old password", async () => {
    const { user, token, now } = await requested();
    const later = new Date(now.getTime() + RESET_TOKEN_TTL_MS + 1);
    expect(isResetTokenValid(token, later)).toBe(false);
    expect(await resetPassword(token, "too late secret", site, later)).toBeNull();
    expect(await verifyLogin(user.email, "correct horse battery")).toMatchObject({ id: user.id });
    // Still valid just before the hour is up.
    expect(isResetTokenValid(token, new Date(now.getTime() + RESET_TOKEN_TTL_MS - 1))).toBe(true);
  });

  it("only the newest requested link works", async () => {
    const { user, token: first } = await requested();
    requestPasswordReset(user.email, site);
    const second = linkToken(lastMailTo(user.email, "Reset your password")!, "/reset-password");
    expect(second).not.toBe(first);
    expect(await resetPassword(first, "first link secret", site)).toBeNull();
    expect(await resetPassword(second, "second link secret", site)).toMatchObject({ id: user.id });
  });
});

describe("findUserByEmail", () => {
  it("finds regardless of case and never returns the hash", async () => {
    const user = await newUser();
    const found = findUserByEmail(`  ${user.email.toUpperCase()} `);
    expect(found).toMatchObject({ id: user.id });
    expect(found).not.toHaveProperty("hashedPassword");
  });
});
