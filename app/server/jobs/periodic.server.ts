import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { env } from "~/env.server";

/**
 * A job run every `everyMs` (first after one interval), never two runs at once; a failure is
 * logged and the next run goes ahead. Started through `whilePrimary`, so only the primary runs
 * it and it stops when the lease moves.
 */
export function startPeriodic(
  name: string,
  everyMs: number,
  task: () => Promise<unknown> | unknown,
): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    Promise.resolve()
      .then(task)
      .catch((error: unknown) => {
        console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** In production the compiled script (the image has no TypeScript loader), else the source. */
function scriptCommand(name: string): string[] {
  const compiled = path.resolve("build/node/scripts", `${name}.js`);
  return env().NODE_ENV === "production" && fs.existsSync(compiled)
    ? [compiled]
    : ["--import", "tsx", `scripts/${name}.ts`];
}

/**
 * Runs one of the operator scripts (scripts/<name>.ts) in a child process, so a backup's
 * VACUUM INTO never blocks the server's event loop; resolves when it succeeded.
 */
export function runScript(name: string, args: string[] = []): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...scriptCommand(name), ...args], { stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`scripts/${name}.ts exited with ${code}`)),
    );
  });
}
