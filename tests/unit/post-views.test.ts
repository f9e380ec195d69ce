/**
 * A blog post's view is counted once its page is sent, also when the page cache answers it
 * (the loader does not run then): the page says which post it shows in a header.
 */
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { POST_VIEW_HEADER, postViewCounter } from "~/server/middleware/post-views.server";
import { listen } from "~/tests/support/listen";

const raw = getDb().$client;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36";
const post = raw
  .prepare("SELECT id FROM blog_posts WHERE is_published = 1 ORDER BY id LIMIT 1")
  .get() as { id: number };
const views = () =>
  (raw.prepare("SELECT view_count v FROM blog_posts WHERE id = ?").get(post.id) as { v: number }).v;

let base = "";
let close: () => void = () => {};
beforeAll(async () => {
  const app = express();
  app.use(postViewCounter());
  app.get("/post", (_req, res) => {
    res.setHeader(POST_VIEW_HEADER, String(post.id));
    res.send("<p>post</p>");
  });
  app.get("/gone", (_req, res) => {
    res.setHeader(POST_VIEW_HEADER, String(post.id));
    res.status(404).send("gone");
  });
  app.get("/other", (_req, res) => res.send("other"));
  ({ base, stop: close } = await listen(app));
});
afterAll(() => close());

/** The count is written on the response's 'finish'; give it a moment after the body arrived. */
async function fetchAndSettle(path: string, init: RequestInit = {}) {
  const res = await fetch(base + path, init);
  await res.arrayBuffer();
  await new Promise((r) => setTimeout(r, 50));
  return res;
}

describe("blog post views", () => {
  it("count every page served to a browser, and nothing else", async () => {
    const before = views();
    await fetchAndSettle("/post", { headers: { "User-Agent": BROWSER } });
    await fetchAndSettle("/post", { headers: { "User-Agent": BROWSER } });
    expect(views()).toBe(before + 2);
    // Crawlers, a missing user agent, a failed page, a HEAD and other pages do not count.
    await fetchAndSettle("/post", { headers: { "User-Agent": "Googlebot/2.1" } });
    await fetchAndSettle("/post", { headers: { "User-Agent": "" } });
    await fetchAndSettle("/gone", { headers: { "User-Agent": BROWSER } });
    await fetchAndSettle("/post", { method: "HEAD", headers: { "User-Agent": BROWSER } });
    await fetchAndSettle("/other", { headers: { "User-Agent": BROWSER } });
    expect(views()).toBe(before + 2);
  });
});
