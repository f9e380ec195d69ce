import crypto from "node:crypto";
import zlib from "node:zlib";
import Database from "better-sqlite3";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import {
  PageCache,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
} from "~/page-cache/page-cache.server";
import { recordsAnyContent } from "~/tests/support/read-tags-helper";
import { listen } from "~/tests/support/listen";

const reviewCount = () =>
  (getDb().$client.prepare("select count(*) as n from reviews").get() as { n: number }).n;

// A small app wired like server.ts: compression, a per-response CSP nonce, the page cache,
// then handlers whose output depends on the database.
let cache: PageCache;
let base: string;
let close: () => void;
let renders = 0;
/** Renders of /slow in progress now, and the most at once. */
let rendering = 0;
let mostAtOnce = 0;

beforeAll(async () => {
  cache = new PageCache({
    databaseFile: getDb().$client.name,
    routeCacheable: () => true,
    maxEntries: 3,
    renderHoldMs: 200,
  });
  const app = express();
  app.use(compression());
  app.use((_req, res, next) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${nonce}'`);
    next();
  });
  app.use(cache.middleware());
  // Every handler here reads what any content change may move (decision 047).
  app.use(recordsAnyContent);
  app.get("/page", (req, res) => {
    renders++;
    const nonce = res.locals.cspNonce as string;
    const filler = "x".repeat(4000); // above compression's threshold
    res.type("html");
    res.write(`<p>${reviewCount()} reviews for ${String(req.query.q ?? "all")}</p>`);
    res.end(`<script nonce="${nonce}">1</script><script nonce="${nonce}">2</script>${filler}`);
  });
  app.get("/slow", async (req, res) => {
    renders++;
    mostAtOnce = Math.max(mostAtOnce, ++rendering);
    await new Promise((resolve) => setTimeout(resolve, 40));
    rendering--;
    res.send(`<p>${reviewCount()} reviews, page ${String(req.query.p)}</p>`);
  });
  // A page waiting on something outside the process (a slow disk, a remote store).
  app.get("/stalled", async (req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    res.send(`<p>stalled ${String(req.query.p)}</p>`);
  });
  app.get("/cookie", (_req, res) => {
    res.setHeader("Set-Cookie", "seen=1");
    res.send(`<p>${reviewCount()}</p>`);
  });
  app.get("/json", (_req, res) => {
    res.json({ reviews: reviewCount(), filler: "y".repeat(4000) });
  });
  app.get("/missing", (_req, res) => res.status(404).send("not here"));
  app.get("/private", (_req, res) => {
    res.setHeader("Cache-Control", "private, no-store");
    res.send("mine");
  });
  app.get("/own", (_req, res) => {
    res.setHeader("Cache-Control", "public, max-age=60");
    res.send(`own ${reviewCount()}`);
  });
  app.post("/write", (_req, res) => {
    insertReviewThrough(getDb().$client);
    res.status(201).send("ok");
  });
  ({ base, stop: close } = await listen(app, cache));
});

afterAll(() => close());

beforeEach(() => {
  cache.clear();
  renders = 0;
  mostAtOnce = 0;
});

function insertReviewThrough(connection: Database.Database) {
  connection
    .prepare(
      `insert into reviews (company_id, customer_name, rating, title, content)
       values ((select min(id) from companies), 'Cache Test', 5, 'Fine', 'Fine work')`,
    )
    .run();
}

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, { headers });
  return { res, text: await res.text(), cache: res.headers.get("x-cache") };
}

describe("page cache", () => {
  it("serves the second anonymous GET of a URL from memory, keyed by path and query", async () => {
    const first = await get("/page?q=a");
    expect(first.cache).toBe("MISS");
    const second = await get("/page?q=a");
    expect(second.cache).toBe("HIT");
    expect(second.text.replace(/nonce="[^"]+"/g, "")).toBe(
      first.text.replace(/nonce="[^"]+"/g, ""),
    );
    expect((await get("/page?q=b")).cache).toBe("MISS");
    expect((await get("/page?q=b")).cache).toBe("HIT");
    expect(renders).toBe(2);
  });

  it("gives each hit a fresh nonce that matches its own CSP header", async () => {
    const first = await get("/page");
    const hit = await get("/page");
    expect(hit.cache).toBe("HIT");
    const nonceOf = (r: typeof hit) =>
      /'nonce-([^']+)'/.exec(r.res.headers.get("content-security-policy") ?? "")?.[1];
    const [firstNonce, hitNonce] = [nonceOf(first), nonceOf(hit)];
    expect(hitNonce).toBeTruthy();
    expect(hitNonce).not.toBe(firstNonce);
    expect(hit.text).toContain(`<script nonce="${hitNonce}">1</script>`);
    expect(hit.text).toContain(`<script nonce="${hitNonce}">2</script>`);
    expect(hit.text).not.toContain(firstNonce);
  });

  it("drops the cache after a write through another connection (as LiteFS replicates)", async () => {
    const before = await get("/page");
    expect((await get("/page")).cache).toBe("HIT");
    const other = new Database(getDb().$client.name);
    try {
      insertReviewThrough(other);
    } finally {
      other.close();
    }
    const after = await get("/page");
    expect(after.cache).toBe("MISS");
    expect(after.text).toContain(`<p>${reviewCount()} reviews`);
    expect(after.text).not.toBe(before.text);
  });

  it("keeps the cache through writes no page shows: sessions, the outbox, activity, view counts", async () => {
    await get("/page");
    expect((await get("/page")).cache).toBe("HIT");
    const other = new Database(getDb().$client.name);
    try {
      other
        .prepare(
          "insert into email_outbox (to_address, subject, text_body) values ('x@example.com', 'Hi', 'Hello')",
        )
        .run();
      other.prepare("update blog_posts set view_count = view_count + 1").run();
      const user = other
        .prepare("insert into users (email, hashed_password) values (?, 'x') returning id")
        .get(`cache-${crypto.randomUUID()}@example.com`) as { id: number };
      other
        .prepare("insert into user_sessions (id, user_id, expires_at) values (?, ?, ?)")
        .run(crypto.randomUUID(), user.id, Date.now() + 60_000);
    } finally {
      other.close();
    }
    expect((await get("/page")).cache).toBe("HIT");
    expect(renders).toBe(1);
    // A listing's change is shown: it empties the cache.
    getDb()
      .$client.prepare(
        "update companies set description = description where id = (select min(id) from companies)",
      )
      .run();
    expect((await get("/page")).cache).toBe("MISS");
  });

  it("drops the cache after a write through the app's own connection", async () => {
    const count = reviewCount();
    expect((await get("/page")).text).toContain(`<p>${count} reviews`);
    expect((await get("/page")).cache).toBe("HIT");
    const write = await fetch(base + "/write", { method: "POST" });
    expect(write.status).toBe(201);
    const after = await get("/page");
    expect(after.cache).toBe("MISS");
    expect(after.text).toContain(`<p>${count + 1} reviews`);
  });

  it("stores the uncompressed body and compresses every answer, hits included", async () => {
    await get("/page");
    const res = await fetch(base + "/page", { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers.get("x-cache")).toBe("HIT");
    // fetch decodes gzip itself; a raw read proves the bytes on the wire are gzip.
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const raw = await new Promise<Buffer>((resolve, reject) => {
      import("node:http").then(({ get: httpGet }) =>
        httpGet(base + "/page", { headers: { "Accept-Encoding": "gzip" } }, (r) => {
          const chunks: Buffer[] = [];
          r.on("data", (c: Buffer) => chunks.push(c));
          r.on("end", () => resolve(Buffer.concat(chunks)));
        }).on("error", reject),
      );
    });
    expect(zlib.gunzipSync(raw).toString()).toContain("reviews for all");
    const plain = await get("/page", { "Accept-Encoding": "identity" });
    expect(plain.cache).toBe("HIT");
    expect(plain.res.headers.get("content-encoding")).toBeNull();
    expect(plain.text).toContain("reviews for all");
  });

  it("answers a visitor who takes no compression the page as rendered, and keeps it for the next", async () => {
    const miss = await get("/page?q=plain", { "Accept-Encoding": "identity" });
    expect(miss.cache).toBe("MISS");
    expect(miss.res.headers.get("content-encoding")).toBeNull();
    expect(miss.text).toContain("reviews for plain");
    expect(miss.text).toContain(
      `nonce="${miss.res.headers.get("content-security-policy")?.match(/nonce-([^']+)/)?.[1]}"`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50)); // stored once compressed
    const hit = await get("/page?q=plain", { "Accept-Encoding": "identity" });
    expect(hit.cache).toBe("HIT");
    expect(hit.text.replace(/nonce="[^"]+"/g, "")).toBe(miss.text.replace(/nonce="[^"]+"/g, ""));
  });

  it("answers hits compressed once: gzip spliced around each hit's fresh nonce, brotli without a nonce", async () => {
    const { get: httpGet } = await import("node:http");
    const raw = (path: string, encoding: string) =>
      new Promise<{ body: Buffer; headers: Record<string, unknown> }>((resolve, reject) => {
        httpGet(base + path, { headers: { "Accept-Encoding": encoding } }, (r) => {
          const chunks: Buffer[] = [];
          r.on("data", (c: Buffer) => chunks.push(c));
          r.on("end", () => resolve({ body: Buffer.concat(chunks), headers: r.headers }));
        }).on("error", reject);
      });
    await get("/page");
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const hit = await raw("/page", "gzip, deflate, br");
      expect(hit.headers["x-cache"]).toBe("HIT");
      expect(hit.headers["content-encoding"]).toBe("gzip");
      expect(Number(hit.headers["content-length"])).toBe(hit.body.length);
      const nonce = /'nonce-([^']+)'/.exec(String(hit.headers["content-security-policy"]))![1];
      const html = zlib.gunzipSync(hit.body).toString(); // checks the CRC and length too
      expect(html).toContain(
        `<script nonce="${nonce}">1</script><script nonce="${nonce}">2</script>`,
      );
      expect(html).toMatch(/^<p>\d+ reviews for all<\/p>/);
      seen.add(nonce);
    }
    expect(seen.size).toBe(3);
    // A body without a nonce is also kept as brotli.
    await get("/json");
    const br = await raw("/json", "br, gzip");
    expect(br.headers["x-cache"]).toBe("HIT");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString()).reviews).toBe(reviewCount());
    const gz = await raw("/json", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString()).reviews).toBe(reviewCount());
    expect(String(gz.headers["vary"])).toMatch(/Accept-Encoding/i);
  });

  it("never answers a request with a cookie or credentials from the cache", async () => {
    await get("/page");
    expect((await get("/page")).cache).toBe("HIT");
    const requests: Record<string, string>[] = [
      { Cookie: "__session=abc" },
      { Cookie: "__toast=abc" },
      { Cookie: "__wizard=abc" },
      { Cookie: "blog_viewed=1" },
      { Authorization: "Bearer x" },
    ];
    for (const headers of requests) {
      const res = await get("/page", headers);
      expect(res.cache).toBe("BYPASS");
      expect(res.res.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    }
  });

  it("never stores responses that set a cookie, are not 200, or are private", async () => {
    for (const path of ["/cookie", "/missing", "/private"]) {
      await get(path);
      expect((await get(path)).cache, path).toBe("MISS");
    }
    expect(cache.stats().entries).toBe(0);
    expect((await get("/cookie")).res.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("sends public CDN caching for anonymous pages, keeping a route's own header", async () => {
    const page = await get("/page");
    expect(page.res.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    expect((await get("/page")).res.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    expect((await get("/own")).res.headers.get("cache-control")).toBe("public, max-age=60");
    expect((await get("/own")).cache).toBe("HIT");
  });

  it("answers HEAD from a stored GET without a body", async () => {
    await get("/page");
    const res = await fetch(base + "/page", {
      method: "HEAD",
      headers: { "Accept-Encoding": "identity" },
    });
    expect(res.headers.get("x-cache")).toBe("HIT");
    expect(Number(res.headers.get("content-length"))).toBeGreaterThan(4000);
    expect(await res.text()).toBe("");
  });

  it("keeps at most maxEntries, evicting the least recently used", async () => {
    for (const q of ["1", "2", "3"]) await get(`/page?q=${q}`);
    expect((await get("/page?q=1")).cache).toBe("HIT"); // 1 is now the most recent
    await get("/page?q=4"); // evicts 2
    expect(cache.stats().entries).toBe(3);
    expect((await get("/page?q=2")).cache).toBe("MISS");
    expect((await get("/page?q=1")).cache).toBe("HIT");
  });

  it("renders at most two pages at once; the others wait their turn, and all are answered", async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => get(`/slow?p=${i}`)));
    expect(answers.map((a) => a.text)).toEqual(
      Array.from({ length: 6 }, (_, i) => `<p>${reviewCount()} reviews, page ${i}</p>`),
    );
    expect(mostAtOnce).toBe(2);
    expect(renders).toBe(6);
  });

  it("answers visitors who waited for a page being rendered from the stored render", async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => get("/slow?p=same")));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    // The first two render side by side; the three who waited get what they stored.
    expect(renders).toBe(2);
    expect(answers.filter((a) => a.cache === "HIT")).toHaveLength(3);
  });

  it("answers a stored page in its turn: after the misses asked for before it", async () => {
    await get("/slow?p=kept");
    const before = renders;
    const order: string[] = [];
    const ask = (p: string) =>
      get(`/slow?p=${p}`).then((answer) => {
        order.push(`${p} ${answer.cache}`);
        return answer;
      });
    const misses = ["a", "b", "c"].map(ask);
    // The kept page is asked for once all three misses are in, rendering or waiting (a fixed
    // sleep was too short on a busy machine, and the kept page then came first).
    while (renders - before + cache.stats().waiting < 3) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const kept = await ask("kept");
    const startedBeforeKept = renders - before;
    const renderingWithKept = rendering;
    await Promise.all(misses);
    expect(kept.text).toBe(`<p>${reviewCount()} reviews, page kept</p>`);
    // Two misses render at once; the hit waits for a place, as the third miss does before it,
    // and is answered as soon as it has one: all three misses started, the third still rendering.
    expect(startedBeforeKept).toBe(3);
    expect(renderingWithKept).toBe(1);
    expect(order).toContain("kept HIT");
    expect(order.at(-1)).toBe("c MISS");
  });

  it("gives a stalled render's place to the next page after renderHoldMs", async () => {
    const stalled = [get("/stalled?p=1"), get("/stalled?p=2")];
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    const next = await get("/slow?p=after-stall");
    // Freed after 200 ms, not after the stalled pages' 600 ms.
    expect(Date.now() - started).toBeLessThan(500);
    expect(next.text).toContain("page after-stall");
    expect((await Promise.all(stalled)).map((a) => a.text)).toEqual([
      "<p>stalled 1</p>",
      "<p>stalled 2</p>",
    ]);
  });
});
