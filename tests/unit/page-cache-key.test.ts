/** The key a page is kept under, and a cache switched off. */
import http from "node:http";
import express from "express";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { pageKey, PageCache, PUBLIC_CACHE_CONTROL } from "~/page-cache/page-cache.server";
import { recordsAnyContent } from "~/tests/support/read-tags-helper";
import { listen } from "~/tests/support/listen";

/** A one-page site behind a page cache made with `options`, while `check` runs. */
async function withCachedPage(
  options: Partial<ConstructorParameters<typeof PageCache>[0]>,
  check: (url: string) => Promise<void>,
) {
  const cache = new PageCache({
    databaseFile: getDb().$client.name,
    routeCacheable: () => true,
    ...options,
  });
  const app = express();
  app.use(cache.middleware());
  app.use(recordsAnyContent);
  app.get("/", (_req, res) => res.send("hi"));
  const { base, stop } = await listen(app, cache);
  try {
    await check(`${base}/`);
  } finally {
    stop();
  }
}

describe("the key a page is kept under", () => {
  it("is its path and query, the first page written either way being one page", () => {
    expect(pageKey("/browse?state=TX&page=1")).toBe("/browse?state=TX");
    expect(pageKey("/browse?page=1&state=TX")).toBe("/browse?state=TX");
    expect(pageKey("/browse?page=1")).toBe("/browse");
    expect(pageKey("/browse?state=TX&page=2")).toBe("/browse?state=TX&page=2");
    expect(pageKey("/browse?state=TX&page=10")).toBe("/browse?state=TX&page=10");
    expect(pageKey("/browse?search=page=1x")).toBe("/browse?search=page=1x");
    expect(pageKey("/companies/acme")).toBe("/companies/acme");
  });

  it("does not depend on the host the page was asked at", async () => {
    await withCachedPage({}, async (url) => {
      const ask = (host: string) =>
        new Promise<string | undefined>((resolve, reject) => {
          http
            .get(url, { headers: { host } }, (r) => {
              r.resume();
              r.on("end", () => resolve(r.headers["x-cache"] as string | undefined));
            })
            .on("error", reject);
        });
      expect(await ask("www.example.com")).toBe("MISS");
      expect(await ask("203.0.113.7:3000")).toBe("HIT");
    });
  });
});

describe("a page cache switched off", () => {
  it("is off with enabled: false, keeping the headers", async () => {
    await withCachedPage({ enabled: false }, async (url) => {
      for (let i = 0; i < 2; i++) {
        const res = await fetch(url);
        expect(res.headers.get("x-cache")).toBe("BYPASS");
        expect(res.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
      }
    });
  });
});
