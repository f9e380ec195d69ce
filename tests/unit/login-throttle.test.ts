/**
 * Decision 041: wrong passwords from one address slow that address down, not
 * the owner; an account-wide limit that many addresses can fill never refuses a browser that has
 * signed in to the account before, or one that has just reset its password.
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { asResponse, call } from "~/tests/support/route-call";
import { AUTH_MESSAGES } from "~/lib/auth-schemas";
import { createUser, requestPasswordReset } from "~/models/accounts/users.server";
import { LIMITS } from "~/server/rate-limit.server";
import * as loginApi from "~/routes/api/api.auth.login";
import * as loginPage from "~/routes/auth/login";
import * as resetPage from "~/routes/auth/reset-password";

const sql = getDb().$client;
const PASSWORD = "the owner's real password";
const tag = () => crypto.randomBytes(4).toString("hex");
let addresses = 0;
const newIp = () => `198.18.${(addresses += 1)}.${crypto.randomInt(1, 255)}-${tag()}`;

async function owner() {
  const email = `locked-${tag()}@example.com`;
  await createUser(
    { email, password: PASSWORD, firstName: "Lou", lastName: "Locke" },
    { siteUrl: "http://localhost" },
  );
  return email;
}

const apiLogin = (email: string, password: string, ip: string, cookie?: string) =>
  call(loginApi.action, "POST", "/api/auth/login", { json: { email, password }, ip, cookie });

const pageLogin = async (email: string, password: string, ip: string, cookie?: string) =>
  asResponse(
    await call(loginPage.action, "POST", "/login", {
      body: new URLSearchParams({ email, password }),
      ip,
      cookie,
    }),
  );

/** The `__device` cookie an answer sets, as the browser would send it back. */
const deviceCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith("__device="))
    ?.split(";")[0];

/** Wrong passwords for `email` from `ip` until that address is refused for it. */
async function guessUntilRefused(email: string, ip: string) {
  const statuses: number[] = [];
  for (let i = 0; i < LIMITS.loginPair.max + 1; i++) {
    statuses.push((await apiLogin(email, `wrong guess ${i}`, ip)).status);
  }
  return statuses;
}

describe("wrong passwords from one address", () => {
  it("do not lock the owner out from another address (the API)", async () => {
    const email = await owner();
    const attacker = newIp();
    for (let i = 0; i < 10; i++) await apiLogin(email, `wrong guess ${i}`, attacker);
    const res = await apiLogin(email, PASSWORD, newIp());
    expect(res.status).toBe(200);
    expect((await res.json()).user.email).toBe(email);
  });

  it("do not lock the owner out from another address (the sign-in page)", async () => {
    const email = await owner();
    const attacker = newIp();
    for (let i = 0; i < 10; i++) await pageLogin(email, `wrong guess ${i}`, attacker);
    const res = await pageLogin(email, PASSWORD, newIp());
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/dashboard");
  });

  it("slow that address down for that account after 5, even with the right password", async () => {
    const email = await owner();
    const attacker = newIp();
    expect(await guessUntilRefused(email, attacker)).toEqual([401, 401, 401, 401, 401, 429]);
    const res = await apiLogin(email, PASSWORD, attacker);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    // The page says the same, inline.
    const page = await pageLogin(email, PASSWORD, attacker);
    expect(page.status).toBe(429);
    expect((await page.json()).result.error[""]).toEqual([AUTH_MESSAGES.tooManyAttempts]);
  });

  it("cannot be passed by guessing many passwords at once", async () => {
    const email = await owner();
    const attacker = newIp();
    // Sent together, every guess is in flight before the first password check has answered.
    const statuses = await Promise.all(
      Array.from({ length: 9 }, (_, i) => apiLogin(email, `burst guess ${i}`, attacker)),
    ).then((answers) => answers.map((res) => res.status));
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMITS.loginPair.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9 - LIMITS.loginPair.max);
  });

  it("are not used up by signing in successfully", async () => {
    const email = await owner();
    const ip = newIp();
    for (let i = 0; i < LIMITS.loginPair.max + 2; i++) {
      expect((await apiLogin(email, PASSWORD, ip)).status).toBe(200);
    }
    expect((await apiLogin(email, "one wrong guess", ip)).status).toBe(401);
  });

  it("are limited per address across accounts too", async () => {
    const ip = newIp();
    for (let i = 0; i < LIMITS.login.max; i++) {
      expect((await apiLogin(`nobody-${tag()}@example.com`, "whatever1", ip)).status).toBe(401);
    }
    expect((await apiLogin(await owner(), PASSWORD, ip)).status).toBe(429);
  });
});

describe("the account-wide limit", () => {
  /** Wrong passwords from many addresses, each staying under its own limit. */
  async function botnet(email: string) {
    const perAddress = LIMITS.loginPair.max;
    for (let sent = 0; sent < LIMITS.loginAccount.max; ) {
      const ip = newIp();
      for (let i = 0; i < perAddress && sent < LIMITS.loginAccount.max; i++, sent++) {
        expect((await apiLogin(email, `botnet guess ${sent}`, ip)).status).toBe(401);
      }
    }
  }

  it("one address alone cannot fill it", () => {
    // An address gets loginPair.max failures per window; at most five windows touch an hour.
    const perHour =
      LIMITS.loginPair.max *
      Math.ceil(LIMITS.loginAccount.windowMs / LIMITS.loginPair.windowMs + 1);
    expect(perHour).toBeLessThan(LIMITS.loginAccount.max);
  });

  it("refuses new browsers once many addresses filled it, but never a browser that signed in before", async () => {
    const email = await owner();
    const before = await apiLogin(email, PASSWORD, newIp());
    expect(before.status).toBe(200);
    const known = deviceCookie(before);
    expect(known).toBeTruthy();

    await botnet(email);
    // A stranger's browser is refused even with the right password, from a fresh address...
    expect((await apiLogin(email, PASSWORD, newIp())).status).toBe(429);
    // ...the owner's browser is not, from any address, on the page and the API.
    expect((await apiLogin(email, PASSWORD, newIp(), known)).status).toBe(200);
    const page = await pageLogin(email, PASSWORD, newIp(), known);
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/dashboard");

    // A known browser still gets only its own few wrong guesses.
    const ip = newIp();
    for (let i = 0; i < LIMITS.loginPair.max; i++) {
      expect((await apiLogin(email, `typo ${i}`, ip, known)).status).toBe(401);
    }
    expect((await apiLogin(email, PASSWORD, ip, known)).status).toBe(429);
  });

  it("a browser that reset the password is known from then on", async () => {
    const email = await owner();
    await botnet(email);
    requestPasswordReset(email, { siteUrl: "http://localhost" });
    const mail = sql
      .prepare("SELECT text_body FROM email_outbox WHERE to_address = ? ORDER BY id DESC")
      .get(email) as { text_body: string };
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text_body)![1];
    const reset = await call(resetPage.action, "POST", "/reset-password", {
      body: new URLSearchParams({
        token,
        password: "a new password",
        confirmPassword: "a new password",
      }),
      ip: newIp(),
    });
    expect(reset.status).toBe(302);
    const known = deviceCookie(reset);
    expect((await apiLogin(email, "a new password", newIp())).status).toBe(429);
    expect((await apiLogin(email, "a new password", newIp(), known)).status).toBe(200);
  });

  it("a mark for another account, or a forged one, does not count", async () => {
    const email = await owner();
    const other = await owner();
    const otherKnown = deviceCookie(await apiLogin(other, PASSWORD, newIp()));
    await botnet(email);
    expect((await apiLogin(email, PASSWORD, newIp(), otherKnown)).status).toBe(429);
    const forged = `__device=${Buffer.from(JSON.stringify(["x".repeat(22)])).toString("base64")}`;
    expect((await apiLogin(email, PASSWORD, newIp(), forged)).status).toBe(429);
  });
});
