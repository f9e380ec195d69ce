import type { RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by another site's page (CSRF). Browsers send `Origin`
 * on every cross-site POST; a request without it (curl, server-to-server) is allowed because
 * it carries no ambient browser credentials of a victim.
 */
export function originCheck(siteUrl: string): RequestHandler {
  const allowed = new Set([new URL(siteUrl).origin]);
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    if (!origin || origin === "null") return origin === "null" ? refuse() : next();
    // The Host the browser sent, never X-Forwarded-Host: that one is the client's to write.
    const host = req.get("host");
    const sameHost = host !== undefined && safeHost(origin) === host;
    if (sameHost || allowed.has(origin)) return next();
    return refuse();

    function refuse() {
      res.status(403).json({ message: "Cross-origin requests are not allowed." });
    }
  };
}

function safeHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
