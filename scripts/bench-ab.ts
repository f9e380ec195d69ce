/**
 * npm run bench:ab -- --before <dir>: the build before a change and this one, side by side in
 * one run, on production's Node (the move to React Router 7). `<dir>` is another copy
 * of the project at the commit before, installed and built there (`npm install && npm run
 * build`); this copy's build must exist (`npm run build`).
 *
 * 1. Every main page uncached, one request at a time, the two servers taking turns request by
 *    request: the median response and the server's CPU per request.
 * 2. The long-tail mix (5 % writes, 50 connections) with the page cache on, the fixed page, the
 *    build before and this one taking turns: throughput as a share of the fixed page's, p50, p99.
 *
 *   npm run bench:ab -- --before ../before [--size 831] [--runs 100] [--mix-seconds 6] [--reuse]
 *
 * Prints a Markdown report and writes it to `--out` (default data/bench/ab.md).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import {
  benchDir,
  buildDir,
  fmt,
  log,
  MIX_SECONDS,
  MIX_WARMUP_REQUESTS,
  MIX_WARMUP_SECONDS,
  option,
  ROUNDS,
} from "./bench-config";
import { request } from "./bench-http";
import { longTailUrls, mixWrites, runMix, summarizeMix, type MixSample } from "./bench-mix";
import { zipfSampler } from "./bench-mix";
import { cpuMsOf } from "./bench-probe";
import type { Server } from "./bench-servers";

process.env.SLOW_QUERY_LOG = "false"; // the seeding is not what we measure
const { benchRuntime } = await import("./bench-runtime");
const { seedTemplate, startFixedPage, startServer, stopServer } = await import("./bench-servers");

const beforeDir = path.resolve(option("before") ?? "");

/** The commit a copy of the project is at, for the report. */
function commitOf(dir: string): string {
  try {
    return execFileSync("git", ["-C", dir, "rev-parse", "--short", "HEAD"], {
      encoding: "utf8",
    }).trim();
  } catch {
    return "an unknown commit";
  }
}
const size = Number(option("size") ?? 831);
const runs = Number(option("runs") ?? 100);
const out = option("out") ?? path.join(benchDir, "ab.md");
if (!option("before") || !fs.existsSync(path.join(beforeDir, "build/server/index.js"))) {
  throw new Error("--before <dir>: a copy of the project with its own build (npm run build)");
}
if (!fs.existsSync(path.join(buildDir, "server/index.js"))) {
  throw new Error(`no build in ${buildDir}: run npm run build first`);
}

const pages: { name: string; path: (server: Server) => string }[] = [
  { name: "Home `/`", path: () => "/" },
  { name: "Browse, no filter", path: () => "/browse" },
  { name: "Browse, a state", path: () => "/browse?state=TX" },
  { name: "Browse, near a place", path: () => "/browse?search=Dallas%2C+TX" },
  { name: "A company page", path: (s) => `/companies/${s.slug}` },
  { name: "The Texas page", path: () => "/striping-companies/texas" },
  { name: "Materials", path: () => "/materials" },
  { name: "Blog", path: () => "/blog" },
  { name: "`/about`", path: () => "/about" },
];

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

fs.mkdirSync(benchDir, { recursive: true });
const startedAt = new Date();
const template = seedTemplate(size);
const before = { dir: beforeDir, label: "before" };
const after = { dir: process.cwd(), label: "after" };
log(`servers on ${benchRuntime().label}`);
const servers: Server[] = [];
try {
  const [offA, offB] = [
    await startServer(size, false, template, before),
    await startServer(size, false, template, after),
  ];
  servers.push(offA, offB);

  // 1. Each page, uncached, one request at a time, the two taking turns.
  const rows: string[] = [];
  for (const page of pages) {
    const stats = new Map<Server, { times: number[]; cpu: number }>([
      [offA, { times: [], cpu: 0 }],
      [offB, { times: [], cpu: 0 }],
    ]);
    for (const server of [offA, offB]) {
      for (let i = 0; i < 10; i++)
        await request(server.port, { method: "GET", path: page.path(server) });
    }
    for (let run = 0; run < runs; run++) {
      for (const server of run % 2 ? [offB, offA] : [offA, offB]) {
        const cpu = cpuMsOf(server.child.pid);
        const t0 = process.hrtime.bigint();
        const answer = await request(server.port, { method: "GET", path: page.path(server) });
        const ms = Number(process.hrtime.bigint() - t0) / 1e6;
        if (answer.status !== 200) throw new Error(`${server.name} ${page.name}: ${answer.status}`);
        const s = stats.get(server)!;
        s.times.push(ms);
        s.cpu += cpuMsOf(server.child.pid) - cpu;
      }
    }
    const a = stats.get(offA)!;
    const b = stats.get(offB)!;
    const row = [
      page.name,
      fmt(median(a.times), 2),
      fmt(median(b.times), 2),
      fmt(median(b.times) / median(a.times), 2),
      fmt(a.cpu / runs, 2),
      fmt(b.cpu / runs, 2),
    ];
    rows.push(`| ${row.join(" | ")} |`);
    log(rows.at(-1)!);
  }
  await stopServer(offA);
  await stopServer(offB);

  // 2. The long-tail mix with the page cache on.
  const [onA, onB] = [
    await startServer(size, true, template, before),
    await startServer(size, true, template, after),
  ];
  servers.push(onA, onB);
  const fixed = await startFixedPage((await request(onB.port, { method: "GET", path: "/" })).body);
  const mix = new Map<Server, { next: () => string; writes: ReturnType<typeof mixWrites> }>();
  for (const server of [onA, onB]) {
    const next = zipfSampler(longTailUrls(server.databaseFile));
    const writes = mixWrites(server.ids);
    mix.set(server, { next, writes });
    log(`long-tail mix on ${server.name}: warming up`);
    for (let done = 0, started = Date.now(); done < MIX_WARMUP_REQUESTS; ) {
      if (Date.now() - started > MIX_WARMUP_SECONDS * 1000) break;
      done += (await runMix(server.port, 2, next, writes)).latencies.length;
    }
  }
  const samples = new Map<string, MixSample[]>([
    ["fixed", []],
    [onA.name, []],
    [onB.name, []],
  ]);
  for (let round = 0; round < ROUNDS; round++) {
    samples
      .get("fixed")!
      .push(await runMix(fixed.port, MIX_SECONDS / ROUNDS, () => "/", undefined));
    for (const server of round % 2 ? [onB, onA] : [onA, onB]) {
      const { next, writes } = mix.get(server)!;
      samples.get(server.name)!.push(await runMix(server.port, MIX_SECONDS / ROUNDS, next, writes));
    }
  }
  await fixed.stop();
  const fixedResult = summarizeMix(samples.get("fixed")!);
  const mixRows = [onA, onB].map((server) => {
    const r = summarizeMix(samples.get(server.name)!);
    return `| ${server.name.startsWith("before") ? "before" : "after"} | ${fmt(r.rps)} req/s, ${fmt(r.rps / fixedResult.rps, 2)} × fixed | ${fmt(r.p50, 1)} ms | ${fmt(r.p99, 1)} ms | ${Math.round(r.hitRate * 100)} % | ${r.errors} |`;
  });
  for (const row of mixRows) log(row);

  const report = `## Before and after: ${commitOf(beforeDir)} and ${commitOf(".")}

Run of \`npm run bench:ab\` on ${startedAt.toISOString().slice(0, 10)} (${startedAt.toISOString().slice(11, 16)} UTC), ${fmt(size)} listings, servers on ${benchRuntime().label}. Before: the build of \`${path.basename(beforeDir)}\` at ${commitOf(beforeDir)}; after: this build, at ${commitOf(".")}. Each server in its own process with its own copy of one seeded database.

Every main page uncached (\`PAGE_CACHE=off\`), one request at a time, the two servers taking turns request by request, ${runs} requests each after 10 to warm up: the median response (loopback, gzip not asked) and the server's CPU per request (user + system from /proc, summed over the requests).

| page | before, median ms | after, median ms | after / before | before, CPU ms | after, CPU ms |
| --- | ---: | ---: | ---: | ---: | ---: |
${rows.join("\n")}

The long-tail mix (every listing, state, service and search page, Zipf-weighted, 5 % writes, 50 keep-alive connections, page cache on), after ${fmt(MIX_WARMUP_REQUESTS)} requests to warm up, ${ROUNDS} slices of ${fmt(MIX_SECONDS / ROUNDS, 1)} s taking turns with the fixed page (a bare Express handler with \`compression()\` returning the home page's bytes: ${fmt(fixedResult.rps)} req/s):

| build | throughput | p50 | p99 | hits | errors |
| --- | --- | ---: | ---: | ---: | ---: |
${mixRows.join("\n")}
`;
  fs.writeFileSync(out, report);
  console.log(report);
  log(`written to ${out}`);
} finally {
  await Promise.all(servers.map(stopServer));
}
