/**
 * Decision 041: a change of e-mail started by someone who knew the password does
 * not survive the owner's password reset; a reset link mailed to the old address dies with the
 * change; the old address can undo a confirmed change once, within 7 days.
 * Every step goes through the real route actions, as the owner's and the thief's browsers would.
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { asResponse, call, cookieFor, freshIp } from "~/tests/support/route-call";
import { EMAIL_REVERT_TTL_MS, revertEmailChange } from "~/models/accounts/email-revert.server";
import { createSession, getSessionUser } from "~/models/accounts/sessions.server";
import { createUser, findUserById, verifyLogin } from "~/models/accounts/users.server";
import * as confirmPage from "~/routes/auth/confirm-email";
import * as dashboard from "~/routes/owners/dashboard/route";
import * as forgotPage from "~/routes/auth/forgot-password";
import * as resetPage from "~/routes/auth/reset-password";
import * as undoPage from "~/routes/auth/undo-email-change";

const sql = getDb().$client;
const PASSWORD = "the owner's old secret";
const tag = () => crypto.randomBytes(4).toString("hex");

type Mail = { subject: string; text: string };
const mailsTo = (to: string) =>
  sql
    .prepare("SELECT subject, text_body AS text FROM email_outbox WHERE to_address = ? ORDER BY id")
    .all(to) as Mail[];

/** The token of the newest link to `path` mailed to `to`. */
function mailedToken(to: string, path: string): string {
  const texts = mailsTo(to)
    .map((m) => m.text)
    .reverse();
  for (const text of texts) {
    const match = text.match(new RegExp(`${path}\\?token=([\\w-]+)`));
    if (match) return match[1];
  }
  throw new Error(`no ${path} link mailed to ${to}`);
}

const post = (
  handler: (a: never) => unknown,
  path: string,
  fields: Record<string, string>,
  cookie?: string,
) =>
  call(handler, "POST", path, { body: new URLSearchParams(fields), cookie, ip: freshIp() }).then(
    asResponse,
  );

const get = (handler: (a: never) => unknown, path: string) =>
  call(handler, "GET", path).then(asResponse);

const emailOf = (id: number) => findUserById(id)?.email;

async function owner() {
  const email = `owner-${tag()}@example.com`;
  const user = await createUser(
    { email, password: PASSWORD, firstName: "Olive", lastName: "Owner" },
    { siteUrl: "http://localhost" },
  );
  return user;
}

/** Someone who knew the password signs in and asks to move the account to their own address. */
async function thiefStartsChange(userId: number) {
  const thief = `thief-${tag()}@example.net`;
  const cookie = await cookieFor(userId);
  const res = await post(
    dashboard.action,
    "/dashboard",
    { intent: "change-email", email: thief, password: PASSWORD },
    cookie,
  );
  expect(res.status).toBe(302);
  return { thief, cookie, token: mailedToken(thief, "/confirm-email") };
}

async function ownerResetsPassword(email: string, password: string) {
  expect((await post(forgotPage.action, "/forgot-password", { email })).status).toBeLessThan(400);
  const token = mailedToken(email, "/reset-password");
  const res = await post(resetPage.action, "/reset-password", {
    token,
    password,
    confirmPassword: password,
  });
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe("/login");
}

const confirm = (token: string) => post(confirmPage.action, "/confirm-email", { token });

describe("a password reset cancels a pending change of e-mail", () => {
  it("the thief's confirmation link no longer works after the owner resets the password", async () => {
    const user = await owner();
    const { token } = await thiefStartsChange(user.id);
    await ownerResetsPassword(user.email, "the owner's new secret");

    const res = await confirm(token);
    expect(res.status).toBe(400);
    expect(emailOf(user.id)).toBe(user.email);
    const pending = sql.prepare("SELECT pending_email FROM users WHERE id = ?").get(user.id);
    expect(pending).toEqual({ pending_email: null });
    // The confirmation page says the link is spent before anyone presses its button.
    const page = await get(confirmPage.loader, `/confirm-email?token=${token}`);
    expect(await page.json()).toMatchObject({ email: null });
  });
});

describe("a confirmed change of e-mail voids reset links and can be undone", () => {
  it("a reset link mailed to the old address stops working once the new address is confirmed", async () => {
    const user = await owner();
    expect((await post(forgotPage.action, "/forgot-password", { email: user.email })).status).toBe(
      302,
    );
    const resetToken = mailedToken(user.email, "/reset-password");
    const { thief, token } = await thiefStartsChange(user.id);
    expect((await confirm(token)).status).toBe(302);
    expect(emailOf(user.id)).toBe(thief);

    const page = await get(resetPage.loader, `/reset-password?token=${resetToken}`);
    expect(await page.json()).toMatchObject({ valid: false });
    const res = await post(resetPage.action, "/reset-password", {
      token: resetToken,
      password: "someone's new secret",
      confirmPassword: "someone's new secret",
    });
    expect(res.status).toBe(400);
    expect(await verifyLogin(thief, PASSWORD)).toMatchObject({ id: user.id });
  });

  it("the old address is told, and its link gives the account back with a new password", async () => {
    const user = await owner();
    const ownerSession = createSession(user.id).id;
    const { thief, token } = await thiefStartsChange(user.id);
    expect((await confirm(token)).status).toBe(302);
    const thiefSession = createSession(user.id).id;

    const notice = mailsTo(user.email).find((m) => m.subject === "Your email address was changed");
    expect(notice?.text).toContain(thief);
    expect(notice?.text).toContain("within 7 days");
    const undo = mailedToken(user.email, "/undo-email-change");

    const page = await get(undoPage.loader, `/undo-email-change?token=${undo}`);
    expect(await page.json()).toEqual({ token: undo, email: user.email });
    // A GET changes nothing (mail scanners follow links).
    expect(emailOf(user.id)).toBe(thief);

    const res = await post(undoPage.action, "/undo-email-change", {
      token: undo,
      password: "taken back for good",
      confirmPassword: "taken back for good",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login");
    expect(findUserById(user.id)).toMatchObject({ email: user.email, isVerified: true });
    // Every session ends, the thief's too; the password the thief knew no longer works.
    expect(getSessionUser(thiefSession)).toBeUndefined();
    expect(getSessionUser(ownerSession)).toBeUndefined();
    expect(await verifyLogin(user.email, PASSWORD)).toBeNull();
    expect(await verifyLogin(thief, PASSWORD)).toBeNull();
    expect(await verifyLogin(user.email, "taken back for good")).toMatchObject({ id: user.id });
    expect(mailsTo(user.email).map((m) => m.subject)).toContain("Your email address was restored");

    // The link works once.
    const again = await post(undoPage.action, "/undo-email-change", {
      token: undo,
      password: "a third password",
      confirmPassword: "a third password",
    });
    expect(again.status).toBe(400);
    expect(await verifyLogin(user.email, "taken back for good")).toMatchObject({ id: user.id });
  });

  it("undoing spends every undo link of the account, so a later address cannot undo the undo", async () => {
    const user = await owner();
    const first = await thiefStartsChange(user.id);
    expect((await confirm(first.token)).status).toBe(302);
    const undoFirst = mailedToken(user.email, "/undo-email-change");
    // The thief moves the account on again: the thief's own address now gets an undo link too.
    const cookie = await cookieFor(user.id);
    const second = `thief-again-${tag()}@example.net`;
    await post(
      dashboard.action,
      "/dashboard",
      { intent: "change-email", email: second, password: PASSWORD },
      cookie,
    );
    expect((await confirm(mailedToken(second, "/confirm-email"))).status).toBe(302);
    const undoSecond = mailedToken(first.thief, "/undo-email-change");

    // The owner's link, from before the second change, still restores the owner's address.
    const site = { siteUrl: "http://localhost" };
    expect(await revertEmailChange(undoFirst, "owner again 123", site)).toMatchObject({
      email: user.email,
    });
    expect(await revertEmailChange(undoSecond, "thief again 123", site)).toBeNull();
    expect(emailOf(user.id)).toBe(user.email);
  });

  it("the undo link expires after 7 days", async () => {
    const user = await owner();
    const { token } = await thiefStartsChange(user.id);
    expect((await confirm(token)).status).toBe(302);
    const undo = mailedToken(user.email, "/undo-email-change");
    const later = new Date(Date.now() + EMAIL_REVERT_TTL_MS + 1000);
    expect(await revertEmailChange(undo, "too late now 123", { siteUrl: "x" }, later)).toBeNull();
    expect(EMAIL_REVERT_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it("an old address registered by someone else since cannot be restored, and nothing changes", async () => {
    const user = await owner();
    const { thief, token } = await thiefStartsChange(user.id);
    expect((await confirm(token)).status).toBe(302);
    const undo = mailedToken(user.email, "/undo-email-change");
    await createUser(
      { email: user.email, password: "someone else 123", firstName: "New", lastName: "Comer" },
      { siteUrl: "http://localhost" },
    );
    const res = await post(undoPage.action, "/undo-email-change", {
      token: undo,
      password: "taken back for good",
      confirmPassword: "taken back for good",
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatch(/now belongs to another account/);
    expect(emailOf(user.id)).toBe(thief);
    expect(await verifyLogin(thief, PASSWORD)).toMatchObject({ id: user.id });
  });
});
