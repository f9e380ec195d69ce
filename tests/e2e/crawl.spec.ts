import { expect, test } from "./fixtures";

/**
 * Pages other engineers are building right now (accounts, wizard, dashboard, materials,
 * quotes). A link to them is reported, not failed, until they land.
 * TODO: empty this list once /add-company, /dashboard, /materials, /get-quote, /login,
 * /register and /forgot-password exist, so a broken link to them fails the crawl too.
 */
const PENDING = [
  "/add-company",
  "/dashboard",
  "/materials",
  "/get-quote",
  "/login",
  "/register",
  "/forgot-password",
];
const MAX_PAGES = 400;

const isPending = (path: string) =>
  PENDING.some((p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}?`));

function links(html: string, from: URL): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const href = m[1].replace(/&amp;/g, "&");
    let url: URL;
    try {
      url = new URL(href, from);
    } catch {
      continue;
    }
    if (url.origin !== from.origin) continue; // mailto:, tel:, other sites
    out.push(url.pathname + url.search);
  }
  return out;
}

test("a crawl from / following every internal link finds no 404", async ({
  request,
  js,
  baseURL,
}) => {
  test.skip(!js, "plain HTTP: once is enough");
  test.setTimeout(240_000);
  const origin = new URL(baseURL!);
  const queue = ["/"];
  const seen = new Set(queue);
  const broken: string[] = [];
  const pending: string[] = [];
  const visited: string[] = [];
  while (queue.length && visited.length < MAX_PAGES) {
    const path = queue.shift()!;
    // A bot user agent, so the crawl does not count blog post views.
    const res = await request.get(path, {
      headers: { "User-Agent": "StripingLinkChecker/1.0 (bot)" },
    });
    visited.push(path);
    if (res.status() >= 400) {
      (isPending(path) ? pending : broken).push(`${res.status()} ${path}`);
      continue;
    }
    if (!(res.headers()["content-type"] ?? "").includes("text/html")) continue;
    for (const next of links(await res.text(), new URL(path, origin))) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  if (pending.length) {
    test
      .info()
      .annotations.push({ type: "pending pages (not failed)", description: pending.join(", ") });
    console.log(`Links to pages still being built: ${pending.join(", ")}`);
  }
  expect(broken).toEqual([]);
  expect(visited.length).toBeGreaterThan(50);
  expect(visited.some((p) => /^\/companies\/[^/?]+$/.test(p))).toBe(true);
  expect(visited.some((p) => /^\/striping-companies\/[a-z-]+(\/[a-z-]+)?$/.test(p))).toBe(true);
  expect(visited.some((p) => /^\/blog\/[a-z0-9-]+$/.test(p))).toBe(true);
  for (const p of ["/resources", "/blog", "/faq", "/about", "/merch", "/contact"]) {
    expect(visited).toContain(p);
  }
});
