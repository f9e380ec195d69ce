import type { Request } from "express";

/**
 * The scheme and host a request was addressed to, as the app's own request URL, the Origin
 * check and the page cache's keys see them. A client header is never believed on its own:
 *
 * - the site's own host (`SITE_URL`'s) is `SITE_URL`'s origin, whatever `X-Forwarded-Proto` says:
 *   behind a TLS-terminating proxy (Fly's edge, then LiteFS's) the app hears plain HTTP for a
 *   page the browser loaded over HTTPS, and React Router refuses an action whose `Origin` is not
 *   the request URL's origin;
 * - any other name (127.0.0.1, an internal address) keeps the connection's own scheme and the
 *   `Host` sent, or what the proxies `TRUSTED_PROXY_HOPS` names forward (Express's `trust proxy`).
 */
export function requestOrigin(siteUrl: string): (req: Request) => string {
  const site = new URL(siteUrl);
  return (req) => {
    const trusted = Boolean(req.app?.enabled("trust proxy"));
    const host = (firstValue(trusted ? req.get("x-forwarded-host") : undefined) ?? req.get("host"))
      ?.trim()
      .toLowerCase();
    if (!host || host === site.host) return site.origin;
    const scheme = req.protocol === "https" ? "https" : "http";
    try {
      const url = new URL(`${scheme}://${host}`);
      // A name with a path, user or other debris in it is not a host: the site answers for it.
      return url.host === host ? url.origin : site.origin;
    } catch {
      return site.origin;
    }
  };
}

function firstValue(header: string | undefined): string | undefined {
  return header?.split(",")[0]?.trim() || undefined;
}
