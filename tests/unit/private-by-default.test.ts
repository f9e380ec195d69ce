import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { cacheableRoutes } from "~/page-cache/cacheable-routes.server";
import {
  PageCache,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
} from "~/page-cache/page-cache.server";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";
import { recordsAnyContent } from "~/tests/support/read-tags-helper";
import { listen } from "~/tests/support/listen";

// Decision 046: a response is stored or public only when the route declared itself cacheable
// and it was rendered for no cookie, no token and no signed-in user.

const route = (
  id: string,
  parentId: string | undefined,
  path: string | undefined,
  handle?: unknown,
) => ({
  id,
  parentId,
  path,
  index: path === undefined && parentId !== undefined ? true : undefined,
  caseSensitive: undefined,
  module: { handle } as never,
});

const build = {
  routes: {
    root: route("root", undefined, "", PUBLIC_PAGE),
    "routes/_index": route("routes/_index", "root", undefined, PUBLIC_PAGE),
    "routes/faq": route("routes/faq", "root", "faq", PUBLIC_PAGE),
    "routes/blog": route("routes/blog", "root", "blog", PUBLIC_PAGE),
    "routes/blog.$slug": route("routes/blog.$slug", "routes/blog", ":slug"),
    "routes/quote-requests.$token": route(
      "routes/quote-requests.$token",
      "root",
      "quote-requests/:token",
    ),
    "routes/$": route("routes/$", "root", "*"),
  },
};

describe("cacheableRoutes", () => {
  const declared = cacheableRoutes(build);
  it("follows the deepest route's own declaration", () => {
    expect(declared("/")).toBe(true);
    expect(declared("/faq")).toBe(true);
    expect(declared("/blog")).toBe(true);
    // A layout's declaration does not make its children public.
    expect(declared("/blog/some-post")).toBe(false);
    expect(declared("/quote-requests/abc")).toBe(false);
    expect(declared("/no-such-page")).toBe(false);
  });
  it("judges single-fetch URLs as their page", () => {
    expect(declared("/_root.data")).toBe(true);
    expect(declared("/faq.data")).toBe(true);
    expect(declared("/quote-requests/abc.data")).toBe(false);
  });
});

describe("cacheableRoutes remembers by a path's shape", () => {
  it("answers as a fresh match would, for paths of one shape and for a value named like a route", () => {
    const twice = cacheableRoutes(build);
    for (const path of ["/blog/one", "/blog/two", "/Blog/three", "/blog", "/faq", "/x/y", "/"]) {
      expect(twice(path), path).toBe(cacheableRoutes(build)(path));
      expect(twice(path), `${path} again`).toBe(cacheableRoutes(build)(path));
    }
    // 'faq' is a route's name: under /blog it is a post's slug, and judged as one.
    expect(twice("/blog/faq")).toBe(false);
    expect(twice("/faq")).toBe(true);
  });
});

describe("the page cache keeps only what a route declared", () => {
  let cache: PageCache;
  let base: string;
  let close: () => void;
  beforeAll(async () => {
    cache = new PageCache({
      databaseFile: getDb().$client.name,
      routeCacheable: (path) => path === "/public" || path === "/own",
    });
    const app = express();
    app.use(cache.middleware());
    // Every handler here reads what any content change may move (decision 047).
    app.use(recordsAnyContent);
    app.get("/public", (_req, res) => void res.send("<p>same for all</p>"));
    app.get("/undeclared", (_req, res) => void res.send("<p>nobody said</p>"));
    app.get("/own", (_req, res) => void res.set("Cache-Control", "public, max-age=60").send("own"));
    app.get(
      "/undeclared-public",
      (_req, res) => void res.set("Cache-Control", "public, max-age=60").send("claims public"),
    );
    ({ base, stop: close } = await listen(app));
  });
  afterAll(() => {
    close();
    cache.close();
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, { headers });
    await res.text();
    return { cache: res.headers.get("x-cache"), control: res.headers.get("cache-control") };
  };

  it("stores and shares a declared page asked for anonymously", async () => {
    expect(await get("/public")).toEqual({ cache: "MISS", control: PUBLIC_CACHE_CONTROL });
    expect(await get("/public")).toEqual({ cache: "HIT", control: PUBLIC_CACHE_CONTROL });
  });

  it("sends everything else private, no-store and never stores it", async () => {
    for (let i = 0; i < 2; i++) {
      expect(await get("/undeclared")).toEqual({ cache: "BYPASS", control: PRIVATE_CACHE_CONTROL });
      expect(await get("/undeclared-public")).toEqual({
        cache: "BYPASS",
        control: PRIVATE_CACHE_CONTROL,
      });
      expect(await get("/public?token=secret")).toEqual({
        cache: "BYPASS",
        control: PRIVATE_CACHE_CONTROL,
      });
      expect(await get("/public", { Cookie: "__session=x" })).toEqual({
        cache: "BYPASS",
        control: PRIVATE_CACHE_CONTROL,
      });
      expect(await get("/public", { Authorization: "Bearer x" })).toEqual({
        cache: "BYPASS",
        control: PRIVATE_CACHE_CONTROL,
      });
    }
  });

  it("leaves a declared route's own lifetime alone", async () => {
    expect((await get("/own")).control).toBe("public, max-age=60");
  });

  it("declares nothing cacheable when not told", async () => {
    const none = new PageCache({ databaseFile: getDb().$client.name });
    const app = express();
    app.use(none.middleware());
    app.get("/x", (_req, res) => void res.send("x"));
    const { base, stop } = await listen(app, none);
    const res = await fetch(`${base}/x`);
    await res.text();
    expect(res.headers.get("x-cache")).toBe("BYPASS");
    expect(res.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    stop();
  });
});
