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
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { Worker } from "node:worker_threads";
import Database from "better-sqlite3";

process.env.SLOW_QUERY_LOG = "false"; // the bench's own seeding is not what we measure
const { migrateDatabase, openDatabase } = await import("../db/client");
const { seedDatabase } = await import("../db/seed/index");
const {
  benchVisitor,
  longTailUrls,
  mixWrites,
  runMix,
  summarizeMix,
  zipfSampler,
  MIX_CONNECTIONS,
} = await import("./bench-mix");

// ---------------------------------------------------------------------------------------------
// Options

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i === -1) return undefined;
  const next = process.argv[i + 1];
  return next && !next.startsWith("--") ? next : "true";
}

const SECONDS = Number(option("seconds") ?? 3);
/** Each figure is the sum of ROUNDS slices, the servers and the fixed page taking turns. */
const ROUNDS = 3;
const WARMUP_SECONDS = 0.2;
const CONCURRENCY = Number(option("concurrency") ?? 8);
const MAX_REQUESTS = 20_000; // per measurement
const SIZES = (option("sizes") ?? "831,100000").split(",").map(Number);
const REUSE = option("reuse") === "true";
const PROBE_ONLY = option("probe-only") === "true";
const BUILD = option("no-build") !== "true";
const OUT = option("out") ?? "docs/benchmarks.md";
const MIX_ONLY = option("mix-only") === "true";
const MIX_SECONDS = Number(option("mix-seconds") ?? 6);
/** The mix is measured warm: after this many requests of it (or MIX_WARMUP_SECONDS). */
const MIX_WARMUP_REQUESTS = 3000;
const MIX_WARMUP_SECONDS = 30;
const MIX_AIM = 0.25;
const MIX_P99_MS = 250;
/** Every main page, uncached, one request at a time: server CPU per request (issue 17). */
const MISS_CPU_MS = 6;
const PROBE_RUNS = 5;
const SLOW_MS = 5;
const HOME_JS_BUDGET_KB = 110;
const RETENTION_BUDGET = 0.7;
const CACHED_AIM = 0.25;

const root = process.cwd();
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const benchDir = path.resolve("data/bench");

// ---------------------------------------------------------------------------------------------
// Databases

function templatePath(count: number) {
  return path.join(benchDir, `template-${count}.db`);
}

function seedTemplate(count: number): string {
  const file = templatePath(count);
  if (REUSE && fs.existsSync(file)) return file;
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
  const started = Date.now();
  const db = openDatabase(file);
  migrateDatabase(db);
  seedDatabase(db, { stripingCount: count });
  db.$client.pragma("wal_checkpoint(TRUNCATE)");
  db.$client.close();
  log(
    `seeded ${count.toLocaleString("en-US")} listings in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return file;
}

function copyDatabase(template: string, name: string): string {
  const file = path.join(benchDir, `${name}.db`);
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
  fs.copyFileSync(template, file);
  return file;
}

// ---------------------------------------------------------------------------------------------
// Servers

type Server = {
  name: string;
  size: number;
  cache: boolean;
  port: number;
  databaseFile: string;
  /** The most reviewed company's slug and some company ids, for the company page and reviews. */
  slug: string;
  ids: number[];
  child: ChildProcess;
  /** Every line the server printed, in order. */
  lines: string[];
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function startServer(size: number, cache: boolean, template: string): Promise<Server> {
  const name = `${size}-cache-${cache ? "on" : "off"}`;
  const databaseFile = copyDatabase(template, name);
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      DATABASE_PATH: databaseFile,
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: "bench-session-secret-not-for-production",
      SEED_DEMO_DATA: "false",
      RATE_LIMIT_FACTOR: "1000000",
      // Each write names its own visitor (one review per visitor per listing a day, decision
      // 015): the load comes from one address.
      CLIENT_IP_HEADER: "X-Bench-Visitor",
      LOG_REQUESTS: "false",
      PAGE_CACHE: cache ? "on" : "off",
      SLOW_QUERY_MS: String(SLOW_MS),
      SLOW_QUERY_LOG: "true",
      MAIL_POLL_MS: "60000",
      MAIL_TO_FILES: "true",
    },
  });
  const server: Server = {
    name,
    size,
    cache,
    port,
    databaseFile,
    child,
    lines: [],
    ...sample(databaseFile),
  };
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream?.on("data", (chunk: Buffer) => {
      const text = rest + chunk.toString();
      const parts = text.split("\n");
      rest = parts.pop() ?? "";
      server.lines.push(...parts);
    });
  }
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server ${name} exited:\n${server.lines.slice(-20).join("\n")}`);
    }
    const ok = await request(port, { method: "GET", path: "/healthz" })
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`server ${name} did not start`);
    await sleep(200);
  }
  return server;
}

async function stopServer(server: Server) {
  if (server.child.exitCode === null) {
    const exited = new Promise((resolve) => server.child.once("exit", resolve));
    server.child.kill("SIGTERM");
    await Promise.race([exited, sleep(5000)]);
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
  }
  // The copies are big at 100,000 listings; the seeded templates stay for --reuse.
  for (const suffix of ["", "-wal", "-shm"])
    fs.rmSync(server.databaseFile + suffix, { force: true });
}

/** The fixed page: a bare Express handler (with compression, as the app) on its own thread. */
async function startFixedPage(body: Buffer): Promise<{ port: number; stop: () => Promise<void> }> {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require("node:worker_threads");
    const express = require("express");
    const compression = require("compression");
    const app = express();
    app.disable("x-powered-by");
    app.set("etag", false);
    app.use(compression());
    const body = Buffer.from(workerData.body);
    app.get("/", (_req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(body);
    });
    const server = app.listen(0, "127.0.0.1", () => parentPort.postMessage(server.address().port));
    `,
    { eval: true, workerData: { body } },
  );
  const port = await new Promise<number>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  return { port, stop: () => worker.terminate().then(() => undefined) };
}

// ---------------------------------------------------------------------------------------------
// HTTP and load

type Target = {
  name: string;
  method: "GET" | "POST";
  /** A path, or one per server (the company page: each database has its own companies). */
  path: string | ((server: Server) => string);
  body?: (server: Server) => string;
  /** The status a successful answer has. */
  ok: number;
};

type MixResultT = ReturnType<typeof summarizeMix>;
type MixSampleT = Awaited<ReturnType<typeof runMix>>;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

const directAgent = new http.Agent({ keepAlive: true, maxSockets: 4 });

function request(
  port: number,
  target: { method: string; path: string; body?: string; headers?: Record<string, string> },
  agent: http.Agent = directAgent,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...target.headers };
    if (target.body !== undefined) {
      headers["content-type"] = "application/json";
      headers["content-length"] = Buffer.byteLength(target.body);
      headers["x-bench-visitor"] = benchVisitor();
    }
    const req = http.request(
      { host: "127.0.0.1", port, method: target.method, path: target.path, agent, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(target.body);
  });
}

type Sample = { latencies: number[]; elapsed: number; errors: number; bytes: number };

type Result = {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  /** Compressed bytes per answer. */
  bytes: number;
};

function summarize(samples: Sample[]): Result {
  const latencies = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const elapsed = samples.reduce((t, s) => t + s.elapsed, 0);
  const bytes = samples.reduce((t, s) => t + s.bytes, 0);
  return {
    requests: latencies.length,
    errors: samples.reduce((t, s) => t + s.errors, 0),
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    bytes: latencies.length ? bytes / latencies.length : 0,
  };
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** N connections kept alive, each sending its next request when the last one is answered. */
async function load(
  server: { port: number } & Partial<Server>,
  target: Target,
  seconds: number,
): Promise<Sample> {
  const port = server.port;
  const targetPath = typeof target.path === "string" ? target.path : target.path(server as Server);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  const started = process.hrtime.bigint();
  const deadline = Date.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = process.hrtime.bigint();
      const body = target.body?.(server as Server);
      const headers: Record<string, string | number> = { "accept-encoding": "gzip" };
      if (body !== undefined) {
        headers["content-type"] = "application/json";
        headers["content-length"] = Buffer.byteLength(body);
        headers["x-bench-visitor"] = benchVisitor();
      }
      const req = http.request(
        { host: "127.0.0.1", port, method: target.method, path: targetPath, agent, headers },
        (res) => {
          res.on("data", (c: Buffer) => (bytes += c.length));
          res.on("end", () => {
            latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
            if (res.statusCode !== target.ok) errors++;
            resolve();
          });
          res.on("error", () => {
            errors++;
            resolve();
          });
        },
      );
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.end(body);
    });
  const worker = async () => {
    while (Date.now() < deadline && latencies.length + errors < MAX_REQUESTS / ROUNDS) await one();
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  return { latencies, elapsed, errors, bytes };
}

/** A warm-up, then one slice of a figure. */
async function slice(server: { port: number } & Partial<Server>, target: Target) {
  await load(server, target, WARMUP_SECONDS);
  return load(server, target, SECONDS / ROUNDS);
}

function pathOf(target: Target, server: Server): string {
  return typeof target.path === "string" ? target.path : target.path(server);
}

// ---------------------------------------------------------------------------------------------
// Slow-query probe: sequential requests on an otherwise idle server

type SlowLine = { ms: number; sql: string };

function slowLinesSince(server: Server, from: number): SlowLine[] {
  const out: SlowLine[] = [];
  for (const line of server.lines.slice(from)) {
    const m = /^slow query ([\d.]+)ms: (.*)$/.exec(line);
    if (m) out.push({ ms: Number(m[1]), sql: m[2] });
  }
  return out;
}

/** CPU time (user + system) a process has used, ms, from /proc (Linux); NaN elsewhere. */
function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}
const CLOCK_TICKS = 100;
const CPU_RUNS = 40;

type ProbeRow = {
  target: string;
  /** The server's CPU time per request over CPU_RUNS sequential requests, ms. */
  cpuMs?: number;
  /** Median response time of the sequential requests, ms. */
  medianMs: number;
  /** Statements over the threshold in most runs: sql, median ms, runs slow. */
  slow: { sql: string; medianMs: number; runs: number }[];
};

async function probe(
  server: Server,
  targets: Target[],
  mode: "warm" | "after a write",
  write: () => Promise<void>,
): Promise<ProbeRow[]> {
  const rows: ProbeRow[] = [];
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
    if (mode === "warm") {
      // CPU time rather than response time: other work on the machine does not count in it.
      const before = cpuMsOf(server.child.pid);
      for (let run = 0; run < CPU_RUNS; run++) await request(server.port, get);
      cpuMs = (cpuMsOf(server.child.pid) - before) / CPU_RUNS;
    }
    rows.push({ target: target.name, medianMs: times[Math.floor(times.length / 2)], slow, cpuMs });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Budgets that need no load

async function homeJavaScript(port: number): Promise<{ files: number; gzipBytes: number }> {
  const html = (await request(port, { method: "GET", path: "/" })).body.toString();
  const files = [...new Set([...html.matchAll(/\/assets\/[^"'\s)]+\.js/g)].map((m) => m[0]))];
  let gzipBytes = 0;
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(buildDir, "client", file));
    gzipBytes += zlib.gzipSync(bytes).length;
  }
  return { files: files.length, gzipBytes };
}

async function headerChecks(port: number) {
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

// ---------------------------------------------------------------------------------------------
// Helpers

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function log(message: string) {
  console.log(`[bench] ${message}`);
}

const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : "–";
const pct = (n: number) => `${Math.round(n * 100)}%`;

function sample(file: string): { slug: string; ids: number[] } {
  const db = new Database(file, { readonly: true });
  try {
    const slug = (
      db
        .prepare(
          "select slug from companies where directory = 'striping' order by total_reviews desc, id limit 1",
        )
        .get() as { slug: string }
    ).slug;
    const ids = (
      db
        .prepare("select id from companies where directory = 'striping' order by id limit 500")
        .all() as { id: number }[]
    ).map((r) => r.id);
    return { slug, ids };
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The run

const startedAt = new Date();
fs.mkdirSync(benchDir, { recursive: true });

if (BUILD) {
  log(`building into ${path.relative(root, buildDir)}`);
  execFileSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "vite:build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR: buildDir },
  });
} else if (!fs.existsSync(path.join(buildDir, "server/index.js"))) {
  throw new Error(`no build in ${buildDir}: run npm run build first or drop --no-build`);
}

const templates = new Map(SIZES.map((size) => [size, seedTemplate(size)]));
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

  // Slow-query probe on the uncached servers, before any load.
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

  const fixedRps = (t: Target) => fixedResults.get(t.name)!.rps;
  const fixedAll = [...fixedResults.values()].map((r) => r.rps);
  const [small, large] = [SIZES[0], SIZES[SIZES.length - 1]];
  const get = (t: Target, size: number, cache: boolean) =>
    results.get(`${t.name}|${size}-cache-${cache ? "on" : "off"}`)!;
  const lines: string[] = [];
  const cpu = os.cpus();
  lines.push(
    "# Benchmarks",
    "",
    `Run of \`npm run bench\` on ${startedAt.toISOString().slice(0, 10)} (${startedAt.toISOString().slice(11, 16)} UTC).`,
    "",
    `Machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? "unknown CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.type()} ${os.release()}, Node ${process.version}. ` +
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
      `in a worker thread of the bench) returning a fixed page of the home page's size ` +
      `(${homeHtml.length.toLocaleString("en-US")} bytes), measured in the same rounds as the page ` +
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
    for (const t of targets) {
      const off = get(t, size, false);
      const on = get(t, size, true);
      const errs = off.errors + on.errors ? ` (${off.errors + on.errors} errors)` : "";
      lines.push(
        `| ${t.name}${errs} | ${fmt(off.bytes / 1024, 1)} | ${fmt(off.rps)} | ${fmt(off.p50, 1)} | ${fmt(off.p99, 1)} | ${fmt(off.rps / fixedRps(t), 2)} | ${fmt(on.rps)} | ${fmt(on.p50, 1)} | ${fmt(on.p99, 1)} | ${fmt(on.rps / fixedRps(t), 2)} | ${fmt(fixedRps(t))} |`,
      );
    }
    lines.push("");
  }

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
    ...[...mixResults.entries()].map(
      ([size, m]) =>
        `| ${fmt(size)} | ${fmt(m.urls)} | ${fmt(m.result.rps)} | ${fmt(m.result.p50, 1)} | ${fmt(m.result.p99, 1)} | ${m.result.errors} | ${pct(m.result.hitRate)} | ${fmt(m.fixed.rps)} | ${fmt(m.result.rps / m.fixed.rps, 2)} |`,
    ),
    "",
  );

  // Budgets
  const retention = targets.map((t) => ({
    t,
    off: get(t, large, false).rps / get(t, small, false).rps,
    on: get(t, large, true).rps / get(t, small, true).rps,
  }));
  // The budget is about pages; the POST is reported beside them.
  const worstRetention = Math.min(
    ...retention.filter((r) => r.t.method === "GET").flatMap((r) => [r.off, r.on]),
  );
  const largeProbe = probes.get(large)!;
  const warmSlow = largeProbe.warm.flatMap((r) => r.slow.map((s) => ({ ...s, target: r.target })));
  const coldSlow = largeProbe.cold.flatMap((r) => r.slow.map((s) => ({ ...s, target: r.target })));
  const cachedRatios = targets
    .filter((t) => t.method === "GET")
    .map((t) => ({ t, ratio: get(t, large, true).rps / fixedRps(t) }));
  const worstCached = Math.min(...cachedRatios.map((r) => r.ratio));
  const jsKb = js.gzipBytes / 1024;
  const missCpu = SIZES.flatMap((size) =>
    probes
      .get(size)!
      .warm.filter((row) => !row.target.startsWith("API"))
      .map((row) => ({ size, target: row.target, ms: row.cpuMs ?? NaN })),
  ).sort((a, b) => b.ms - a.ms);
  const worstMiss = missCpu[0];
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
    `| the JavaScript home loads < ${HOME_JS_BUDGET_KB} KB gzipped | ${fmt(jsKb, 1)} KB in ${js.files} files | ${yes(jsKb < HOME_JS_BUDGET_KB)} |`,
    `| pages are served compressed | \`Content-Encoding: ${headers.compressed ? "gzip" : "none"}\` on \`/\` | ${yes(headers.compressed)} |`,
    `| hashed assets have immutable cache headers | \`${headers.assetCache}\` | ${yes(/immutable/.test(headers.assetCache))} |`,
    `| public pages let a CDN keep them briefly; signed-in pages do not | \`${headers.publicCache}\`; with a session cookie \`${headers.signedInCache}\` | ${yes(/s-maxage/.test(headers.publicCache) && /private/.test(headers.signedInCache))} |`,
    ...[...mixResults.entries()].map(([size, m]) => {
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
      `is its user and system time (/proc) over ${CPU_RUNS} more sequential requests of the page: ` +
      "unlike the response time, it does not grow when other work shares the machine.",
    "",
  );
  for (const size of SIZES) {
    const p = probes.get(size)!;
    lines.push(
      `#### ${size.toLocaleString("en-US")} listings`,
      "",
      "| page | server CPU per request, ms | median response, ms | after a write, ms | statements over 5 ms (median ms) |",
      "| --- | ---: | ---: | ---: | --- |",
    );
    for (const row of p.warm) {
      const cold = p.cold.find((c) => c.target === row.target)!;
      const over = [
        ...row.slow.map((s) => `${fmt(s.medianMs, 1)}: \`${s.sql.slice(0, 160)}\``),
        ...cold.slow.map((s) => `after a write ${fmt(s.medianMs, 1)}: \`${s.sql.slice(0, 160)}\``),
      ];
      lines.push(
        `| ${row.target} | ${fmt(row.cpuMs ?? NaN, 1)} | ${fmt(row.medianMs, 1)} | ${fmt(cold.medianMs, 1)} | ${over.length ? over.join("<br>") : "none"} |`,
      );
    }
    lines.push("");
  }
  lines.push(
    "Under load the log also counts statements slowed by sharing the CPU (informational): " +
      slowUnderLoad.map((s) => `${s.name} ${s.count}`).join(", ") +
      ".",
    "",
  );
  fs.writeFileSync(OUT, lines.join("\n"));
  log(`wrote ${OUT}`);
} catch (error) {
  await cleanup();
  throw error;
}
directAgent.destroy();
process.exit(0);
