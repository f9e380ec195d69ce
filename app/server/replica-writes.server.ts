import type { RequestHandler } from "express";
import { env } from "./env.server";
import { replayToPrimary } from "./litefs.server";

const READS = new Set(["GET", "HEAD"]);

/**
 * The app's safety net behind the LiteFS proxy: a write (any method but GET and HEAD) that
 * reaches a read replica is answered 409 with `fly-replay: instance=<primary>`, so Fly's edge
 * replays it on the primary and nothing is written here. The proxy normally does this before
 * the request reaches the app; this catches whatever bypasses it (a misconfigured passthrough,
 * a request straight to the app port, a primary that moved between proxy and app).
 *
 * Without `LITEFS_DIR` it is a no-op: every request goes straight on.
 */
export function replicaWrites(litefsDir: string | undefined = env().LITEFS_DIR): RequestHandler {
  if (!litefsDir) return (_req, _res, next) => next();
  return (req, res, next) => {
    if (READS.has(req.method)) return next();
    let replay: string | undefined;
    try {
      replay = replayToPrimary(litefsDir);
    } catch (error) {
      return next(error);
    }
    if (!replay) return next();
    res
      .status(409)
      .set({ "fly-replay": replay, "Cache-Control": "no-store" })
      .type("text")
      .send("This instance is a read replica; the request is replayed on the primary.");
  };
}
