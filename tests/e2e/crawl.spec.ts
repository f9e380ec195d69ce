import { expect, test } from "./fixtures";

const MAX_PAGES = 400;

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
    // Counted contact links redirect to a listing's phone, e-mail or site (decision 023).
    if (url.pathname.startsWith("/out/")) continue;
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
  const visited: string[] = [];
  while (queue.length && visited.length < MAX_PAGES) {
    const path = queue.shift()!;
    // A bot user agent, so the crawl does not count blog post views.
    const res = await request.get(path, {
      headers: { "User-Agent": "StripingLinkChecker/1.0 (bot)" },
    });
    visited.push(path);
    if (res.status() >= 400) {
      broken.push(`${res.status()} ${path}`);
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
  expect(broken).toEqual([]);
  expect(visited.length).toBeGreaterThan(50);
  expect(visited.some((p) => /^\/companies\/[^/?]+$/.test(p))).toBe(true);
  expect(visited.some((p) => /^\/striping-companies\/[a-z-]+(\/[a-z-]+)?$/.test(p))).toBe(true);
  expect(visited.some((p) => /^\/blog\/[a-z0-9-]+$/.test(p))).toBe(true);
  for (const p of [
    "/resources",
    "/blog",
    "/faq",
    "/about",
    "/merch",
    "/contact",
    "/materials",
    "/add-company",
    "/login",
    "/register",
    "/get-quote",
  ]) {
    expect(visited).toContain(p);
  }
});
