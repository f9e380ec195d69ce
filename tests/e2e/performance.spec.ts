import http from "node:http";
import zlib from "node:zlib";
import { createCompany, expect, test } from "./fixtures";

/** A raw GET (no cookies, no decoding), to see the bytes and headers the server sends. */
async function rawGet(url: string, headers: Record<string, string> = {}) {
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get(url, { headers }, resolve).on("error", reject);
  });
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return { status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) };
}

/** The page's text without React's text-node separators. */
const text = (body: Buffer) => body.toString().replace(/<!-- -->/g, "");

/**
 * GETs `url` until the page cache answers it. Other tests write to the same database in
 * parallel, and any write starts a new generation, so a HIT may take another try.
 */
async function getUntilHit(url: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const res = await rawGet(url, headers);
    if (res.headers["x-cache"] === "HIT") return res;
  }
  throw new Error(`${url} was never answered from the cache`);
}

test.describe("page cache (decision 010)", () => {
  test("no visitor sees a stale page after a write", async ({ page, baseURL }) => {
    const company = createCompany({ name: `Cachecheck Striping ${Date.now()}` });
    const url = `${baseURL}/browse?${new URLSearchParams({ search: company.name })}`;

    const first = await rawGet(url);
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(text(first.body)).toContain("No reviews yet");
    const second = await getUntilHit(url);
    expect(text(second.body)).toContain("No reviews yet");

    const posted = await page.request.post("/api/reviews", {
      data: {
        companyId: company.id,
        rating: 5,
        customerName: "Cache Tester",
        title: "Fresh",
        content: "The next visitor must see this review counted.",
      },
    });
    expect(posted.status()).toBe(201);

    // The review moved the database on: the stored page is gone.
    const after = await rawGet(url);
    expect(after.headers["x-cache"]).toBe("MISS");
    expect(text(after.body)).toContain("5.0 (1 review)");
    expect(text((await getUntilHit(url)).body)).toContain("5.0 (1 review)");
    // And in a browser, as a visitor sees it.
    await page.goto(url);
    await expect(page.getByText("5.0 (1 review)")).toBeVisible();
  });

  test("a review re-renders its listing's page at once and leaves other listings cached (decision 021)", async ({
    page,
    baseURL,
  }) => {
    const reviewed = createCompany({ name: `Tagcheck Striping ${Date.now()}`, state: "WY" });
    const other = createCompany({ name: `Untouched Striping ${Date.now()}`, state: "VT" });
    const reviewedUrl = `${baseURL}/companies/${reviewed.slug}`;
    const otherUrl = `${baseURL}/companies/${other.slug}`;
    expect(text((await getUntilHit(reviewedUrl)).body)).toContain("No reviews yet");
    await getUntilHit(otherUrl);

    const posted = await page.request.post("/api/reviews", {
      data: {
        companyId: reviewed.id,
        rating: 4,
        customerName: "Tag Tester",
        title: "Tidy lines",
        content: "The page of this listing must show the review at once.",
      },
    });
    expect(posted.status()).toBe(201);

    const after = await rawGet(reviewedUrl, { "Accept-Encoding": "gzip" });
    expect(after.headers["x-cache"]).toBe("MISS");
    expect(text(zlib.gunzipSync(after.body))).toContain("4.0 (1 review)");
    // Another listing's page is not shown the review, so it stays stored (only a write to that
    // listing would drop it, and no other test writes to it).
    expect((await rawGet(otherUrl)).headers["x-cache"]).toBe("HIT");
    await page.goto(reviewedUrl);
    await expect(page.getByText("4.0 (1 review)").first()).toBeVisible();
  });

  test("a cached page carries the nonce of its own CSP header", async ({ baseURL }) => {
    const hit = await getUntilHit(`${baseURL}/faq`);
    const nonce = /'nonce-([^']+)'/.exec(String(hit.headers["content-security-policy"]))?.[1];
    expect(nonce).toBeTruthy();
    const nonces = [...hit.body.toString().matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
  });

  test("signed-in and flash-cookie requests are never served from the cache", async ({
    baseURL,
  }) => {
    await getUntilHit(`${baseURL}/about`);
    for (const cookie of ["__session=x", "__toast=x"]) {
      const res = await rawGet(`${baseURL}/about`, { Cookie: cookie });
      expect(res.headers["x-cache"]).toBe("BYPASS");
      expect(res.headers["cache-control"]).toBe("private, no-store");
    }
  });
});

test.describe("performance budgets (README)", () => {
  test("home loads at most 25 KB of gzipped JavaScript above an empty page; pages compressed; assets immutable; CDN headers", async ({
    baseURL,
    js,
  }) => {
    test.skip(!js, "HTTP only: once is enough");
    const home = await rawGet(`${baseURL}/`, { "Accept-Encoding": "gzip" });
    expect(home.headers["content-encoding"]).toBe("gzip");
    expect(home.headers["cache-control"]).toBe(
      "public, max-age=0, s-maxage=30, stale-while-revalidate=60",
    );
    const html = zlib.gunzipSync(home.body).toString();
    // Every script the page loads up front: its module preloads and what the inline module
    // script imports (the route modules and the entry). Not every /assets/*.js the HTML names:
    // the inline route manifest names a manifest file the browser never fetches, as routes are
    // discovered through /__manifest (decision 024).
    const loaded = [
      ...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g),
      ...html.matchAll(/import(?:[^"';]*?from)?\s*\(?"(\/assets\/[^"]+\.js)"/g),
    ];
    const scripts = [...new Set(loaded.map((m) => m[1]))];
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.some((s) => s.includes("/entry.client-"))).toBe(true);
    // What goes over the wire (small files may go uncompressed).
    const wireSize = async (script: string) => {
      const res = await rawGet(`${baseURL}${script}`, { "Accept-Encoding": "gzip" });
      expect(res.status, script).toBe(200);
      expect(res.headers["cache-control"], script).toBe("public, max-age=31536000, immutable");
      return {
        bytes:
          res.headers["content-encoding"] === "gzip"
            ? res.body.length
            : zlib.gzipSync(res.body).length,
        text: (res.headers["content-encoding"] === "gzip"
          ? zlib.gunzipSync(res.body)
          : res.body
        ).toString(),
      };
    };
    let gzipped = 0;
    for (const script of scripts) gzipped += (await wireSize(script)).bytes;
    // An empty React Router 7 + React 19 page loads the client entry and what it imports (React
    // DOM, React Router): measured from this build, followed through its static imports.
    const entry = scripts.find((s) => s.includes("/entry.client-"))!;
    const framework = new Set<string>();
    let frameworkBytes = 0;
    for (const queue = [entry]; queue.length; ) {
      const script = queue.pop()!;
      if (framework.has(script)) continue;
      framework.add(script);
      const { bytes, text } = await wireSize(script);
      frameworkBytes += bytes;
      for (const m of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
        queue.push(`/assets/${m[1]}`);
      }
    }
    // At most 25 KB above the empty page (decision 039).
    const kb = gzipped / 1024;
    const emptyKb = frameworkBytes / 1024;
    console.log(
      `home JavaScript: ${kb.toFixed(1)} KB gzipped in ${scripts.length} files; ` +
        `an empty page's ${emptyKb.toFixed(1)} KB in ${framework.size}; ${(kb - emptyKb).toFixed(1)} KB above it`,
    );
    expect(kb - emptyKb, `home JavaScript above an empty page, KB gzipped`).toBeLessThanOrEqual(25);
  });
});
