import type { Request } from "express";

/**
 * The visitor's address for rate limits (decision 017). `X-Forwarded-For`'s leftmost entry is
 * whatever the client wrote, so it is never read directly: either the edge proxy's own header
 * (Fly-Client-IP, which Fly overwrites on every request) or Express's `req.ip`, which with
 * `trust proxy` set to a hop count skips exactly the proxies we run and no more.
 */
export function clientIpOf(req: Request, header: string | undefined): string {
  const fromEdge = header ? req.get(header)?.trim() : undefined;
  if (fromEdge) return fromEdge;
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}
