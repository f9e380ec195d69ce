/**
 * Starts the real server (`node --import tsx server.ts`, the production build) as a child
 * process on a free port, for tests that need a whole process: a simulated LiteFS replica, the
 * container's environment. No browser is involved.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./deploy-config";
import { freePort } from "~/scripts/free-port";

export { freePort };

/** The build directory the server will load (BUILD_DIR, default ./build), if it is built. */
export function builtDir(): { dir: string; ready: boolean } {
  const dir = path.resolve(ROOT, process.env.BUILD_DIR ?? "build");
  return { dir, ready: fs.existsSync(path.join(dir, "server/index.js")) };
}

export const NOT_BUILT =
  "needs the production build: run `npm run build` (or set BUILD_DIR) first; `npm test` builds before this phase";

export type AppProcess = {
  port: number;
  url: string;
  child: ChildProcess;
  output(): string;
  /** Sends `signal` and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/** Only what the app needs from this process's environment, so nothing leaks in by accident. */
export function baseEnv(): Record<string, string> {
  const keep = ["PATH", "HOME", "TMPDIR", "LANG", "TZ"];
  return Object.fromEntries(
    keep.filter((k) => process.env[k] !== undefined).map((k) => [k, process.env[k] as string]),
  );
}

export async function startApp(opts: {
  env: Record<string, string>;
  args?: string[];
  timeoutMs?: number;
}): Promise<AppProcess> {
  const port = Number(opts.env.PORT ?? (await freePort()));
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: "production",
    ...baseEnv(),
    BUILD_DIR: builtDir().dir,
    ...opts.env,
    PORT: String(port),
  };
  const child = spawn(process.execPath, opts.args ?? ["--import", "tsx", "server.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  const app: AppProcess = {
    port,
    url,
    child,
    output: () => log,
    async stop(signal = "SIGTERM") {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      return exited;
    },
  };

  const deadline = Date.now() + (opts.timeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode} before it was healthy:\n${log}`);
    }
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.status === 200) return app;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become healthy in time:\n${log}`);
}

/** Polls `check` until it returns true or `timeoutMs` passes. */
export async function waitFor(check: () => boolean, timeoutMs = 10_000, everyMs = 100) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return check();
}
