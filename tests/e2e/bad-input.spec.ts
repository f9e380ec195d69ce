/**
 * Bad input against the production build (decision 043): every route of the
 * manifest (app/routes.ts) is walked, so a route added later is held to the same rules.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { createCompany, createUser, db, E2E_SESSION_SECRET, expect, test } from "./fixtures";

test.beforeEach(({ js }) => test.skip(!js, "plain HTTP: runs once, in the js project"));

type RouteEntry = {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
};
type Route = { file: string; path: string; source: string; page: boolean; action: boolean };

/** Every route of app/routes.ts with its full path, its source and whether it renders a page. */
async function manifest(): Promise<Route[]> {
  (globalThis as { __reactRouterAppDirectory?: string }).__reactRouterAppDirectory =
    path.resolve("app");
  // flatRoutes answers a promise of the route config.
  const config = (await (await import("~/routes")).default) as unknown as RouteEntry[];
  const out: Route[] = [];
  const walk = (entries: RouteEntry[], parent: string) => {
    for (const e of entries) {
      const full = [parent, e.path ?? ""].filter(Boolean).join("/");
      const source = fs.readFileSync(path.resolve("app", e.file), "utf8");
      out.push({
        file: e.file,
        path: `/${full}`,
        source,
        page: /export default/.test(source),
        action: /export (async )?function action\b|export const action\b/.test(source),
      });
      walk(e.children ?? [], full);
    }
  };
  walk(config, "");
  return out;
}

/** The signed session cookie of a new session of `userId` (as fixtures' signIn makes it). */
async function sessionCookie(userId: number): Promise<string> {
  const { createCookie } = await import("react-router");
  const id = crypto.randomBytes(32).toString("base64url");
  db()
    .prepare("INSERT INTO user_sessions (id, user_id, expires_at) VALUES (?, ?, ?)")
    .run(id, userId, Date.now() + 30 * 24 * 3600 * 1000);
  const cookie = createCookie("__session", { secrets: [E2E_SESSION_SECRET], path: "/" });
  return (await cookie.serialize(id)).split(";")[0];
}

const token = () => crypto.randomBytes(24).toString("base64url");

/** Rows the walk's URLs point at: a listing, a review, a post, live tokens. */
function samples() {
  const company = createCompany();
  const reviewToken = token();
  const review = db()
    .prepare(
      "INSERT INTO reviews (company_id, customer_name, customer_email, rating, title, content, confirm_token) VALUES (?, 'Walker', 'walker@example.com', 5, 'Fine', 'Fine work.', ?) RETURNING id",
    )
    .get(company.id, reviewToken) as { id: number };
  const quoteToken = token();
  db()
    .prepare(
      `INSERT INTO quote_requests (customer_name, customer_email, customer_phone, project_location, project_description, public_token)
       VALUES ('Quinn Private', 'quinn-${quoteToken.slice(0, 6)}@example.com', '(512) 555-0199', 'Austin, TX', 'Restripe our lot', ?)`,
    )
    .run(quoteToken);
  const newsletterToken = token();
  db()
    .prepare("INSERT INTO newsletter_subscribers (email, confirm_token) VALUES (?, ?)")
    .run(`news-${newsletterToken.slice(0, 8)}@example.com`, newsletterToken);
  const post = db().prepare("SELECT id, slug FROM blog_posts LIMIT 1").get() as {
    id: number;
    slug: string;
  };
  return { company, review, reviewToken, quoteToken, newsletterToken, post };
}

type Samples = ReturnType<typeof samples>;

/** A URL for `route` with its parameters filled from the samples. */
function urlOf(route: Route, s: Samples): string {
  const values: Record<string, string> = {
    slug: s.company.slug,
    state: "texas",
    service: "road-striping",
    id: String(s.company.id),
    companyId: String(s.company.id),
    kind: "website",
    quoteId: "1",
    code: "TX",
    part: "companies-1.xml",
    file: "0".repeat(32) + ".png",
  };
  if (/^\/(reviews\/)/.test(route.path)) values.id = String(s.review.id);
  if (route.path.startsWith("/admin/blog")) values.id = String(s.post.id);
  if (route.path.startsWith("/blog") || route.path.startsWith("/api/blog"))
    values.slug = s.post.slug;
  if (route.path.includes("quote-requests")) values.token = s.quoteToken;
  if (route.path.includes("reviews/confirm")) values.token = s.reviewToken;
  let url = route.path
    .replace(/:(\w+)\??/g, (_, name: string) => values[name] ?? "x")
    .replace(/\/\*$/, "/no-such-page-here");
  if (url === "/newsletter/confirm") url += `?token=${s.newsletterToken}`;
  else if (QUERY_TOKEN_PAGES.includes(url)) url += `?token=${token()}`;
  return url.replace(/\/+$/, "") || "/";
}

/** Pages reached by a secret in the query string (the `:token` ones are found by their path). */
const QUERY_TOKEN_PAGES = [
  "/reset-password",
  "/verify-email",
  "/confirm-email",
  "/newsletter/confirm",
  "/undo-email-change",
];
const isTokenPage = (r: Route) => r.path.includes(":token") || QUERY_TOKEN_PAGES.includes(r.path);

/** Resource routes whose answer is the same for everyone and say so themselves. */
const OWN_PUBLIC_LIFETIME = /^\/(logos|sitemap|robots|quick-search)/;

async function get(request: APIRequestContext, url: string, cookie?: string) {
  const res = await request.get(url, {
    headers: { ...(cookie ? { Cookie: cookie } : {}), "User-Agent": "StripingWalk/1.0 (bot)" },
    maxRedirects: 0,
  });
  return {
    status: res.status(),
    cacheControl: res.headers()["cache-control"] ?? "",
    xCache: res.headers()["x-cache"] ?? "",
    body: await res.text(),
  };
}

test("the walk finds the routes it must judge", async () => {
  const routes = await manifest();
  expect(routes.length).toBeGreaterThan(80);
  // A page that reads a secret from its query string must be named here (or use a :token path).
  for (const r of routes.filter((x) => x.page)) {
    if (/searchParams\.get\("token"\)|\btokenParam\(/.test(r.source)) {
      expect(isTokenPage(r), `${r.path} reads a token from its URL`).toBe(true);
    }
  }
  for (const p of QUERY_TOKEN_PAGES) expect(routes.map((r) => r.path)).toContain(p);
});

test("a page reached by a secret token is private, no-store and never served from the page cache", async ({
  request,
}) => {
  test.setTimeout(60_000);
  const s = samples();
  const routes = (await manifest()).filter((r) => r.page && isTokenPage(r));
  expect(routes.map((r) => r.path)).toEqual(
    expect.arrayContaining(["/quote-requests/:token", "/reviews/confirm/:token"]),
  );
  const wrong: string[] = [];
  for (const route of routes) {
    const url = urlOf(route, s);
    const data = url.includes("?") ? url.replace("?", ".data?") : `${url}.data`;
    for (const target of [url, url, data, data]) {
      const res = await get(request, target);
      if (res.cacheControl !== "private, no-store" || res.xCache === "HIT") {
        wrong.push(`${target}: ${res.status} ${res.cacheControl} ${res.xCache}`);
      }
    }
  }
  expect(wrong).toEqual([]);
  // The requester's page shows their own request, and a contractor's answer at once.
  const page = await get(request, `/quote-requests/${s.quoteToken}`);
  expect(page.status).toBe(200);
  expect(page.body).toContain("Restripe our lot");
});

test("every page and API read rendered for a signed-in user is private, no-store and not cached", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const s = samples();
  const owner = await createUser();
  const admin = await createUser();
  db().prepare("UPDATE users SET role = 'admin' WHERE id = ?").run(admin.id);
  db()
    .prepare("UPDATE companies SET is_claimed = 1, claimed_by = ? WHERE id = ?")
    .run(owner.id, s.company.id);
  const cookies = [await sessionCookie(owner.id), await sessionCookie(admin.id)];
  const routes = (await manifest()).filter(
    (r) => (r.page || r.path.startsWith("/api/")) && !OWN_PUBLIC_LIFETIME.test(r.path),
  );
  const wrong: string[] = [];
  for (const route of routes) {
    if (route.path === "/logout") continue;
    const url = urlOf(route, s);
    for (const cookie of cookies) {
      for (let i = 0; i < 2; i++) {
        const res = await get(request, url, cookie);
        if (res.status >= 500) wrong.push(`${url}: ${res.status}`);
        if (res.xCache === "HIT") wrong.push(`${url}: served from the page cache`);
        const answered = res.status === 200 || (res.status >= 400 && route.page);
        if (answered && res.cacheControl !== "private, no-store") {
          wrong.push(`${url}: ${res.status} ${res.cacheControl}`);
        }
      }
    }
  }
  expect(wrong).toEqual([]);
});

test("anonymous public pages stay cacheable", async ({ request }) => {
  const s = samples();
  for (const url of ["/", "/browse", `/companies/${s.company.slug}`, "/blog", "/about"]) {
    const res = await get(request, url);
    expect(res.status, url).toBe(200);
    expect(res.cacheControl, url).toContain("public");
  }
});

test("every page action answers a JSON or text body with a 415 and a message; no route answers 500", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const s = samples();
  const owner = await createUser();
  db().prepare("UPDATE users SET role = 'admin' WHERE id = ?").run(owner.id);
  const cookie = await sessionCookie(owner.id);
  const routes = (await manifest()).filter((r) => r.action);
  expect(routes.length).toBeGreaterThan(25);
  const wrong: string[] = [];
  for (const route of routes) {
    const url = urlOf(route, s);
    const api = url.startsWith("/api/");
    const targets = api
      ? [url]
      : [url, url.includes("?") ? url.replace("?", ".data?") : `${url}.data`];
    for (const target of targets) {
      for (const [type, body] of [
        ["application/json", JSON.stringify({ email: "walker@example.com", intent: "x" })],
        ["text/plain", "email=walker@example.com"],
      ]) {
        const res = await request.post(target, {
          headers: { "Content-Type": type, Origin: baseURL!, Cookie: cookie },
          data: body,
          maxRedirects: 0,
        });
        const status = res.status();
        if (status >= 500) wrong.push(`${target} ${type}: ${status}`);
        else if (!api && status !== 415) wrong.push(`${target} ${type}: ${status}, not 415`);
        else if (!api && !/form posts only/.test(await res.text()))
          wrong.push(`${target} ${type}: no message`);
      }
    }
  }
  expect(wrong).toEqual([]);
});

test("a control character is refused on a page and a stored CR/LF website is no link", async ({
  request,
  baseURL,
}) => {
  const res = await request.post("/contact", {
    headers: { Origin: baseURL! },
    form: {
      name: "Nul\u0000 Person",
      email: "nul@example.com",
      subject: "general",
      message: "A message with a NUL in the name.",
    },
  });
  expect(res.status()).toBe(400);
  expect(await res.text()).toContain("Remove the control characters");
  const company = createCompany();
  db()
    .prepare("UPDATE companies SET website = ? WHERE id = ?")
    .run("https://acme.example.com/\r\nSet-Cookie: pwned=1", company.id);
  const out = await request.get(`/out/${company.id}/website`, { maxRedirects: 0 });
  expect(out.status()).toBe(404);
});

test("statuses: a confirmed review is no 404, a logo says nosniff once, an unlisted listing is a JSON 404", async ({
  request,
  baseURL,
}) => {
  const s = samples();
  const confirm = await request.post(`/reviews/confirm/${s.reviewToken}`, {
    headers: { Origin: baseURL! },
    form: {},
    maxRedirects: 0,
  });
  expect(confirm.status()).toBe(302);
  expect(confirm.headers()["location"]).toBe(`/companies/${s.company.slug}#reviews`);

  const id = crypto.randomBytes(16).toString("hex");
  db()
    .prepare(
      "INSERT INTO logos (id, content_type, width, height, bytes) VALUES (?, 'image/png', 1, 1, ?)",
    )
    .run(id, Buffer.from("89504e470d0a1a0a", "hex"));
  const logo = await request.get(`/logos/${id}.png`);
  expect(logo.status()).toBe(200);
  const named = (n: string) => logo.headersArray().filter((h) => h.name.toLowerCase() === n);
  expect(named("x-content-type-options")).toHaveLength(1);
  expect(named("content-security-policy")).toHaveLength(1);

  const unlisted = createCompany();
  db()
    .prepare(
      "UPDATE companies SET listing_status = 'unlisted', directory = 'hidden-striping' WHERE id = ?",
    )
    .run(unlisted.id);
  for (const path of [
    `/api/companies/${unlisted.id}`,
    "/api/companies/99999999",
    "/api/companies/abc",
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.json(), path).toEqual({ message: "Company not found" });
  }
  const listed = await request.get(`/api/companies/${s.company.id}`);
  expect(listed.status()).toBe(200);
  expect((await listed.json()).slug).toBe(s.company.slug);
});
