import { getInstanceInfoSync } from "litefs-js";
import { env } from "~/env.server";

/**
 * Where this instance stands in a LiteFS cluster. LiteFS writes a `.primary` file (holding the
 * primary's hostname) into its FUSE mount on replicas only; `litefs-js` compares that name with
 * this machine's. Without `LITEFS_DIR` (the embedded default: one process, one file) the
 * instance is always the primary and nothing of this applies.
 *
 * Never cache the answer: with a consul lease the primary can move at any time.
 */
export type InstanceRole =
  | { litefs: false; primary: true; primaryInstance: undefined }
  | { litefs: true; primary: boolean; primaryInstance: string; currentInstance: string };

export function instanceRole(litefsDir: string | undefined): InstanceRole {
  if (!litefsDir) return { litefs: false, primary: true, primaryInstance: undefined };
  const info = getInstanceInfoSync(litefsDir);
  return {
    litefs: true,
    primary: info.currentIsPrimary,
    primaryInstance: info.primaryInstance,
    currentInstance: info.currentInstance,
  };
}

/**
 * True when this instance may write to the database: always without LiteFS, and on LiteFS only
 * the primary. GET handlers use it to skip best-effort writes (view counts) on replicas.
 */
export function isPrimary(litefsDir: string | undefined = env().LITEFS_DIR): boolean {
  return instanceRole(litefsDir).primary;
}

/** The `fly-replay` header value that sends a request to the primary, or undefined there. */
export function replayToPrimary(
  litefsDir: string | undefined = env().LITEFS_DIR,
): string | undefined {
  const role = instanceRole(litefsDir);
  return role.primary ? undefined : `instance=${role.primaryInstance}`;
}

/**
 * For a GET handler that must write (none does today): on a replica, throws a 409 answer with
 * `fly-replay` so Fly's proxy replays the request on the primary; on the primary it returns.
 */
export function ensurePrimary(litefsDir: string | undefined = env().LITEFS_DIR): void {
  const replay = replayToPrimary(litefsDir);
  if (replay) {
    throw new Response("This instance is a read replica; replaying on the primary.", {
      status: 409,
      headers: { "fly-replay": replay, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}

type Stoppable = { stop(): void };

/**
 * Runs a background job only while this instance is the primary: `start()` when it is (now or
 * later), `stop()` when it no longer is, re-checked every `everyMs`. Without LiteFS the job
 * simply starts, with no timer at all (nothing changes for the embedded default).
 */
export function whilePrimary<T extends Stoppable>(
  start: () => T,
  { litefsDir = env().LITEFS_DIR, everyMs = 2_000 }: { litefsDir?: string; everyMs?: number } = {},
): Stoppable & { running(): boolean } {
  let job: T | undefined;
  const check = () => {
    const primary = isPrimary(litefsDir);
    if (primary && !job) job = start();
    else if (!primary && job) {
      job.stop();
      job = undefined;
    }
  };
  check();
  const timer = litefsDir ? setInterval(check, everyMs) : undefined;
  timer?.unref();
  return {
    running: () => job !== undefined,
    stop() {
      if (timer) clearInterval(timer);
      job?.stop();
      job = undefined;
    },
  };
}
