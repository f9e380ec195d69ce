/**
 * Who may use the operator's console (decision 018): every /admin
 * route and action, walked from the route files themselves so a new screen cannot be forgotten,
 * answers 404 to a visitor, a business owner and a disabled operator; and a disabled account
 * is signed out at once and cannot sign in, by page or API.
 */
import { describe, expect, it } from "vitest";
import { call as callRoute } from "~/tests/support/route-call";
import { account, auditOf, call, cookieFor, sql } from "~/tests/support/admin-call";
import { insertCompany } from "~/tests/support/factories";
import { setUserDisabled, USER_MESSAGES } from "~/models/admin/admin-users.server";
import { hashPassword } from "~/models/accounts/users.server";
import { AUTH_MESSAGES } from "~/lib/auth-schemas";
import * as apiLogin from "~/routes/api/api.auth.login";
import * as login from "~/routes/auth/login";
import * as adminUsers from "~/routes/admin/admin.users";
import { getUser } from "~/server/auth/auth.server";

type RouteModule = { loader?: (a: never) => unknown; action?: (a: never) => unknown };
const modules = import.meta.glob<RouteModule>("/app/routes/admin/admin*.tsx", { eager: true });

/** The URL a flat route file answers (`admin.listings_.$id` → /admin/listings/:id). */
function urlOf(file: string, id: string) {
  const name = file
    .split("/")
    .pop()!
    .replace(/\.tsx$/, "");
  const parts = name
    .split(".")
    .filter((p) => p !== "_index")
    .map((p) => (p.startsWith("$") ? id : p.replace(/_$/, "")));
  return `/${parts.join("/")}`;
}

const routes = Object.entries(modules).map(([file, mod]) => ({ file, mod }));

describe("the console is refused to everyone but an active operator", () => {
  it("finds every admin route file", () => {
    const urls = routes.map((r) => urlOf(r.file, ":id"));
    for (const url of [
      "/admin",
      "/admin/claims",
      "/admin/listings/:id",
      "/admin/messages",
      "/admin/newsletter",
      "/admin/quotes",
      "/admin/outbox",
      "/admin/users",
      "/admin/blog",
      "/admin/blog/:id/preview",
      "/admin/resources/:id",
      "/admin/audit",
    ]) {
      expect(urls).toContain(url);
    }
  });

  it("answers 404 to GET and POST on every route for a visitor, an owner and a disabled operator", async () => {
    const company = insertCompany();
    const owner = await cookieFor(account().id);
    const disabledOperator = account("admin");
    // Disabled behind the app's back, its session row kept: the session lookup itself refuses it.
    const disabledCookie = await cookieFor(disabledOperator.id);
    sql
      .prepare("UPDATE users SET disabled_at = ? WHERE id = ?")
      .run(Date.now(), disabledOperator.id);
    const operator = await cookieFor(account("admin").id);
    const visitors = {
      "signed out": undefined,
      "business owner": owner,
      "disabled operator": disabledCookie,
    };
    const auditBefore = (sql.prepare("SELECT count(*) AS n FROM audit_log").get() as { n: number })
      .n;
    const post = sql.prepare("SELECT id FROM blog_posts LIMIT 1").get() as { id: number };
    let walked = 0;
    for (const { file, mod } of routes) {
      // Each screen's own record, so the operator's GET finds it: a post, a state, a listing.
      const params: Record<string, string> = file.includes("admin.blog.$id")
        ? { id: String(post.id) }
        : file.includes("$code")
          ? { code: "TX" }
          : { id: String(company.id) };
      const url = urlOf(file, params.id ?? params.code);
      for (const [who, cookie] of Object.entries(visitors)) {
        for (const [kind, fn] of [
          ["GET", mod.loader],
          ["POST", mod.action],
        ] as const) {
          if (!fn) continue;
          const form =
            kind === "POST"
              ? { intent: "approve", companyId: String(company.id), id: "1" }
              : undefined;
          const res = await call(fn, url, { cookie, form, params });
          expect(res.status, `${kind} ${url} as ${who}`).toBe(404);
          walked += 1;
        }
      }
      if (mod.loader) {
        const res = await call(mod.loader, url, { cookie: operator, params });
        expect(res.status, `GET ${url} as an operator`).toBe(200);
      }
    }
    expect(walked).toBeGreaterThanOrEqual(routes.length * 3);
    const auditAfter = (sql.prepare("SELECT count(*) AS n FROM audit_log").get() as { n: number })
      .n;
    expect(auditAfter).toBe(auditBefore);
  });
});

async function withPassword(password: string) {
  const user = account();
  sql
    .prepare("UPDATE users SET hashed_password = ? WHERE id = ?")
    .run(await hashPassword(password), user.id);
  return user;
}

function pageLogin(email: string, password: string) {
  return call(login.action, "/login", { form: { email, password, redirectTo: "" } });
}

const apiSignIn = (email: string, password: string) =>
  callRoute(apiLogin.action, "POST", "/api/auth/login", {
    json: { email, password },
    ip: "203.0.113.9",
  });

describe("disabling an account", () => {
  it("ends its sessions at once, refuses sign-in by page and API with a clear message, and is audited", async () => {
    const admin = account("admin");
    const adminCookie = await cookieFor(admin.id);
    const user = await withPassword("correct horse battery");
    const userCookie = await cookieFor(user.id);
    const asUser = new Request("http://localhost/dashboard", { headers: { Cookie: userCookie } });
    expect((await getUser(asUser))?.id).toBe(user.id);

    const found = await (
      await call(adminUsers.loader, `/admin/users?q=${encodeURIComponent(user.email)}`, {
        cookie: adminCookie,
      })
    ).json();
    expect(found.items).toMatchObject([
      { id: user.id, email: user.email, sessions: 1, disabledAt: null },
    ]);

    const noReason = await call(adminUsers.action, "/admin/users", {
      cookie: adminCookie,
      form: { userId: String(user.id), intent: "disable", note: "" },
    });
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain("Say why the account is disabled");

    const res = await call(adminUsers.action, "/admin/users", {
      cookie: adminCookie,
      form: { userId: String(user.id), intent: "disable", note: "Fake listings", q: user.email },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/admin/users?q=${encodeURIComponent(user.email)}`);
    expect(
      sql.prepare("SELECT count(*) AS n FROM user_sessions WHERE user_id = ?").get(user.id),
    ).toEqual({ n: 0 });
    expect(await getUser(asUser)).toBeNull();

    const page = await pageLogin(user.email, "correct horse battery");
    expect(page.status).toBe(403);
    expect(await page.text()).toContain(AUTH_MESSAGES.accountDisabled);
    const wrong = await pageLogin(user.email, "not the password");
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain(AUTH_MESSAGES.accountDisabled);
    const api = await apiSignIn(user.email, "correct horse battery");
    expect(api.status).toBe(403);
    expect(await api.json()).toMatchObject({ message: AUTH_MESSAGES.accountDisabled });
    expect(api.headers.get("Set-Cookie")).toBeNull();

    await call(adminUsers.action, "/admin/users", {
      cookie: adminCookie,
      form: { userId: String(user.id), intent: "enable" },
    });
    expect((await apiSignIn(user.email, "correct horse battery")).status).toBe(200);

    const log = auditOf(admin.email);
    expect(log.map((e) => [e.action, e.target_id, e.note])).toEqual([
      ["user.disable", user.id, "Fake listings"],
      ["user.enable", user.id, null],
    ]);
    expect(JSON.parse(log[0].before!)).toEqual({ disabledAt: null });
    expect(JSON.parse(log[0].after!)).toMatchObject({ sessionsEnded: 1 });
  });

  it("an operator cannot disable their own account, and a disabled operator is out of the console", async () => {
    const admin = account("admin");
    const cookie = await cookieFor(admin.id);
    const self = await call(adminUsers.action, "/admin/users", {
      cookie,
      form: { userId: String(admin.id), intent: "disable", note: "oops" },
    });
    expect(self.status).toBe(400);
    expect(await self.text()).toContain(USER_MESSAGES.self);

    const other = account("admin");
    const otherCookie = await cookieFor(other.id);
    expect((await call(adminUsers.loader, "/admin/users", { cookie: otherCookie })).status).toBe(
      200,
    );
    setUserDisabled(other.id, true, { id: admin.id, email: admin.email }, "Left the company");
    expect((await call(adminUsers.loader, "/admin/users", { cookie: otherCookie })).status).toBe(
      404,
    );
  });
});
