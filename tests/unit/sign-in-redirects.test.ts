/**
 * Decision 041: no `redirectTo` sends the browser to another site after a real
 * sign-in or sign-up, however it is spelled. Each value is checked the way a browser would follow
 * the answer: the Location resolved against the site must stay on the site.
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { args, asResponse, call, cookieFor, freshIp, respond } from "~/tests/support/route-call";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { createUser } from "~/models/accounts/users.server";
import { afterLoginRedirect } from "~/server/auth/auth.server";
import * as loginPage from "~/routes/auth/login";
import * as registerPage from "~/routes/auth/register";

const SITE = "https://striping.example";
const PASSWORD = "a long enough secret";

/** Where a browser on the site goes when it follows `location`. */
const followed = (location: string) => new URL(location, SITE);

/** Values that reached another site, or would in some browser, each as an attacker writes it. */
const ATTACKS = [
  "/.//evil.example/x",
  "/././/evil.example/x",
  "/foo/..//evil.example",
  "/foo/bar/../..//evil.example/x?y=1",
  "/..//evil.example",
  "/%2e//evil.example",
  "/foo/%2e%2e//evil.example",
  "/.%2e//evil.example",
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "/.\\/evil.example",
  "/foo/..\\/evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "/.\t//evil.example",
  "/\n/evil.example",
  "/.\r\n//evil.example",
  "/foo/\t../\t/evil.example",
  "https://evil.example/",
  "http:/evil.example",
  "javascript:alert(1)",
  "%2F%2Fevil.example",
  "%5C%5Cevil.example",
  " /dashboard",
];

/** Encoded slashes stay encoded inside a path: they are allowed only as that path. */
const ENCODED = ["/%2F%2Fevil.example", "/%5C%5Cevil.example", "/%2F/evil.example", "/%5C/x"];

describe("safeRedirectPath", () => {
  it.each(ATTACKS)("sends %j to the fallback", (value) => {
    expect(safeRedirectPath(value, "/dashboard")).toBe("/dashboard");
    expect(afterLoginRedirect(value)).toBe("/dashboard");
  });

  it.each(ENCODED)("keeps %j on the site as a path", (value) => {
    const path = safeRedirectPath(value, "/dashboard");
    expect(path.startsWith("//") || path.startsWith("/\\")).toBe(false);
    expect(followed(path).origin).toBe(SITE);
  });

  it("returns the normalised path, query and hash of a same-site target", () => {
    expect(safeRedirectPath("/browse?state=TX&page=2#results", "/x")).toBe(
      "/browse?state=TX&page=2#results",
    );
    expect(safeRedirectPath("/a/./b/../c?q=1", "/x")).toBe("/a/c?q=1");
    expect(safeRedirectPath("/materials?draft=abc", "/x")).toBe("/materials?draft=abc");
  });

  it.each([null, undefined, "", 42, {}])("falls back for %j", (value) => {
    expect(safeRedirectPath(value, "/dashboard")).toBe("/dashboard");
  });
});

async function account() {
  const email = `redirect-${crypto.randomBytes(4).toString("hex")}@example.com`;
  const user = await createUser(
    { email, password: PASSWORD, firstName: "Rae", lastName: "Direct" },
    { siteUrl: "http://localhost" },
  );
  return { ...user, password: PASSWORD };
}

const post = (handler: (a: never) => unknown, path: string, fields: Record<string, string>) =>
  call(handler, "POST", path, { body: new URLSearchParams(fields), ip: freshIp() });

describe("the real sign-in and sign-up send nobody off the site", () => {
  it.each(ATTACKS.slice(0, 20))("/login with redirectTo %j goes to /dashboard", async (value) => {
    const user = await account();
    const res = await post(loginPage.action, "/login", {
      email: user.email,
      password: user.password,
      redirectTo: value,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Set-Cookie")).toContain("__session=");
    expect(res.headers.get("Location")).toBe("/dashboard");
  });

  it.each(ATTACKS.slice(0, 20))(
    "/register with redirectTo %j goes to /dashboard",
    async (value) => {
      const email = `redirect-new-${crypto.randomBytes(4).toString("hex")}@example.com`;
      const res = await post(registerPage.action, "/register", {
        firstName: "Rae",
        lastName: "Direct",
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        redirectTo: value,
      });
      expect(res.status).toBe(302);
      expect(res.headers.get("Set-Cookie")).toContain("__session=");
      expect(res.headers.get("Location")).toBe("/dashboard");
    },
  );

  it.each(ENCODED)("/login with redirectTo %j stays on the site", async (value) => {
    const user = await account();
    const res = await post(loginPage.action, "/login", {
      email: user.email,
      password: user.password,
      redirectTo: value,
    });
    expect(res.status).toBe(302);
    expect(followed(res.headers.get("Location")!).origin).toBe(SITE);
  });

  it.each(["/.//evil.example/x", "/foo/..//evil.example", "/\\evil.example", "/%2e//evil"])(
    "a signed-in GET /login?redirectTo=%j goes to /dashboard",
    async (value) => {
      const user = await account();
      const cookie = await cookieFor(user.id);
      for (const page of [loginPage, registerPage]) {
        const path = `/${page === loginPage ? "login" : "register"}`;
        const res = await call(
          page.loader,
          "GET",
          `${path}?${new URLSearchParams({ redirectTo: value })}`,
          {
            cookie,
          },
        );
        expect(res.status).toBe(302);
        expect(res.headers.get("Location")).toBe("/dashboard");
      }
    },
  );

  it("a signed-out /login page carries only a safe redirectTo in its form", async () => {
    const page = async (value: string) =>
      (await asResponse(
        await respond(
          loginPage.loader(args("GET", `/login?${new URLSearchParams({ redirectTo: value })}`)),
        ),
      ).json()) as { redirectTo: string };
    expect(await page("/.//evil.example/x")).toEqual({ redirectTo: "" });
    expect(await page("/browse?state=TX")).toEqual({ redirectTo: "/browse?state=TX" });
  });

  it("a same-site redirectTo still works", async () => {
    const user = await account();
    const res = await post(loginPage.action, "/login", {
      email: user.email,
      password: user.password,
      redirectTo: "/browse?state=TX#top",
    });
    expect(res.headers.get("Location")).toBe("/browse?state=TX#top");
  });
});
