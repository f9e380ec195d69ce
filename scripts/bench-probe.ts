/**
 * What the bench measures without load: the slow-query probe and each page's server CPU per
 * uncached request (sequential requests on an otherwise idle server), and the budgets of the
 * home page's JavaScript and the cache headers.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { buildDir, PROBE_RUNS, sleep } from "./bench-config";
import { pathOf, request, type Target } from "./bench-http";
import type { Server } from "./bench-servers";

export type SlowLine = { ms: number; sql: string };

export function slowLinesSince(server: Server, from: number): SlowLine[] {
  const out: SlowLine[] = [];
  for (const line of server.lines.slice(from)) {
    const m = /^slow query ([\d.]+)ms: (.*)$/.exec(line);
    if (m) out.push({ ms: Number(m[1]), sql: m[2] });
  }
  return out;
}

/** CPU time (user + system) a process has used, ms, from /proc (Linux); NaN elsewhere. */
export function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}
export const CLOCK_TICKS = 100;
/**
 * Sequential requests whose CPU is averaged: a full collection (20–30 ms with its marking) falls
 * in some page's window, and over 40 requests it moved a page's figure by up to 2 ms from one
 * run to the next.
 */
export const CPU_RUNS = 100;
/** Rounds of every GET page before the probe. */
export const WARM_ROUNDS = 10;

export type ProbeRow = {
  target: string;
  /** The server's CPU time per request over CPU_RUNS sequential requests, ms. */
  cpuMs?: number;
  /** Median response time of the sequential requests, ms. */
  medianMs: number;
  /** Median response time of the CPU_RUNS requests, one at a time and back to back, ms. */
  inRowMs?: number;
  /** Statements over the threshold in most runs: sql, median ms, runs slow. */
  slow: { sql: string; medianMs: number; runs: number }[];
};

export async function probe(
  server: Server,
  targets: Target[],
  mode: "warm" | "after a write",
  write: () => Promise<void>,
): Promise<ProbeRow[]> {
  const rows: ProbeRow[] = [];
  // Every page's code compiled and optimised first: the first pages probed used to carry the
  // server's warm-up in their CPU per request (home looked the dearest).
  for (let round = 0; round < WARM_ROUNDS; round++) {
    for (const target of targets) {
      if (target.method === "GET")
        await request(server.port, { method: "GET", path: pathOf(target, server) });
    }
  }
  for (const target of targets) {
    if (target.method !== "GET") continue;
    const get = { method: "GET", path: pathOf(target, server) };
    await request(server.port, get); // warm the code path (and the aggregates)
    const times: number[] = [];
    const perRun: SlowLine[][] = [];
    for (let run = 0; run < PROBE_RUNS; run++) {
      if (mode === "after a write") await write();
      await sleep(30);
      const mark = server.lines.length;
      const t0 = process.hrtime.bigint();
      const answer = await request(server.port, get);
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (answer.status !== target.ok) throw new Error(`${get.path}: ${answer.status}`);
      await sleep(30); // let the server's log lines arrive
      perRun.push(slowLinesSince(server, mark));
    }
    const bySql = new Map<string, number[]>();
    perRun.forEach((lines) => {
      const seen = new Map<string, number>();
      for (const l of lines) seen.set(l.sql, Math.max(seen.get(l.sql) ?? 0, l.ms));
      for (const [sql, ms] of seen) bySql.set(sql, [...(bySql.get(sql) ?? []), ms]);
    });
    const slow = [...bySql.entries()]
      // Over the threshold in most runs: its median time is above it.
      .filter(([, ms]) => ms.length > PROBE_RUNS / 2)
      .map(([sql, ms]) => {
        const all = [...ms, ...Array<number>(PROBE_RUNS - ms.length).fill(0)].sort((a, b) => a - b);
        return { sql, medianMs: all[Math.floor(PROBE_RUNS / 2)], runs: ms.length };
      })
      .sort((a, b) => b.medianMs - a.medianMs);
    times.sort((a, b) => a - b);
    let cpuMs: number | undefined;
    let inRowMs: number | undefined;
    if (mode === "warm") {
      // CPU time rather than response time: other work on the machine does not count in it.
      const before = cpuMsOf(server.child.pid);
      const inRow: number[] = [];
      for (let run = 0; run < CPU_RUNS; run++) {
        const t0 = process.hrtime.bigint();
        await request(server.port, get);
        inRow.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
      cpuMs = (cpuMsOf(server.child.pid) - before) / CPU_RUNS;
      inRow.sort((a, b) => a - b);
      inRowMs = inRow[Math.floor(inRow.length / 2)];
    }
    rows.push({
      target: target.name,
      medianMs: times[Math.floor(times.length / 2)],
      slow,
      cpuMs,
      inRowMs,
    });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Budgets that need no load

export async function homeJavaScript(port: number): Promise<{ files: number; gzipBytes: number }> {
  const html = (await request(port, { method: "GET", path: "/" })).body.toString();
  // What the browser loads up front, counted as tests/e2e/performance.spec.ts counts it: module
  // preloads and the inline script's imports, not the manifest file the HTML also names.
  const loaded = [
    ...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g),
    ...html.matchAll(/import(?:[^"';]*?from)?\s*\(?"(\/assets\/[^"]+\.js)"/g),
  ];
  const files = [...new Set(loaded.map((m) => m[1]))];
  let gzipBytes = 0;
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(buildDir, "client", file));
    gzipBytes += zlib.gzipSync(bytes).length;
  }
  return { files: files.length, gzipBytes };
}

export async function headerChecks(port: number) {
  const home = await request(port, {
    method: "GET",
    path: "/",
    headers: { "accept-encoding": "gzip" },
  });
  const html = zlib.gunzipSync(home.body).toString();
  const asset = /\/assets\/[^"'\s)]+\.js/.exec(html)?.[0] ?? "/assets/missing.js";
  const assetAnswer = await request(port, { method: "GET", path: asset });
  const signedIn = await request(port, {
    method: "GET",
    path: "/",
    headers: { cookie: "__session=anything" },
  });
  return {
    compressed: home.headers["content-encoding"] === "gzip",
    publicCache: String(home.headers["cache-control"] ?? ""),
    assetCache: String(assetAnswer.headers["cache-control"] ?? ""),
    signedInCache: String(signedIn.headers["cache-control"] ?? ""),
  };
}
