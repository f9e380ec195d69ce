/**
 * A hashed script goes to a browser that accepts brotli as the copy compressed at build time,
 * and as before (gzip from the compression middleware, or plain) to any other.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets } from "~/server/middleware/precompressed-assets.server";
import { listen } from "~/tests/support/listen";

const script = `export const words = ${JSON.stringify("road striping ".repeat(400))};\n`;
let dir: string;
let server: http.Server;

function get(file: string, acceptEncoding: string, method = "GET") {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(
        {
          host: "127.0.0.1",
          port,
          path: `/assets/${file}`,
          method,
          headers: { "accept-encoding": acceptEncoding },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        },
      )
      .on("error", reject)
      .end();
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "assets-"));
  fs.writeFileSync(path.join(dir, "app-abc123.js"), script);
  fs.writeFileSync(path.join(dir, "app-abc123.js.br"), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, "plain-abc123.js"), script);
  const app = express();
  app.use(compression());
  app.use(
    "/assets",
    precompressedAssets(dir),
    express.static(dir, { immutable: true, maxAge: "1y" }),
  );
  ({ server } = await listen(app));
});

afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("scripts compressed at build time", () => {
  it("go to a browser that accepts brotli as the brotli copy, a script and immutable", async () => {
    const res = await get("app-abc123.js", "gzip, deflate, br, zstd");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it("go to a browser without brotli gzipped as before", async () => {
    const res = await get("app-abc123.js", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(res.body).toString()).toBe(script);
  });

  it("a file without a copy and a HEAD request are answered as before", async () => {
    const plain = await get("plain-abc123.js", "gzip");
    expect(plain.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(plain.body).toString()).toBe(script);
    const head = await get("app-abc123.js", "br", "HEAD");
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body.length).toBe(0);
  });
});
