import crypto from "node:crypto";
import type { ActionFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { args as routeArgs } from "~/tests/support/route-call";
import { AUTH_MESSAGES } from "~/lib/auth-schemas";
import { LIMITS } from "~/server/rate-limit.server";
import * as loginApi from "~/routes/api/api.auth.login";
import * as logoutApi from "~/routes/api/api.auth.logout";
import * as meApi from "~/routes/api/api.auth.me";
import * as registerApi from "~/routes/api/api.auth.register";
import * as resetApi from "~/routes/api/api.auth.reset-password";
import * as verifyApi from "~/routes/api/api.auth.verify-email";

const sql = getDb().$client;

/** Each test gets its own client address, so rate limits never leak between tests. */
const newIp = () => `198.51.100.${crypto.randomInt(1, 255)}-${crypto.randomUUID()}`;

const args = (path: string, init: { body?: string; cookie?: string; ip?: string } = {}) =>
  routeArgs(init.body === undefined ? "GET" : "POST", path, {
    body: init.body,
    cookie: init.cookie,
    headers: { "Content-Type": "application/json" },
    ip: init.ip ?? newIp(),
  });

const call = async (
  route: { action: (a: ActionFunctionArgs) => unknown },
  path: string,
  body: unknown,
  init: { cookie?: string; ip?: string } = {},
) =>
  (await route.action(
    args(path, { ...init, body: typeof body === "string" ? body : JSON.stringify(body) }),
  )) as Response;

/** The `name=value` part of the session Set-Cookie header, to send back as Cookie. */
const sessionCookieOf = (res: Response) => {
  const header = res.headers.getSetCookie().find((c) => c.startsWith("__session="));
  return header?.split(";")[0];
};

const me = async (cookie?: string) =>
  (await ((await meApi.loader(args("/api/auth/me", { cookie }))) as Response).json()) as {
    user: Record<string, unknown> | null;
  };

const count = (table: string) =>
  (sql.prepare(`select count(*) n from ${table}`).get() as { n: number }).n;

let n = 0;
function registration(over: Record<string, unknown> = {}) {
  n += 1;
  return {
    firstName: "Grace",
    lastName: "Hopper",
    email: `grace${n}-${crypto.randomBytes(3).toString("hex")}@example.com`,
    company: "Hopper Striping",
    phone: "(512) 555-0142",
    password: "a long enough secret",
    confirmPassword: "a long enough secret",
    ...over,
  };
}

async function registered(over: Record<string, unknown> = {}) {
  const body = registration(over);
  const res = await call(registerApi, "/api/auth/register", body);
  expect(res.status).toBe(201);
  return { body, res, cookie: sessionCookieOf(res)! };
}

const SECRET_KEYS = [
  "hashedPassword",
  "hashed_password",
  "emailVerificationToken",
  "passwordResetToken",
  "passwordResetExpires",
];
const expectNoSecrets = (value: unknown) => {
  const text = JSON.stringify(value);
  for (const key of SECRET_KEYS) expect(text).not.toContain(key);
  expect(text).not.toContain("$argon2id$");
};

describe("POST /api/auth/register", () => {
  it("answers 201 { user }, signs in, ignores a role, and queues the verification mail", async () => {
    const email = `New.Owner.${crypto.randomBytes(3).toString("hex")}@Example.com`;
    const body = registration({ role: "admin", isVerified: true, email });
    const res = await call(registerApi, "/api/auth/register", body);
    expect(res.status).toBe(201);
    const { user } = await res.json();
    expect(user).toMatchObject({
      email: body.email.toLowerCase(),
      firstName: "Grace",
      role: "business_owner",
      isVerified: false,
    });
    expectNoSecrets(user);
    const cookie = sessionCookieOf(res);
    expect(cookie).toBeTruthy();
    expect((await me(cookie)).user).toMatchObject({ id: user.id });
    const mail = sql
      .prepare("select subject from email_outbox where to_address = ?")
      .get(user.email) as { subject: string } | undefined;
    expect(mail?.subject).toBe("Verify your email address");
  });

  it.each([
    ["malformed JSON", "{nope", /valid JSON/],
    ["not an object", "[1,2]", /./],
    [
      "a short password",
      registration({ password: "short", confirmPassword: "short" }),
      /at least 8/,
    ],
    ["mismatched confirmation", registration({ confirmPassword: "something else" }), /don't match/],
    ["a bad e-mail", registration({ email: "not-an-email" }), /Invalid email address/],
    ["no first name", registration({ firstName: " " }), /First name is required/],
    ["a 9-digit phone", registration({ phone: "555-010-999" }), /10 digits/],
    ["an over-long company", registration({ company: "x".repeat(500) }), /at most/],
  ])("answers 400 { message } for %s and creates nothing", async (_name, body, message) => {
    const before = count("users");
    const res = await call(registerApi, "/api/auth/register", body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(message);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(count("users")).toBe(before);
  });

  it("accepts a body without confirmPassword", async () => {
    const { confirmPassword: _c, ...body } = registration();
    const res = await call(registerApi, "/api/auth/register", body);
    expect(res.status).toBe(201);
  });

  it("answers 409 for an e-mail that is already registered", async () => {
    const { body } = await registered();
    const res = await call(
      registerApi,
      "/api/auth/register",
      registration({ email: body.email.toUpperCase() }),
    );
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(AUTH_MESSAGES.emailTaken);
  });
});

describe("POST /api/auth/login", () => {
  it("answers { user } with a new session cookie each time", async () => {
    const { body } = await registered();
    const first = await call(loginApi, "/api/auth/login", {
      email: body.email.toUpperCase(),
      password: body.password,
    });
    expect(first.status).toBe(200);
    const { user } = await first.json();
    expect(user).toMatchObject({ email: body.email });
    expectNoSecrets(user);
    const a = sessionCookieOf(first)!;
    // Logging in again from the same browser replaces the session: the old id stops working.
    const second = await call(
      loginApi,
      "/api/auth/login",
      { email: body.email, password: body.password },
      { cookie: a },
    );
    const b = sessionCookieOf(second)!;
    expect(b).not.toBe(a);
    expect((await me(a)).user).toBeNull();
    expect((await me(b)).user).toMatchObject({ id: user.id });
  });

  it("gives the same 401 for a wrong password and an unknown e-mail", async () => {
    const { body } = await registered();
    const wrong = await call(loginApi, "/api/auth/login", {
      email: body.email,
      password: "not the password",
    });
    const unknown = await call(loginApi, "/api/auth/login", {
      email: "nobody-at-all@example.com",
      password: "not the password",
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "Invalid email or password" });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it.each([
    ["malformed JSON", "{", /valid JSON/],
    ["no password", { email: "a@example.com" }, /Password is required/],
    ["an empty password", { email: "a@example.com", password: "" }, /Password is required/],
    ["a bad e-mail", { email: "nope", password: "whatever1" }, /Invalid email address/],
  ])("answers 400 { message } for %s", async (_name, body, message) => {
    const res = await call(loginApi, "/api/auth/login", body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(message);
  });

  it("answers 429 { message } once an address has tried too often", async () => {
    const ip = newIp();
    // A different account each time: the limit of one address counts attempts on any account.
    const body = (i: number) => ({ email: `flood-${i}@example.com`, password: "whatever1" });
    for (let i = 0; i < LIMITS.login.max; i++) {
      expect((await call(loginApi, "/api/auth/login", body(i), { ip })).status).toBe(401);
    }
    const res = await call(loginApi, "/api/auth/login", body(99), { ip });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    // Another address is not affected.
    const other = { email: "someone-else@example.com", password: "whatever1" };
    expect((await call(loginApi, "/api/auth/login", other)).status).toBe(401);
  });
});

describe("GET /api/auth/me", () => {
  it("answers { user: null } when signed out or with a forged cookie", async () => {
    expect(await me()).toEqual({ user: null });
    expect(await me("__session=forged-value")).toEqual({ user: null });
  });

  it("answers the public fields only, never the hash or tokens", async () => {
    const { cookie, body } = await registered();
    // Give the account a pending reset token too, so there is something to leak.
    await call(resetApi, "/api/auth/reset-password", { email: body.email });
    const { user } = await me(cookie);
    expect(Object.keys(user!).sort()).toEqual(
      ["company", "email", "firstName", "id", "isVerified", "lastName", "phone", "role"].sort(),
    );
    expectNoSecrets(user);
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the session row and clears the cookie", async () => {
    const { cookie } = await registered();
    const res = await call(logoutApi, "/api/auth/logout", "", { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get("Set-Cookie")).toMatch(/__session=;.*Max-Age=0/i);
    expect((await me(cookie)).user).toBeNull();
  });

  it("is fine when nobody is signed in", async () => {
    const res = await call(logoutApi, "/api/auth/logout", "");
    expect(res.status).toBe(200);
  });
});

/** The token in the newest mail with `subject` to `email`. */
function mailedToken(email: string, subject: string, path: string): string {
  const mail = sql
    .prepare(
      "select text_body from email_outbox where to_address = ? and subject = ? order by id desc",
    )
    .get(email, subject) as { text_body: string };
  const match = mail.text_body.match(new RegExp(`${path}\\?token=([\\w-]+)`));
  return match![1];
}

describe("POST /api/auth/verify-email", () => {
  it("verifies with the mailed token, once", async () => {
    const { body, cookie } = await registered();
    const token = mailedToken(body.email, "Verify your email address", "/verify-email");
    const ok = await call(verifyApi, "/api/auth/verify-email", { token });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ ok: true });
    expect((await me(cookie)).user).toMatchObject({ isVerified: true });
    const again = await call(verifyApi, "/api/auth/verify-email", { token });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: AUTH_MESSAGES.verifyInvalid });
  });

  it.each([["{bad"], [JSON.stringify({})], [JSON.stringify({ token: 42 })]])(
    "answers 400 { message } for %s",
    async (body) => {
      const res = await call(verifyApi, "/api/auth/verify-email", body);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBeTruthy();
    },
  );
});

describe("POST /api/auth/reset-password", () => {
  it("answers the same 200 for a known and an unknown e-mail, mailing only the known one", async () => {
    const { body } = await registered();
    const before = count("email_outbox");
    const known = await call(resetApi, "/api/auth/reset-password", { email: body.email });
    const unknown = await call(resetApi, "/api/auth/reset-password", {
      email: "no-such-owner@example.com",
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const a = await known.json();
    expect(a).toEqual(await unknown.json());
    expect(a.message).toBe(AUTH_MESSAGES.resetRequested);
    expect(count("email_outbox")).toBe(before + 1);
  });

  it("sets the new password with { token, password } and ends every session", async () => {
    const { body, cookie } = await registered();
    await call(resetApi, "/api/auth/reset-password", { email: body.email });
    const token = mailedToken(body.email, "Reset your password", "/reset-password");
    const res = await call(resetApi, "/api/auth/reset-password", {
      token,
      password: "my new password",
    });
    expect(res.status).toBe(200);
    expect((await me(cookie)).user).toBeNull();
    const login = await call(loginApi, "/api/auth/login", {
      email: body.email,
      password: "my new password",
    });
    expect(login.status).toBe(200);
    const reuse = await call(resetApi, "/api/auth/reset-password", {
      token,
      password: "another new one",
    });
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toEqual({ message: AUTH_MESSAGES.resetInvalid });
  });

  it.each([
    ["malformed JSON", "{", /valid JSON/],
    ["neither e-mail nor token", {}, /Invalid email address/],
    ["a bad e-mail", { email: "nope" }, /Invalid email address/],
    ["a short new password", { token: "abc", password: "short" }, /at least 8/],
    ["an unknown token", { token: "abc", password: "long enough pw" }, /invalid or has expired/],
  ])("answers 400 { message } for %s", async (_name, body, message) => {
    const res = await call(resetApi, "/api/auth/reset-password", body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(message);
  });

  it("answers 429 { message } after too many requests from one address", async () => {
    const ip = newIp();
    for (let i = 0; i < LIMITS.passwordReset.max; i++) {
      const res = await call(
        resetApi,
        "/api/auth/reset-password",
        { email: "x@example.com" },
        { ip },
      );
      expect(res.status).toBe(200);
    }
    const res = await call(
      resetApi,
      "/api/auth/reset-password",
      { email: "x@example.com" },
      { ip },
    );
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
  });
});

describe("register rate limit", () => {
  it("answers 429 { message } after too many sign-ups from one address", async () => {
    const ip = newIp();
    for (let i = 0; i < LIMITS.register.max; i++) {
      const res = await call(registerApi, "/api/auth/register", registration(), { ip });
      expect(res.status).toBe(201);
    }
    const res = await call(registerApi, "/api/auth/register", registration(), { ip });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
  });
});

describe("wrong methods", () => {
  it("answers 405 { message } for GET on the POST routes", async () => {
    for (const route of [loginApi, logoutApi, registerApi, resetApi, verifyApi]) {
      const res = (await route.loader()) as Response;
      expect(res.status).toBe(405);
      expect((await res.json()).message).toBeTruthy();
    }
  });
});
