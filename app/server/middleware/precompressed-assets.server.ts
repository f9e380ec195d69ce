import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/**
 * Answers a hashed asset with its brotli copy written at build time (vite/precompress.ts) when
 * the browser accepts brotli; anything else goes on to the static files and the compression
 * middleware, which leaves an answer that already has an encoding alone.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const copies = new Set(
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((file) => file.endsWith(".br"))
          .map((file) => `/${file.slice(0, -3)}`)
      : [],
  );
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !copies.has(req.path)) return next();
    res.vary("Accept-Encoding");
    if (req.acceptsEncodings("br", "identity") !== "br") return next();
    res.type(path.extname(req.path));
    res.setHeader("Content-Encoding", "br");
    res.sendFile(
      `${req.path.slice(1)}.br`,
      { root: dir, maxAge: "1y", immutable: true },
      (error) => {
        if (error) next(error);
      },
    );
  };
}
