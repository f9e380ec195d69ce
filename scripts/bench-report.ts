/** The bench's report: docs/benchmarks.md from a run's results. */
import os from "node:os";
import {
  CACHED_AIM,
  CONCURRENCY,
  fmt,
  HOME_JS_BUDGET_KB,
  MAX_REQUESTS,
  MISS_CPU_MS,
  MIX_AIM,
  MIX_P99_MS,
  MIX_SECONDS,
  MIX_WARMUP_REQUESTS,
  MIX_WARMUP_SECONDS,
  pct,
  PROBE_RUNS,
  RETENTION_BUDGET,
  ROUNDS,
  SECONDS,
  SIZES,
  SLOW_MS,
  WARMUP_SECONDS,
} from "./bench-config";
import type { Result, Target } from "./bench-http";
import { MIX_CONNECTIONS, type runMix, type summarizeMix } from "./bench-mix";
import { CPU_RUNS, WARM_ROUNDS, type ProbeRow } from "./bench-probe";
import { benchRuntime } from "./bench-runtime";
import { visitorSection, type VisitorResult } from "./bench-visitors";

export type MixResultT = ReturnType<typeof summarizeMix>;
export type MixSampleT = Awaited<ReturnType<typeof runMix>>;

export type Run = {
  startedAt: Date;
  targets: Target[];
  /** By `${target.name}|${server.name}`. */
  results: Map<string, Result>;
  /** By target: the fixed page in the same rounds. */
  fixedResults: Map<string, Result>;
  mixResults: Map<number, { urls: number; result: MixResultT; fixed: MixResultT }>;
  probes: Map<number, { warm: ProbeRow[]; cold: ProbeRow[] }>;
  homeBytes: number;
  js: { files: number; gzipBytes: number };
  headers: { compressed: boolean; publicCache: string; assetCache: string; signedInCache: string };
  slowUnderLoad: { name: string; count: number }[];
  /** The visitor workload on a fresh server (bench-visitors.ts). */
  visitors?: VisitorResult;
};

/** The lines of docs/benchmarks.md. */
export function report(run: Run): string[] {
  const fixedRps = (t: Target) => run.fixedResults.get(t.name)!.rps;
  const fixedAll = [...run.fixedResults.values()].map((r) => r.rps);
  const [small, large] = [SIZES[0], SIZES[SIZES.length - 1]];
  const get = (t: Target, size: number, cache: boolean) =>
    run.results.get(`${t.name}|${size}-cache-${cache ? "on" : "off"}`)!;
  const lines: string[] = [];
  const cpu = os.cpus();
  lines.push(
    "# Benchmarks",
    "",
    `Run of \`npm run bench\` on ${run.startedAt.toISOString().slice(0, 10)} (${run.startedAt.toISOString().slice(11, 16)} UTC).`,
    "",
    `Machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? "unknown CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.type()} ${os.release()}. ` +
      `The servers and the fixed page run on ${benchRuntime().label}; the load generator on this machine's Node ${process.version}. ` +
      "The load generator, the fixed page and the servers share these cores (and the machine was " +
      "shared with other work), so compare the ratios rather than the absolute figures.",
    "",
    `Method: each server is the production build (\`server.ts\`, \`NODE_ENV=production\`) in its own ` +
      `process with its own copy of a database seeded by \`seedDatabase(db, { stripingCount })\`. ` +
      `Each figure is ${SECONDS} s of load from ${CONCURRENCY} keep-alive connections on loopback ` +
      `asking for gzip, in ${ROUNDS} slices of ${fmt(SECONDS / ROUNDS, 1)} s (each after ${WARMUP_SECONDS} s of warm-up) ` +
      "in which the fixed page and the four servers take turns, so a busy moment of the machine " +
      `weighs on all of them alike; at most ${MAX_REQUESTS.toLocaleString("en-US")} requests. ` +
      `"× fixed" is the throughput as a share of a bare Express handler (with \`compression()\`, ` +
      `in its own process) returning a fixed page of the home page's size ` +
      `(${run.homeBytes.toLocaleString("en-US")} bytes), measured in the same rounds as the page ` +
      `(${fmt(Math.min(...fixedAll))}–${fmt(Math.max(...fixedAll))} req/s over the run). ` +
      "KB is the compressed size of an answer. Cache on means the in-process page cache " +
      "(`PAGE_CACHE`, decision 010); the POST is never cached.",
    "",
  );
  for (const size of SIZES) {
    lines.push(
      `## ${size.toLocaleString("en-US")} striping listings`,
      "",
      "| page | KB | req/s (cache off) | p50 ms | p99 ms | × fixed | req/s (cache on) | p50 ms | p99 ms | × fixed | fixed req/s |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    );
    for (const t of run.targets) {
      const off = get(t, size, false);
      const on = get(t, size, true);
      const errs = off.errors + on.errors ? ` (${off.errors + on.errors} errors)` : "";
      lines.push(
        `| ${t.name}${errs} | ${fmt(off.bytes / 1024, 1)} | ${fmt(off.rps)} | ${fmt(off.p50, 1)} | ${fmt(off.p99, 1)} | ${fmt(off.rps / fixedRps(t), 2)} | ${fmt(on.rps)} | ${fmt(on.p50, 1)} | ${fmt(on.p99, 1)} | ${fmt(on.rps / fixedRps(t), 2)} | ${fmt(fixedRps(t))} |`,
      );
    }
    lines.push("");
  }

  if (run.visitors) lines.push(...visitorSection([run.visitors]));
  lines.push(
    "## Long-tail mix with 5 % writes",
    "",
    `Visitors over every listing page, state page, state-and-service page, service and search ` +
      `page (a Zipf law of exponent 1 over them in a shuffled order: a few popular, most rarely ` +
      `asked for), with 5 % writes (search-activity logs and reviews, in turn), from ` +
      `${MIX_CONNECTIONS} keep-alive connections asking for gzip, against the server with the page cache on, after ` +
      `a warm-up of ${fmt(MIX_WARMUP_REQUESTS)} requests of the mix (at most ${MIX_WARMUP_SECONDS} s); ${ROUNDS} slices of ${fmt(MIX_SECONDS / ROUNDS, 1)} s, the fixed page ` +
      `(same ${MIX_CONNECTIONS} connections) taking turns with it (\`scripts/bench-mix.ts\`).`,
    "",
    "| listings | URLs | req/s | p50 ms | p99 ms | errors | cache hits (GETs) | fixed req/s | × fixed |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...[...run.mixResults.entries()].map(
      ([size, m]) =>
        `| ${fmt(size)} | ${fmt(m.urls)} | ${fmt(m.result.rps)} | ${fmt(m.result.p50, 1)} | ${fmt(m.result.p99, 1)} | ${m.result.errors} | ${pct(m.result.hitRate)} | ${fmt(m.fixed.rps)} | ${fmt(m.result.rps / m.fixed.rps, 2)} |`,
    ),
    "",
  );

  // Budgets
  const retention = run.targets.map((t) => ({
    t,
    off: get(t, large, false).rps / get(t, small, false).rps,
    on: get(t, large, true).rps / get(t, small, true).rps,
  }));
  // The budget is about pages; the POST is reported beside them.
  const worstRetention = Math.min(
    ...retention.filter((r) => r.t.method === "GET").flatMap((r) => [r.off, r.on]),
  );
  const largeProbe = run.probes.get(large)!;
  const warmSlow = largeProbe.warm.flatMap((r) => r.slow.map((s) => ({ ...s, target: r.target })));
  const coldSlow = largeProbe.cold.flatMap((r) => r.slow.map((s) => ({ ...s, target: r.target })));
  const cachedRatios = run.targets
    .filter((t) => t.method === "GET")
    .map((t) => ({ t, ratio: get(t, large, true).rps / fixedRps(t) }));
  const worstCached = Math.min(...cachedRatios.map((r) => r.ratio));
  const jsKb = run.js.gzipBytes / 1024;
  const missCpu = SIZES.flatMap((size) =>
    run.probes
      .get(size)!
      .warm.filter((row) => !row.target.startsWith("API"))
      .map((row) => ({
        size,
        target: row.target,
        ms: row.cpuMs ?? NaN,
        inRow: row.inRowMs ?? NaN,
      })),
  ).sort((a, b) => b.ms - a.ms);
  const worstMiss = missCpu[0];
  const worstInRow = [...missCpu].sort((a, b) => b.inRow - a.inRow)[0];
  const yes = (ok: boolean) => (ok ? "**holds**" : "**fails**");
  lines.push(
    "## Budgets",
    "",
    "| budget | measured | |",
    "| --- | --- | --- |",
    `| every page keeps ≥ ${pct(RETENTION_BUDGET)} of its ${small.toLocaleString("en-US")}-listing throughput at ${large.toLocaleString("en-US")} (cache off and on) | lowest ${pct(worstRetention)} (table below) | ${yes(worstRetention >= RETENTION_BUDGET)} |`,
    `| no query a page makes takes more than ${SLOW_MS} ms at ${large.toLocaleString("en-US")} listings (median of ${PROBE_RUNS} sequential requests) | ${warmSlow.length ? `${warmSlow.length} over (below)` : "none over"} | ${yes(warmSlow.length === 0)} |`,
    `| … and on the first request after a write (a review POSTed before each request) | ${coldSlow.length ? `${coldSlow.length} over (below)` : "none over"} | ${yes(coldSlow.length === 0)} |`,
    `| every main page uncached costs ≤ ${MISS_CPU_MS} ms of server CPU per request (sequential, median page cost below) | highest ${fmt(worstMiss?.ms ?? NaN, 1)} ms (${worstMiss?.target} at ${fmt(worstMiss?.size ?? 0)}) | ${yes((worstMiss?.ms ?? Infinity) <= MISS_CPU_MS)} |`,
    `| … and its median response, one request at a time (${CPU_RUNS} in a row, timed by the client) ≤ ${MISS_CPU_MS} ms | highest ${fmt(worstInRow?.inRow ?? NaN, 1)} ms (${worstInRow?.target} at ${fmt(worstInRow?.size ?? 0)}) | ${yes((worstInRow?.inRow ?? Infinity) <= MISS_CPU_MS)} |`,
    `| the JavaScript home loads < ${HOME_JS_BUDGET_KB} KB gzipped | ${fmt(jsKb, 1)} KB in ${run.js.files} files | ${yes(jsKb < HOME_JS_BUDGET_KB)} |`,
    `| pages are served compressed | \`Content-Encoding: ${run.headers.compressed ? "gzip" : "none"}\` on \`/\` | ${yes(run.headers.compressed)} |`,
    `| hashed assets have immutable cache headers | \`${run.headers.assetCache}\` | ${yes(/immutable/.test(run.headers.assetCache))} |`,
    `| public pages let a CDN keep them briefly; signed-in pages do not | \`${run.headers.publicCache}\`; with a session cookie \`${run.headers.signedInCache}\` | ${yes(/s-maxage/.test(run.headers.publicCache) && /private/.test(run.headers.signedInCache))} |`,
    ...[...run.mixResults.entries()].map(([size, m]) => {
      const ratio = m.result.rps / m.fixed.rps;
      const ok = ratio >= MIX_AIM && m.result.p99 <= MIX_P99_MS && m.result.errors === 0;
      return `| long-tail mix with 5 % writes at ${fmt(size)} listings: ≥ ${MIX_AIM} × fixed, p99 ≤ ${MIX_P99_MS} ms, no errors | ${fmt(ratio, 2)} ×, p99 ${fmt(m.result.p99, 0)} ms, ${m.result.errors} errors | ${yes(ok)} |`;
    }),
    `| aim: cached pages reach ¼ of the fixed page's throughput (at ${large.toLocaleString("en-US")}) | lowest ${fmt(worstCached, 2)} × fixed | ${worstCached >= CACHED_AIM ? "**met**" : "**not met**"} |`,
    "",
    `### Throughput at ${large.toLocaleString("en-US")} as a share of ${small.toLocaleString("en-US")} listings`,
    "",
    "| page | cache off | cache on |",
    "| --- | ---: | ---: |",
    ...retention.map((r) => `| ${r.t.name} | ${pct(r.off)} | ${pct(r.on)} |`),
    "",
    `### Queries over ${SLOW_MS} ms`,
    "",
    `The slow-query log (\`db/slow-queries.ts\`, \`SLOW_QUERY_MS\`) of the uncached servers while ` +
      `each GET page was requested ${PROBE_RUNS} times in a row on an idle server; a statement ` +
      "counts when it was over the threshold in most of the runs. The server's CPU per request " +
      `is its user and system time (/proc) over ${CPU_RUNS} more sequential requests of the page, ` +
      "whose median response the next column gives (each request sent when the last was answered; " +
      `the ${PROBE_RUNS} requests of the slow-query log are 30 ms apart, after the log's lines) ` +
      `(after ${WARM_ROUNDS} rounds of every page, so no page carries the server's warm-up): ` +
      "unlike the response time, it does not grow when other work shares the machine.",
    "",
  );
  for (const size of SIZES) {
    const p = run.probes.get(size)!;
    lines.push(
      `#### ${size.toLocaleString("en-US")} listings`,
      "",
      `| page | server CPU per request, ms | median response of ${CPU_RUNS} in a row, ms | median response of ${PROBE_RUNS} apart, ms | after a write, ms | statements over 5 ms (median ms) |`,
      "| --- | ---: | ---: | ---: | ---: | --- |",
    );
    for (const row of p.warm) {
      const cold = p.cold.find((c) => c.target === row.target)!;
      const over = [
        ...row.slow.map((s) => `${fmt(s.medianMs, 1)}: \`${s.sql.slice(0, 160)}\``),
        ...cold.slow.map((s) => `after a write ${fmt(s.medianMs, 1)}: \`${s.sql.slice(0, 160)}\``),
      ];
      lines.push(
        `| ${row.target} | ${fmt(row.cpuMs ?? NaN, 1)} | ${fmt(row.inRowMs ?? NaN, 1)} | ${fmt(row.medianMs, 1)} | ${fmt(cold.medianMs, 1)} | ${over.length ? over.join("<br>") : "none"} |`,
      );
    }
    lines.push("");
  }
  lines.push(
    "Under load the log also counts statements slowed by sharing the CPU (informational): " +
      run.slowUnderLoad.map((s) => `${s.name} ${s.count}`).join(", ") +
      ".",
    "",
  );
  return lines;
}
