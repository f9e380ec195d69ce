import crypto from "node:crypto";
import type { RequestHandler } from "express";
import { env } from "~/env.server";

const NONCE_BYTES = 16;
const randomPool = Buffer.alloc(NONCE_BYTES * 256);
let poolUsed = randomPool.length;

/**
 * 16 bytes from the system's secure random source, each handed out once: drawn 4 KB at a time
 * (a draw per request was a system call on every page, hits included).
 */
function freshNonce(): string {
  if (poolUsed === randomPool.length) {
    crypto.randomFillSync(randomPool);
    poolUsed = 0;
  }
  const nonce = randomPool.toString("base64", poolUsed, poolUsed + NONCE_BYTES);
  poolUsed += NONCE_BYTES;
  return nonce;
}

/**
 * Security headers on every response. Production pages get a Content-Security-Policy whose
 * scripts must carry this response's nonce (no 'unsafe-inline' for scripts); Vite's dev server
 * injects its own inline scripts, so development sends the policy report-only.
 */
export function securityHeaders({
  production,
  formTargets = [],
}: {
  production: boolean;
  /** Other origins a form's answer may redirect to (Stripe's hosted Checkout and portal). */
  formTargets?: readonly string[];
}): RequestHandler {
  const https = production && env().SITE_URL.startsWith("https://");
  return (req, res, next) => {
    const nonce = freshNonce();
    res.locals.cspNonce = nonce;
    // A stored image is never a document: it may load nothing. Set here, not by its route,
    // because React Router's Express adapter appends a route's headers to these (a logo went
    // out with two policies and two nosniff).
    const policy = req.path.startsWith("/logos/")
      ? "default-src 'none'"
      : [
          "default-src 'self'",
          `script-src 'self' 'nonce-${nonce}'`,
          // Inline style attributes (bar widths, cropper) are harmless; scripts are what matter.
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data: blob: https:",
          `connect-src 'self'${production ? "" : " ws: wss:"}`,
          "font-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          ["form-action 'self'", ...formTargets].join(" "),
          "frame-ancestors 'none'",
          ...(https ? ["upgrade-insecure-requests"] : []),
        ].join("; ");
    res.setHeader(
      production ? "Content-Security-Policy" : "Content-Security-Policy-Report-Only",
      policy,
    );
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (https) {
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    next();
  };
}

/**
 * Upload routes may send a logo, a credential's evidence or an import's CSV (5 MB and form
 * overhead); everything else stays small. Each is named once, by its page's address: the
 * allowance covers the same route's `.data` address, where a form posts with JavaScript.
 */
const LARGE_BODY_PATHS = new Set([
  "/dashboard",
  "/dashboard/logo",
  "/dashboard/credentials",
  "/api/objects/upload-direct",
  "/admin/import",
]);

/**
 * The page a request's path posts to: without React Router's `.data` suffix (`/x.data`, and
 * `/x/_.data` for a trailing slash) or a trailing slash, in lower case as routes match.
 */
export function pagePathOf(path: string): string {
  const page = path
    .toLowerCase()
    .replace(/(?:\/_)?\.data$/, "")
    .replace(/\/+$/, "");
  return page || "/";
}

export function largeBodyAllowed(path: string): boolean {
  return LARGE_BODY_PATHS.has(pagePathOf(path));
}
export const MAX_BODY_BYTES = 6 * 1024 * 1024;
export const MAX_SMALL_BODY_BYTES = 256 * 1024;

/**
 * Refuses request bodies over the limit before anything reads them, and bodies of unknown
 * length (every browser form and fetch sends Content-Length), so no handler buffers a flood.
 */
export function bodyLimit(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const length = req.get("content-length");
    const chunked = req.get("transfer-encoding");
    if (length === undefined) {
      if (chunked) return res.status(411).json({ message: "A Content-Length header is required." });
      return next();
    }
    const bytes = Number(length);
    const max = largeBodyAllowed(req.path) ? MAX_BODY_BYTES : MAX_SMALL_BODY_BYTES;
    if (!Number.isFinite(bytes) || bytes < 0)
      return res.status(400).json({ message: "Invalid Content-Length." });
    if (bytes > max) {
      res.setHeader("Connection", "close");
      return res.status(413).json({ message: "Request body too large." });
    }
    next();
  };
}
