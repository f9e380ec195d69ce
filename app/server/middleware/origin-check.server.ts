import type { Request, RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by another site's page (CSRF). Browsers send `Origin`
 * on every cross-site POST; a request without it (curl, server-to-server) is allowed because
 * it carries no ambient browser credentials of a victim.
 *
 * `origin` says where the request was addressed (request-origin.server.ts: `SITE_URL` for the
 * site's own host, never `X-Forwarded-Host` or `X-Forwarded-Proto` from an unnamed proxy); the
 * browser's `Origin` must be exactly that, as React Router's own action check requires after it.
 */
export function originCheck(origin: (req: Request) => string): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const sent = req.get("origin");
    if (!sent) return next();
    if (sent !== "null" && sameOrigin(sent, origin(req))) return next();
    res.status(403).json({ message: "Cross-origin requests are not allowed." });
  };
}

function sameOrigin(sent: string, expected: string): boolean {
  try {
    return new URL(sent).origin === expected;
  } catch {
    return false;
  }
}
