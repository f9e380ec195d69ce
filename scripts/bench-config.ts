/** The bench's options (`npm run bench -- --name value`), budgets and small helpers. */
import path from "node:path";

export function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i === -1) return undefined;
  const next = process.argv[i + 1];
  return next && !next.startsWith("--") ? next : "true";
}

export const SECONDS = Number(option("seconds") ?? 3);
/** Each figure is the sum of ROUNDS slices, the servers and the fixed page taking turns. */
export const ROUNDS = 3;
export const WARMUP_SECONDS = 0.2;
export const CONCURRENCY = Number(option("concurrency") ?? 8);
export const MAX_REQUESTS = 20_000; // per measurement
export const SIZES = (option("sizes") ?? "831,100000").split(",").map(Number);
export const REUSE = option("reuse") === "true";
export const PROBE_ONLY = option("probe-only") === "true";
export const BUILD = option("no-build") !== "true";
export const OUT = option("out") ?? "docs/benchmarks.md";
export const MIX_ONLY = option("mix-only") === "true";
export const MIX_SECONDS = Number(option("mix-seconds") ?? 6);
/** The mix is measured warm: after this many requests of it (or MIX_WARMUP_SECONDS). */
export const MIX_WARMUP_REQUESTS = 3000;
export const MIX_WARMUP_SECONDS = 30;
export const MIX_AIM = 0.25;
export const MIX_P99_MS = 250;
/** Every main page, uncached, one request at a time: server CPU per request. */
export const MISS_CPU_MS = 6;
export const PROBE_RUNS = 5;
export const SLOW_MS = 5;
export const HOME_JS_BUDGET_KB = 90;
export const RETENTION_BUDGET = 0.7;
export const CACHED_AIM = 0.25;

export const root = process.cwd();
export const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
export const benchDir = path.resolve("data/bench");

export function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function log(message: string) {
  console.log(`[bench] ${message}`);
}

export const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : "–";
export const pct = (n: number) => `${Math.round(n * 100)}%`;
