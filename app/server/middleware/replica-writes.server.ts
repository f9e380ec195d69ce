import type { RequestHandler } from "express";
import { env } from "~/env.server";
import { replayToPrimary } from "~/server/litefs.server";

const READS = new Set(["GET", "HEAD"]);

/** The largest request body Fly's edge replays from a replica to the primary (decision 017). */
export const REPLAY_MAX_BYTES = 1024 * 1024;
export const REPLAY_TOO_LARGE =
  "This upload is larger than 1 MB, the most that can be sent on from this region to the primary. Please choose a smaller image: logos are shown at 400×400 pixels, and a 400×400 image is well under 1 MB.";

const bodyBytes = (length: string | undefined) => (length ? Number(length) : 0);

/**
 * The app's safety net behind the LiteFS proxy: a write (any method but GET and HEAD) that
 * reaches a read replica is answered 409 with `fly-replay: instance=<primary>`, so Fly's edge
 * replays it on the primary and nothing is written here. The proxy normally does this before
 * the request reaches the app; this catches whatever bypasses it (a misconfigured passthrough,
 * a request straight to the app port, a primary that moved between proxy and app).
 *
 * A body over 1 MB cannot be replayed, so a replica answers it 413 with a clear message instead of
 * a replay that would fail at the edge; a request that was replayed (`Fly-Replay-Src`) is held to
 * the same limit on the primary, so an upload is accepted or refused alike in every region.
 *
 * Without `LITEFS_DIR` only that replayed-request check applies (it never fires off Fly).
 */
export function replicaWrites(litefsDir: string | undefined = env().LITEFS_DIR): RequestHandler {
  const tooLarge = (res: Parameters<RequestHandler>[1]) =>
    res
      .status(413)
      .set({ "Cache-Control": "no-store", Connection: "close" })
      .type("text")
      .send(REPLAY_TOO_LARGE);
  return (req, res, next) => {
    if (READS.has(req.method)) return next();
    const large = bodyBytes(req.get("content-length")) > REPLAY_MAX_BYTES;
    if (large && req.get("fly-replay-src")) return tooLarge(res);
    if (!litefsDir) return next();
    let replay: string | undefined;
    try {
      replay = replayToPrimary(litefsDir);
    } catch (error) {
      return next(error);
    }
    if (!replay) return next();
    if (large) return tooLarge(res);
    res
      .status(409)
      .set({ "fly-replay": replay, "Cache-Control": "no-store" })
      .type("text")
      .send("This instance is a read replica; the request is replayed on the primary.");
  };
}
