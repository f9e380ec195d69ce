/**
 * A cached page's body is deflated part by part between its nonces (decision 022); a hit's gzip
 * answer, spliced with a fresh nonce, is the page with that nonce in every place, however many.
 */
import crypto from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { stopCompressionWorker } from "~/page-cache/compress-worker.server";
import { gzipBody, plainBody, storeBodyAsync } from "~/page-cache/page-cache-body.server";

describe("the stored body", () => {
  it("answers a page with many nonces with the fresh nonce in each place", async () => {
    const nonce = "c3RvcmVkLW5vbmNlLXZhbHVl";
    const links = Array.from(
      { length: 45 },
      (_, i) =>
        `<link rel="modulepreload" href="/assets/a${i}.js" nonce="${nonce}"/>${"é".repeat(i * 7)}`,
    );
    const body = Buffer.from(`<!DOCTYPE html><html><head>${links.join("")}</head></html>`);
    const stored = await storeBodyAsync(body, nonce);
    expect(stored.deflated).toHaveLength(46);
    const expected = body.toString().replaceAll(nonce, "ZnJlc2gtbm9uY2U=");
    expect(zlib.gunzipSync(gzipBody(stored, "ZnJlc2gtbm9uY2U=")).toString()).toBe(expected);
    expect(plainBody(stored, "ZnJlc2gtbm9uY2U=").toString()).toBe(expected);
  });

  it("keeps each part's own bytes when parts are large and pages are stored at once", async () => {
    const nonce = "bGFyZ2UtcGFydHMtbm9uY2U=";
    // Random text barely compresses: each part's output is larger than a stream's buffer.
    const part = (i: number) => crypto.randomBytes(150_000 + i * 1_000).toString("base64");
    const pages = Array.from({ length: 12 }, (_, p) =>
      Buffer.from([part(p), part(p + 1), part(p + 2)].join(`nonce="${nonce}"`)),
    );
    const stored = await Promise.all(pages.map((body) => storeBodyAsync(body, nonce)));
    stored.forEach((s, p) => {
      expect(s.deflated).toHaveLength(3);
      const expected = pages[p].toString().replaceAll(nonce, "ZnJlc2gtbm9uY2U=");
      expect(zlib.gunzipSync(gzipBody(s, "ZnJlc2gtbm9uY2U=")).toString()).toBe(expected);
    });
  });

  it("a stopped worker's exit fails only what it held; the next stores go to a new one", async () => {
    const nonce = "c3RvcHBlZC13b3JrZXItbm9uY2U=";
    const body = Buffer.from(`<p nonce="${nonce}">${"stored ".repeat(20_000)}</p>`);
    const expected = body.toString().replace(nonce, "bmV3");
    await storeBodyAsync(body, nonce); // the worker is running
    // What the stopped worker held was answered before it stopped, or fails with its exit.
    const held = storeBodyAsync(body, nonce).then(
      (stored) => expect(zlib.gunzipSync(gzipBody(stored, "bmV3")).toString()).toBe(expected),
      (error: Error) => expect(error.message).toMatch(/exited/),
    );
    const stopped = stopCompressionWorker();
    // Sent before the stopped worker's exit is seen: its exit must not fail them.
    const next = Promise.all([storeBodyAsync(body, nonce), storeBodyAsync(body, nonce)]);
    await stopped;
    for (const stored of await next) {
      expect(zlib.gunzipSync(gzipBody(stored, "bmV3")).toString()).toBe(expected);
    }
    await held;
  });

  it("keeps a body without a nonce as one part and as brotli", async () => {
    const body = Buffer.from(JSON.stringify({ companies: Array(50).fill("Acme Striping") }));
    const stored = await storeBodyAsync(body, undefined);
    expect(stored.deflated).toHaveLength(1);
    expect(zlib.gunzipSync(gzipBody(stored, "")).equals(body)).toBe(true);
    expect(zlib.brotliDecompressSync(stored.brotli!).equals(body)).toBe(true);
  });
});
