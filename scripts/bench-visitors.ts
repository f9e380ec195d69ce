/**
 * The visitor workload the speed goals are judged on, measured as it is run outside the
 * project: a production server started afresh on the demo data (831 listings) as `npm start`
 * runs it (request log on, SITE_URL left at its default), then 50 connections for 20 s of GETs
 * spread evenly over every listing's page and the browse, state, home, materials and blog pages,
 * with 5 % writes, beside a bare Express handler returning home's bytes compressed; then every
 * main page uncached, one request at a time after 3 of warm-up, uncompressed (median).
 *
 * Where it differs from the long-tail mix of `npm run bench` (docs/benchmarks.md says why both):
 * no warm-up before measuring, every listing equally likely rather than a few popular ones, and
 * wrk as the client when it is installed (`apt-get install wrk`): this script's own client
 * costs the two cores as much CPU as a tenth of the server's, and was kinder to the tail.
 *
 *   npm run bench:visitors                    on production's Node (decision 038)
 *   npm run bench:visitors -- --node current  on this machine's Node
 *   npm run bench:visitors -- --visitor-seconds 10 --no-build
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { benchDir, BUILD, fmt, log, option, root } from "./bench-config";
import { request } from "./bench-http";
import { runMix, summarizeMix } from "./bench-mix";
import type { Server } from "./bench-servers";

const SECONDS = Number(option("visitor-seconds") ?? 20);
const CONNECTIONS = 50;
const WRITE_PERCENT = 5;
/** The states, services, state pages and words the visitors ask for. */
const STATES = "AL AZ CA CO FL GA IL IN MI MN MO NC NJ NY OH OR PA SC TN TX VA WA WI".split(" ");
const SERVICES = [
  "Road Striping",
  "Parking Lot Striping",
  "Thermoplastic Striping",
  "Sealcoating & Maintenance",
];
const STATE_PAGES = [
  "texas",
  "california",
  "florida",
  "ohio",
  "new-york",
  "georgia",
  "illinois",
  "washington",
];
const WORDS = "line paint parking thermo seal road stripe traffic marking asphalt dallas ohio";

/** Main pages timed one request at a time; a listing's page is added from the data. */
const SINGLE_PAGES = [
  "/",
  "/browse",
  "/browse?state=TX",
  "/browse?search=paint",
  "/striping-companies/texas",
  "/materials",
  "/blog",
];

export type VisitorResult = {
  runtime: string;
  client: "wrk" | "node";
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  fixedRps: number;
  single: { page: string; medianMs: number }[];
};

type Paths = { slugs: string[]; ids: number[] };

/** Share of GETs by kind, in percent of all GETs (the rest of 100 is blog). */
function pickPath(paths: Paths, r: () => number): string {
  const one = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)];
  const g = r() * 100;
  if (g < 35) return `/companies/${one(paths.slugs)}`;
  if (g < 55) return `/browse?state=${one(STATES)}&page=${1 + Math.floor(r() * 3)}`;
  if (g < 65) return `/browse?search=${one(WORDS.split(" "))}`;
  if (g < 72) return `/browse?category=${encodeURIComponent(one(SERVICES))}&state=${one(STATES)}`;
  if (g < 82) return `/striping-companies/${one(STATE_PAGES)}`;
  if (g < 92) return "/";
  if (g < 96) return "/materials";
  return "/blog";
}

/** wrk's script: the same choices in Lua, the listings written into it. */
function wrkScript(paths: Paths): string {
  const list = (items: readonly (string | number)[]) =>
    `{${items.map((i) => JSON.stringify(String(i))).join(",")}}`;
  return `
local slugs = ${list(paths.slugs)}
local ids = ${list(paths.ids)}
local states = ${list(STATES)}
local services = ${list(SERVICES.map(encodeURIComponent))}
local pages = ${list(STATE_PAGES)}
local words = ${list(WORDS.split(" "))}
local function one(t) return t[math.random(#t)] end
local thread_no, n, reviewed = 0, 0, 0
function setup(thread) thread:set("no", thread_no); thread_no = thread_no + 1 end
function init() math.randomseed(os.time() + (no or 0) * 7919) end
function request()
  n = n + 1
  local r = math.random() * 100
  if r < ${WRITE_PERCENT * 0.9} then
    return wrk.format("POST", "/api/user-activity", { ["Content-Type"] = "application/json" },
      '{"sessionId":"session_' .. (1700000000000 + (no or 0) * 100000000 + n) .. 'v' .. math.random(1000, 9999) .. '","searchQuery":"' .. one(words) .. '"}')
  elseif r < ${WRITE_PERCENT} then
    -- One review a listing per thread: a second one would be refused (409).
    reviewed = reviewed + 1
    local id = ids[(((no or 0) * 400 + reviewed) % #ids) + 1]
    return wrk.format("POST", "/api/reviews", { ["Content-Type"] = "application/json" },
      '{"companyId":' .. id .. ',"rating":4,"customerName":"Visitor Workload","title":"Good crew","content":"Straight lines, finished on time."}')
  end
  local g, path = math.random() * 100
  if g < 35 then path = "/companies/" .. one(slugs)
  elseif g < 55 then path = "/browse?state=" .. one(states) .. "&page=" .. math.random(1, 3)
  elseif g < 65 then path = "/browse?search=" .. one(words)
  elseif g < 72 then path = "/browse?category=" .. one(services) .. "&state=" .. one(states)
  elseif g < 82 then path = "/striping-companies/" .. one(pages)
  elseif g < 92 then path = "/"
  elseif g < 96 then path = "/materials"
  else path = "/blog" end
  return wrk.format("GET", path, { ["Accept-Encoding"] = "gzip" })
end
`;
}

const hasWrk = () => spawnSync("wrk", ["--version"]).error === undefined;

/** wrk's figures: requests a second, p50 and p99 in ms, answers that were not 2xx or 3xx. */
function runWrk(url: string, script?: string) {
  const args = ["-t2", `-c${CONNECTIONS}`, `-d${SECONDS}s`, "--latency"];
  if (script) args.push("-s", script);
  else args.push("-H", "Accept-Encoding: gzip");
  const out = execFileSync("wrk", [...args, url], { encoding: "utf8" });
  const ms = (label: string) => {
    const m = new RegExp(`^\\s+${label}%\\s+([\\d.]+)(us|ms|s)`, "m").exec(out);
    if (!m) return NaN;
    return Number(m[1]) * ({ us: 0.001, ms: 1, s: 1000 } as const)[m[2] as "us" | "ms" | "s"];
  };
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    p50: ms("50"),
    p99: ms("99"),
    failed: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
  };
}

/** The listings as a visitor's script gets them: the public API. */
async function listingPaths(port: number): Promise<Paths> {
  const answer = await request(port, { method: "GET", path: "/api/companies?limit=1000" });
  const rows = JSON.parse(answer.body.toString()) as { slug: string; id: number }[];
  return { slugs: rows.map((r) => r.slug), ids: rows.map((r) => r.id) };
}

async function singleRequests(port: number, pages: string[]) {
  const rows: VisitorResult["single"] = [];
  for (const page of pages) {
    const ask = () =>
      request(port, { method: "GET", path: page, headers: { "accept-encoding": "identity" } });
    for (let i = 0; i < 3; i++) await ask();
    const times: number[] = [];
    for (let i = 0; i < 21; i++) {
      const t0 = process.hrtime.bigint();
      const answer = await ask();
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (answer.status !== 200) throw new Error(`${page} answered ${answer.status}`);
    }
    times.sort((a, b) => a - b);
    rows.push({ page, medianMs: times[10] });
  }
  return rows;
}

/** The workload on a fresh server of `template`'s data, then the single-request timings. */
export async function runVisitorWorkload(template: string): Promise<VisitorResult> {
  const { benchRuntime } = await import("./bench-runtime");
  const { startFixedPage, startServer, stopServer } = await import("./bench-servers");
  // As the workload's instructions start it: `npm start` with rate limits raised.
  const asStarted = {
    LOG_REQUESTS: "true",
    SITE_URL: "",
    CLIENT_IP_HEADER: "",
    RATE_LIMIT_FACTOR: "100000",
  };
  const client = hasWrk() ? "wrk" : "node";
  let server: Server | undefined = await startServer(831, true, template, undefined, asStarted);
  try {
    const paths = await listingPaths(server.port);
    const home = (await request(server.port, { method: "GET", path: "/" })).body;
    log(`visitor workload on ${benchRuntime().label}, ${client} as the client, ${SECONDS} s`);
    let figures: Omit<VisitorResult, "runtime" | "client" | "single" | "fixedRps">;
    let fixedRps: number;
    const fixed = await startFixedPage(home);
    try {
      if (client === "wrk") {
        const script = path.join(benchDir, "visitors.lua");
        fs.writeFileSync(script, wrkScript(paths));
        figures = runWrk(`http://127.0.0.1:${server.port}/`, script);
        fixedRps = runWrk(`http://127.0.0.1:${fixed.port}/`).rps;
      } else {
        let seed = 1;
        const r = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
        const writes = visitorWrites(paths);
        const sample = await runMix(server.port, SECONDS, () => pickPath(paths, r), writes, {
          connections: CONNECTIONS,
          writeShare: WRITE_PERCENT / 100,
        });
        const result = summarizeMix([sample]);
        figures = { rps: result.rps, p50: result.p50, p99: result.p99, failed: result.errors };
        const fixedSample = await runMix(fixed.port, SECONDS, () => "/", undefined);
        fixedRps = summarizeMix([fixedSample]).rps;
      }
    } finally {
      await fixed.stop();
    }
    await stopServer(server);
    // A fresh server with the page cache off, timed as a visitor's browser would wait.
    server = await startServer(831, false, template, undefined, {
      ...asStarted,
      PAGE_CACHE: "off",
    });
    const single = await singleRequests(server.port, [
      ...SINGLE_PAGES.slice(0, 4),
      `/companies/${paths.slugs[0]}`,
      ...SINGLE_PAGES.slice(4),
    ]);
    return { runtime: benchRuntime().label, client, ...figures, fixedRps, single };
  } finally {
    if (server) await stopServer(server);
  }
}

/** The workload's writes for this script's own client: nine search logs to one review. */
function visitorWrites({ ids }: Paths) {
  let n = 0;
  return () => {
    n++;
    if (n % 10)
      return {
        path: "/api/user-activity",
        body: JSON.stringify({ sessionId: `session_${1700000000000 + n}v`, searchQuery: "paint" }),
        ok: 200,
      };
    return {
      path: "/api/reviews",
      body: JSON.stringify({
        companyId: ids[(n / 10) % ids.length],
        rating: 4,
        customerName: "Visitor Workload",
        title: "Good crew",
        content: "Straight lines, finished on time.",
      }),
      ok: 201,
    };
  };
}

/** The report's section (docs/benchmarks.md). */
export function visitorSection(results: VisitorResult[]): string[] {
  const lines = [
    "## The visitor workload (fresh server, every listing alike, wrk)",
    "",
    "A production server started afresh on the demo data as `npm start` runs it, 50 connections",
    `for ${SECONDS} s, ${WRITE_PERCENT} % writes, beside the fixed page in the same run`,
    "(`scripts/bench-visitors.ts`; goals: p99 ≤ 250 ms, ≥ 0.5 × the fixed page, no errors).",
    "",
    "| Node | client | req/s | × fixed | p50 ms | p99 ms | failed |",
    "|---|---|---|---|---|---|---|",
    ...results.map(
      (r) =>
        `| ${r.runtime.split(" ")[1]} | ${r.client} | ${fmt(r.rps)} | ${fmt(r.rps / r.fixedRps, 2)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${r.failed} |`,
    ),
    "",
    "Every main page uncached, one request at a time after 3 of warm-up, uncompressed (median of",
    "21, ms; goal ≤ 6 on Node 20):",
    "",
    `| page | ${results.map((r) => r.runtime.split(" ")[1]).join(" | ")} |`,
    `|---|${results.map(() => "---").join("|")}|`,
    ...results[0].single.map(
      (row, i) =>
        `| \`${row.page.startsWith("/companies/") ? "/companies/…" : row.page}\` | ${results.map((r) => fmt(r.single[i].medianMs, 1)).join(" | ")} |`,
    ),
    "",
  ];
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (BUILD) {
    log("building");
    execFileSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  }
  const { seedTemplate } = await import("./bench-servers");
  const result = await runVisitorWorkload(seedTemplate(831));
  console.log(visitorSection([result]).join("\n"));
  process.exit(0);
}
