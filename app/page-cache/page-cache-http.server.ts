import type { Request as ExpressRequest, Response } from "express";

/** HTTP rules of the page cache (decision 010): what it may answer and store, and its headers. */

export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** Requests the cache may answer: anonymous GET/HEAD (no cookie at all, no credentials). */
export function isCacheableRequest(req: ExpressRequest): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  // Any cookie may change what the app renders (session, flash toast, wizard draft, the blog's
  // viewed posts), so a request that carries one is always rendered for itself.
  if (req.headers.cookie) return false;
  if (req.headers.authorization) return false;
  // A secret in the query string (a confirmation or reset link) makes the answer someone's own.
  if (new URLSearchParams(req.originalUrl.split("?")[1] ?? "").has("token")) return false;
  return true;
}

function cacheControlOf(res: Response): string {
  const value = res.getHeader("cache-control");
  return Array.isArray(value) ? value.join(", ") : String(value ?? "");
}

/** A response another visitor may be given: a 200 for everyone, nothing personal in it. */
export function isStorableResponse(res: Response): boolean {
  if (res.statusCode !== 200) return false;
  if (res.getHeader("set-cookie") !== undefined) return false;
  if (/\b(private|no-store|no-cache)\b/i.test(cacheControlOf(res))) return false;
  if (/text\/event-stream/i.test(String(res.getHeader("content-type") ?? ""))) return false;
  return true;
}

export function toBuffer(chunk: unknown, encoding?: unknown): Buffer | undefined {
  if (chunk === undefined || chunk === null || typeof chunk === "function") return undefined;
  if (Buffer.isBuffer(chunk)) return Buffer.from(chunk);
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  if (typeof chunk === "string") {
    return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  }
  return undefined;
}

/** Runs `fn` just before the status line and headers go out (as the on-headers package does). */
export function watchHeaders(res: Response, fn: () => void) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  let done = false;
  res.writeHead = ((...args: unknown[]) => {
    if (!done) {
      done = true;
      if (typeof args[0] === "number") res.statusCode = args[0];
      fn();
    }
    return writeHead(...args);
  }) as Response["writeHead"];
}

/**
 * One place for page caching headers: a public 200 that anyone may be given gets a short shared
 * lifetime (a CDN may serve it for 30 s and revalidate in the background); anything rendered for
 * a visitor's cookies, or setting one, or from a route that did not declare itself cacheable
 * (decision 046), is private. A declared route's own Cache-Control wins; an undeclared route's
 * own `public` is replaced.
 */
export function setCacheControl(
  req: ExpressRequest,
  res: Response,
  anonymous: boolean,
  declared = true,
) {
  if (req.method !== "GET" && req.method !== "HEAD") return;
  if (res.getHeader("cache-control") !== undefined) {
    if (declared || !/\bpublic\b/i.test(cacheControlOf(res))) return;
    res.removeHeader("cache-control");
  }
  const personal = !anonymous || !declared || res.getHeader("set-cookie") !== undefined;
  if (personal) res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
  else if (res.statusCode === 200) res.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
}

export function vary(res: Response, field: string) {
  const current = String(res.getHeader("vary") ?? "");
  if (
    !current
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(field.toLowerCase())
  ) {
    res.setHeader("Vary", current ? `${current}, ${field}` : field);
  }
}
