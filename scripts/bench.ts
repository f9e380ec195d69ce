/**
 * npm run bench: the directory's speed at 831 and at 100,000 striping listings, against the
 * production build, with the page cache off and on, as a ratio to a bare Express handler that
 * returns a fixed page the size of the home page. Writes docs/benchmarks.md.
 *
 *   npm run bench                          the full run (a few minutes on 2 cores)
 *   npm run bench -- --seconds 2           shorter measurements
 *   npm run bench -- --reuse               reuse seeded templates from data/bench (iteration)
 *   npm run bench -- --probe-only          only the slow-query probe, no load, no report
 *   npm run bench -- --no-build            measure the existing build (BUILD_DIR or ./build)
 *   npm run bench -- --sizes 831,20000     other sizes (the first is the reference)
 *   npm run bench -- --mix-only            only the long-tail mix (scripts/bench-mix.ts), logged
 *   npm run bench -- --mix-seconds 9       longer long-tail mix measurements
 *
 * Every server runs in its own process on a free loopback port with its own copy of a seeded
 * database (data/bench/), NODE_ENV=production, rate limits raised, request logging off, and
 * the slow-query log on (SLOW_QUERY_MS=5). The load generator keeps N connections alive and
 * asks for gzip, as browsers do; the fixed page is compressed too.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import {
  benchDir,
  BUILD,
  buildDir,
  fmt,
  log,
  MIX_ONLY,
  MIX_SECONDS,
  MIX_WARMUP_REQUESTS,
  MIX_WARMUP_SECONDS,
  OUT,
  pct,
  PROBE_ONLY,
  ROUNDS,
  root,
  SIZES,
} from "./bench-config";
import {
  directAgent,
  request,
  slice,
  summarize,
  type Result,
  type Sample,
  type Target,
} from "./bench-http";
import { longTailUrls, mixWrites, runMix, summarizeMix, zipfSampler } from "./bench-mix";
import { headerChecks, homeJavaScript, probe, type ProbeRow } from "./bench-probe";
import { report, type MixResultT, type MixSampleT } from "./bench-report";
import { runVisitorWorkload } from "./bench-visitors";
import type { Server } from "./bench-servers";

process.env.SLOW_QUERY_LOG = "false"; // the bench's own seeding is not what we measure
// The database client reads the setting when loaded: after it.
const { benchRuntime } = await import("./bench-runtime");
const { seedTemplate, startFixedPage, startServer, stopServer } = await import("./bench-servers");

// ---------------------------------------------------------------------------------------------
// The run

const startedAt = new Date();
fs.mkdirSync(benchDir, { recursive: true });

if (BUILD) {
  log(`building into ${path.relative(root, buildDir)}`);
  execFileSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR: buildDir },
  });
} else if (!fs.existsSync(path.join(buildDir, "server/index.js"))) {
  throw new Error(`no build in ${buildDir}: run npm run build first or drop --no-build`);
}

const templates = new Map(SIZES.map((size) => [size, seedTemplate(size)]));
log(`servers on ${benchRuntime().label}`);
// First, on a quiet machine: the workload the speed goals are judged on (bench-visitors.ts).
const visitors = PROBE_ONLY || MIX_ONLY ? undefined : await runVisitorWorkload(seedTemplate(831));
const servers: Server[] = [];
const cleanup = async () => {
  await Promise.all(servers.map(stopServer));
};
process.on("SIGINT", () => void cleanup().then(() => process.exit(130)));

try {
  for (const size of SIZES) {
    for (const cache of PROBE_ONLY ? [false] : MIX_ONLY ? [true] : [false, true]) {
      servers.push(await startServer(size, cache, templates.get(size)!));
    }
  }
  log(`servers: ${servers.map((s) => `${s.name} on :${s.port}`).join(", ")}`);

  let reviewNumber = 0;
  const reviewBody = (server: Server) =>
    JSON.stringify({
      companyId: server.ids[reviewNumber++ % server.ids.length],
      rating: 1 + (reviewNumber % 5),
      customerName: "Bench Reviewer",
      title: "Benchmark review",
      content: "Written by npm run bench to measure POST /api/reviews.",
    });
  const targets: Target[] = [
    { name: "Home `/`", method: "GET", path: "/", ok: 200 },
    { name: "Browse, no filter", method: "GET", path: "/browse", ok: 200 },
    { name: "Browse, a state", method: "GET", path: "/browse?state=TX", ok: 200 },
    {
      name: "Browse, a service",
      method: "GET",
      path: "/browse?category=Parking+Lot+Striping",
      ok: 200,
    },
    { name: "Browse, text search", method: "GET", path: "/browse?search=striping", ok: 200 },
    {
      name: "Browse, advanced panel",
      method: "GET",
      path: "/browse?advanced=1&service=Sealcoating&minRating=4",
      ok: 200,
    },
    {
      name: "Company page (the most reviewed)",
      method: "GET",
      path: (server) => `/companies/${server.slug}`,
      ok: 200,
    },
    {
      name: "A state page `/striping-companies/texas`",
      method: "GET",
      path: "/striping-companies/texas",
      ok: 200,
    },
    { name: "API search", method: "GET", path: "/api/companies/search?q=line", ok: 200 },
    // Search by place (decision 016): a radius query reads the covering geo index.
    {
      name: "Browse, near a place (50 miles)",
      method: "GET",
      path: "/browse?search=Dallas%2C+TX",
      ok: 200,
    },
    {
      name: "API near a place (50 miles)",
      method: "GET",
      path: "/api/companies/search?near=Dallas%2C+TX&radius=50",
      ok: 200,
    },
    { name: "Materials `/materials`", method: "GET", path: "/materials", ok: 200 },
    { name: "Blog `/blog`", method: "GET", path: "/blog", ok: 200 },
    {
      name: "`POST /api/reviews`",
      method: "POST",
      path: "/api/reviews",
      body: reviewBody,
      ok: 201,
    },
  ];

  // Slow-query probe on the uncached servers, before any load: one request at a time on a quiet
  // machine (run after the mix, the pages read up to a third dearer while the servers that had
  // carried it were still settling).
  const probes = new Map<number, { warm: ProbeRow[]; cold: ProbeRow[] }>();
  for (const server of servers.filter((s) => !s.cache)) {
    const write = async () => {
      const r = await request(server.port, {
        method: "POST",
        path: "/api/reviews",
        body: reviewBody(server),
      });
      if (r.status !== 201) throw new Error(`review POST answered ${r.status}`);
    };
    log(`probing queries at ${server.size.toLocaleString("en-US")} listings`);
    const warm = await probe(server, targets, "warm", write);
    const cold = await probe(server, targets, "after a write", write);
    probes.set(server.size, { warm, cold });
    for (const row of warm) {
      log(`  ${row.target}: ${fmt(row.cpuMs ?? NaN, 1)} ms of CPU per request`);
      for (const s of row.slow)
        log(`  warm  ${row.target}: ${s.medianMs} ms ${s.sql.slice(0, 140)}`);
    }
    for (const row of cold) {
      for (const s of row.slow)
        log(`  write ${row.target}: ${s.medianMs} ms ${s.sql.slice(0, 140)}`);
    }
  }
  if (PROBE_ONLY) {
    await cleanup();
    process.exit(0);
  }
  // The long-tail mix on the cached servers, before the per-page loads fill their caches.
  const mixFixed = await startFixedPage(
    (await request(servers[0].port, { method: "GET", path: "/" })).body,
  );
  const mixResults = new Map<number, { urls: number; result: MixResultT; fixed: MixResultT }>();
  for (const server of servers.filter((s) => s.cache)) {
    const urls = longTailUrls(server.databaseFile);
    const next = zipfSampler(urls);
    const writes = mixWrites(server.ids);
    log(`long-tail mix at ${fmt(server.size)} listings: ${fmt(urls.length)} URLs, warming up`);
    for (let done = 0, started = Date.now(); done < MIX_WARMUP_REQUESTS; ) {
      if (Date.now() - started > MIX_WARMUP_SECONDS * 1000) break;
      done += (await runMix(server.port, 2, next, writes)).latencies.length;
    }
    const own: MixSampleT[] = [];
    const fixedOwn: MixSampleT[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      fixedOwn.push(await runMix(mixFixed.port, MIX_SECONDS / ROUNDS, () => "/", undefined));
      own.push(await runMix(server.port, MIX_SECONDS / ROUNDS, next, writes));
    }
    const result = summarizeMix(own);
    const fixedResult = summarizeMix(fixedOwn);
    mixResults.set(server.size, { urls: urls.length, result, fixed: fixedResult });
    for (const failure of result.failures.slice(0, 10)) log(`  failed: ${failure}`);
    log(
      `  ${fmt(result.rps)} req/s (${fmt(result.rps / fixedResult.rps, 2)} × fixed ${fmt(fixedResult.rps)}), p50 ${fmt(result.p50, 1)} ms, p99 ${fmt(result.p99, 1)} ms, hits ${pct(result.hitRate)}, ${result.writes} writes, ${result.errors} errors`,
    );
  }
  await mixFixed.stop();
  if (MIX_ONLY) {
    await cleanup();
    process.exit(0);
  }

  const reference = servers[0];
  const homeHtml = (await request(reference.port, { method: "GET", path: "/" })).body;
  const fixed = await startFixedPage(homeHtml);
  const fixedTarget: Target = { name: "fixed page", method: "GET", path: "/", ok: 200 };
  log(`fixed page of ${homeHtml.length.toLocaleString("en-US")} bytes on :${fixed.port}`);

  const results = new Map<string, Result>(); // `${target.name}|${server.name}`
  const fixedResults = new Map<string, Result>(); // by target: the fixed page in the same rounds
  for (const target of targets) {
    const fixedSamples: Sample[] = [];
    const samples = new Map<Server, Sample[]>(servers.map((s) => [s, []]));
    for (let round = 0; round < ROUNDS; round++) {
      fixedSamples.push(await slice(fixed, fixedTarget));
      for (const cache of [false, true]) {
        for (const size of SIZES) {
          const server = servers.find((s) => s.size === size && s.cache === cache)!;
          samples.get(server)!.push(await slice(server, target));
        }
      }
    }
    const fixedResult = summarize(fixedSamples);
    fixedResults.set(target.name, fixedResult);
    log(`${target.name}: fixed page ${fmt(fixedResult.rps)} req/s`);
    for (const [server, list] of samples) {
      const result = summarize(list);
      results.set(`${target.name}|${server.name}`, result);
      log(
        `  ${server.name}: ${fmt(result.rps)} req/s, p50 ${fmt(result.p50, 1)} ms, p99 ${fmt(result.p99, 1)} ms, ${fmt(result.bytes / 1024, 1)} KB${result.errors ? `, ${result.errors} errors` : ""}`,
      );
    }
  }
  await fixed.stop();

  const js = await homeJavaScript(reference.port);
  const headers = await headerChecks(reference.port);
  const slowUnderLoad = servers.map((s) => ({
    name: s.name,
    count: s.lines.filter((l) => l.startsWith("slow query")).length,
  }));
  await cleanup();

  // -------------------------------------------------------------------------------------------
  // Report

  fs.writeFileSync(
    OUT,
    report({
      startedAt,
      targets,
      results,
      fixedResults,
      mixResults,
      probes,
      homeBytes: homeHtml.length,
      js,
      headers,
      slowUnderLoad,
      visitors,
    }).join("\n"),
  );
  log(`wrote ${OUT}`);
} catch (error) {
  await cleanup();
  throw error;
}
directAgent.destroy();
process.exit(0);
