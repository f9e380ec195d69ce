import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { args, asResponse, flashedToast, respond } from "~/tests/support/route-call";
import { AUTH_MESSAGES } from "~/lib/auth-schemas";
import { createUser } from "~/models/accounts/users.server";
import { LIMITS } from "~/server/rate-limit.server";
import * as forgotPage from "~/routes/auth/forgot-password";
import * as loginPage from "~/routes/auth/login";
import * as logoutRoute from "~/routes/auth/logout";
import * as registerPage from "~/routes/auth/register";
import * as resetPage from "~/routes/auth/reset-password";
import * as verifyPage from "~/routes/auth/verify-email";

const sql = getDb().$client;
const newIp = () => `203.0.113.${crypto.randomInt(1, 255)}-${crypto.randomUUID()}`;

const form = (
  path: string,
  fields: Record<string, string>,
  init: { cookie?: string; ip?: string } = {},
) =>
  args("POST", path, {
    body: new URLSearchParams(fields),
    cookie: init.cookie,
    ip: init.ip ?? newIp(),
  });

const get = (path: string, cookie?: string) => args("GET", path, { cookie });

/** Runs a loader/action and gives back the Response, thrown or returned. */
const run = async (fn: () => unknown) => asResponse(await respond(Promise.resolve().then(fn)));

const sessionCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith("__session=") && !c.startsWith("__session=;"))
    ?.split(";")[0];

async function owner() {
  const email = `page-owner-${crypto.randomBytes(3).toString("hex")}@example.com`;
  const user = await createUser(
    { email, password: "page password", firstName: "Pat", lastName: "Page" },
    { siteUrl: "http://localhost" },
  );
  return { ...user, password: "page password" };
}

describe("/login action", () => {
  it("signs in, sets a session cookie and goes to a local redirectTo", async () => {
    const user = await owner();
    const res = await run(() =>
      loginPage.action(
        form("/login", { email: user.email, password: user.password, redirectTo: "/browse?x=1" }),
      ),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/browse?x=1");
    expect(sessionCookie(res)).toBeTruthy();
  });

  it.each(["//evil.example.com", "/\\evil.example.com", "https://evil.example.com", "dashboard"])(
    "ignores the unsafe redirectTo %s",
    async (redirectTo) => {
      const user = await owner();
      const res = await run(() =>
        loginPage.action(
          form("/login", { email: user.email, password: user.password, redirectTo }),
        ),
      );
      expect(res.headers.get("Location")).toBe("/dashboard");
    },
  );

  it("answers 401 with the inline message and no cookie for a wrong password", async () => {
    const user = await owner();
    const res = await run(() =>
      loginPage.action(form("/login", { email: user.email, password: "wrong one" })),
    );
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body.result.error[""]).toEqual([AUTH_MESSAGES.loginFailedInline]);
    expect(body.toast).toMatchObject({ title: "Login failed", type: "destructive" });
    expect(JSON.stringify(body)).not.toContain("wrong one");
    expect(sessionCookie(res)).toBeUndefined();
  });

  it("shows the rate-limit message inline (429) once an address tried too often", async () => {
    const ip = newIp();
    for (let i = 0; i < LIMITS.login.max; i++) {
      await run(() =>
        loginPage.action(form("/login", { email: "x@example.com", password: "y" }, { ip })),
      );
    }
    const res = await run(() =>
      loginPage.action(form("/login", { email: "x@example.com", password: "y" }, { ip })),
    );
    expect(res.status).toBe(429);
    expect((await res.json()).result.error[""]).toEqual([AUTH_MESSAGES.tooManyAttempts]);
  });

  it("sends a signed-in visitor on to /dashboard", async () => {
    const user = await owner();
    const login = await run(() =>
      loginPage.action(form("/login", { email: user.email, password: user.password })),
    );
    const cookie = sessionCookie(login)!;
    const res = await run(() => loginPage.loader(get("/login", cookie)));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/dashboard");
    const reg = await run(() => registerPage.loader(get("/register", cookie)));
    expect(reg.headers.get("Location")).toBe("/dashboard");
  });
});

describe("/register action", () => {
  const fields = (email: string) => ({
    firstName: "Reg",
    lastName: "Istrant",
    email,
    password: "register me please",
    confirmPassword: "register me please",
  });

  it("creates a business_owner even when the form posts a role", async () => {
    const email = `reg-${crypto.randomBytes(3).toString("hex")}@example.com`;
    const res = await run(() =>
      registerPage.action(form("/register", { ...fields(email), role: "admin", isVerified: "1" })),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/dashboard");
    expect(sessionCookie(res)).toBeTruthy();
    expect(sql.prepare("select role, is_verified from users where email = ?").get(email)).toEqual({
      role: "business_owner",
      is_verified: 0,
    });
  });

  it("stores nothing when the honeypot is filled", async () => {
    const email = `bot-${crypto.randomBytes(3).toString("hex")}@example.com`;
    const res = await run(() =>
      registerPage.action(form("/register", { ...fields(email), contactWebsite: "http://spam" })),
    );
    expect(res.status).toBe(302);
    // The bot is told what a new member is told (decision 004).
    expect(res.headers.get("Location")).toBe("/dashboard");
    expect((await flashedToast(res))?.title).toBe(AUTH_MESSAGES.registrationSuccess);
    expect(sessionCookie(res)).toBeUndefined();
    expect(sql.prepare("select id from users where email = ?").get(email)).toBeUndefined();
  });

  it("answers 400 with field messages and 'Registration failed' inline", async () => {
    const res = await run(() =>
      registerPage.action(form("/register", { ...fields("bad"), confirmPassword: "x" })),
    );
    expect(res.status).toBe(400);
    const { result } = await res.json();
    expect(result.error).toMatchObject({
      "": [AUTH_MESSAGES.registrationFailedInline],
      email: [AUTH_MESSAGES.invalidEmail],
      confirmPassword: [AUTH_MESSAGES.passwordsDontMatch],
    });
    expect(JSON.stringify(result)).not.toContain("register me please");
  });

  it("answers 429 after too many sign-ups from one address", async () => {
    const ip = newIp();
    for (let i = 0; i < LIMITS.register.max; i++) {
      const email = `rl-${crypto.randomBytes(4).toString("hex")}@example.com`;
      await run(() => registerPage.action(form("/register", fields(email), { ip })));
    }
    const res = await run(() =>
      registerPage.action(form("/register", fields("late@example.com"), { ip })),
    );
    expect(res.status).toBe(429);
    expect((await res.json()).result.error[""]).toEqual([AUTH_MESSAGES.tooManyAttempts]);
  });
});

describe("sign-out", () => {
  it("ends the session row and flashes 'Logged Out'", async () => {
    const user = await owner();
    const login = await run(() =>
      loginPage.action(form("/login", { email: user.email, password: user.password })),
    );
    const before = (
      sql.prepare("select count(*) n from user_sessions where user_id = ?").get(user.id) as {
        n: number;
      }
    ).n;
    expect(before).toBe(1);
    const res = await run(() =>
      logoutRoute.action(form("/logout", {}, { cookie: sessionCookie(login) })),
    );
    expect(res.headers.get("Location")).toBe("/");
    expect(
      sql.prepare("select count(*) n from user_sessions where user_id = ?").get(user.id),
    ).toEqual({ n: 0 });
  });
});

describe("links from e-mails", () => {
  it("opening a verification or reset link (GET) writes nothing", async () => {
    const user = await owner();
    const mail = sql
      .prepare("select text_body from email_outbox where to_address = ? order by id desc")
      .get(user.email) as { text_body: string };
    const token = mail.text_body.match(/verify-email\?token=([\w-]+)/)![1];
    const changes = () => (sql.prepare("select total_changes() n").get() as { n: number }).n;
    const start = changes();
    const page = await (
      await run(() => verifyPage.loader(get(`/verify-email?token=${token}`)))
    ).json();
    expect(page).toEqual({ state: "ready", token, claiming: null });
    const reset = await (
      await run(() => resetPage.loader(get("/reset-password?token=nope")))
    ).json();
    expect(reset).toEqual({ token: "nope", valid: false });
    expect(changes()).toBe(start);
    expect(sql.prepare("select is_verified from users where id = ?").get(user.id)).toEqual({
      is_verified: 0,
    });
    // The button's POST verifies.
    const res = await run(() => verifyPage.action(form("/verify-email", { token })));
    expect(res.headers.get("Location")).toBe("/verify-email?verified=1");
    expect(sql.prepare("select is_verified from users where id = ?").get(user.id)).toEqual({
      is_verified: 1,
    });
  });

  it("a forgot-password request answers the same for known and unknown addresses", async () => {
    const user = await owner();
    const known = await run(() =>
      forgotPage.action(form("/forgot-password", { email: user.email })),
    );
    const unknown = await run(() =>
      forgotPage.action(form("/forgot-password", { email: "nobody-x@example.com" })),
    );
    for (const res of [known, unknown]) {
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/forgot-password?sent=1");
    }
  });
});
