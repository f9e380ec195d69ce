/**
 * The long-tail mix of `npm run bench`: visitors over every listing page,
 * state page, state-and-service page, service and search page, with 5 % writes (search-activity
 * logs and reviews), on keep-alive connections, against a server with the page cache on.
 *
 * Which URL a visitor asks for follows a Zipf law (exponent 1) over all of them in a shuffled
 * order, so a few pages are popular and most are asked for rarely, as on a directory found
 * through search engines. Everything here is a function of its arguments; bench.ts runs it
 * beside its per-page tables and compares it with the fixed page in the same rounds.
 */
import http from "node:http";
import Database from "better-sqlite3";
import { SERVICE_CATEGORIES } from "~/lib/options";
import { statePath, stateServicePath } from "~/lib/landing";
import { STATES } from "~/lib/states";
import { loadFigures, type LoadFigures } from "./bench-stats";

export const MIX_WRITE_SHARE = 0.05;
export const MIX_CONNECTIONS = 50;

export type MixResult = LoadFigures & {
  /** Share of the GETs answered from the page cache. */
  hitRate: number;
  writes: number;
  failures: string[];
};

/** A small seeded generator, so every run asks for the same sequence of URLs. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every page of the mix: listings, states, states × services, services, searches. */
export function longTailUrls(databaseFile: string): string[] {
  const db = new Database(databaseFile, { readonly: true });
  try {
    const slugs = db
      // Materials suppliers have no page of their own under /companies (they are listed on
      // /materials): asking for them was a 404.
      .prepare("select slug from companies where directory = 'striping' order by id")
      .pluck()
      .all() as string[];
    const cities = db
      .prepare(
        "select location from companies where directory = 'striping' group by location order by count(*) desc limit 2000",
      )
      .pluck()
      .all() as string[];
    const urls = ["/", "/browse", "/materials", "/striping-companies"];
    urls.push(...slugs.map((slug) => `/companies/${slug}`));
    for (const [code] of STATES) {
      urls.push(statePath(code), `/browse?state=${code}`);
      for (const c of SERVICE_CATEGORIES) urls.push(stateServicePath(code, c.label));
    }
    for (const c of SERVICE_CATEGORIES) {
      urls.push(`/browse?category=${encodeURIComponent(c.label).replace(/%20/g, "+")}`);
    }
    for (const city of cities) urls.push(`/browse?search=${encodeURIComponent(city)}`);
    return urls;
  } finally {
    db.close();
  }
}

/** A sampler of URLs: Zipf(1) popularity over the URLs in a shuffled order. */
export function zipfSampler(urls: string[], seed = 17) {
  const rand = random(seed);
  const order = [...urls];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const cumulative = new Float64Array(order.length);
  let sum = 0;
  for (let i = 0; i < order.length; i++) cumulative[i] = sum += 1 / (i + 1);
  return () => {
    const x = rand() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return order[lo];
  };
}

let visitors = 0;
/**
 * A new visitor address for every write, sent in the header the bench's servers read the
 * client address from (one review per visitor per listing a day, decision 015).
 */
export function benchVisitor() {
  visitors++;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
}

type Write = { path: string; body: string; ok: number };

/** The mix's writes, in turn: a search-activity log, then a review of a listing. */
export function mixWrites(companyIds: number[]) {
  let n = 0;
  return (): Write => {
    n++;
    if (n % 2) {
      return {
        path: "/api/user-activity",
        body: JSON.stringify({
          sessionId: `session_${Date.now()}_bench${n}`,
          searchQuery: "striping",
          deviceType: "desktop",
        }),
        ok: 200,
      };
    }
    return {
      path: "/api/reviews",
      body: JSON.stringify({
        companyId: companyIds[n % companyIds.length],
        rating: 1 + (n % 5),
        customerName: "Bench Reviewer",
        title: "Benchmark review",
        content: "Written by npm run bench's long-tail mix.",
      }),
      ok: 201,
    };
  };
}

export type MixSample = {
  latencies: number[];
  elapsed: number;
  errors: number;
  gets: number;
  hits: number;
  writes: number;
  /** What the failed requests were: "GET /path 500", "POST /api/reviews 429", "socket". */
  failures: string[];
};

/**
 * `connections` keep-alive connections for `seconds`, each sending its next request when the
 * last is answered: a write with probability `writeShare`, else a GET of `next()`. The fixed
 * page is measured with the same function (writeShare 0, always "/").
 */
export async function runMix(
  port: number,
  seconds: number,
  next: () => string,
  write: (() => Write) | undefined,
  { connections = MIX_CONNECTIONS, writeShare = MIX_WRITE_SHARE, seed = 5 } = {},
): Promise<MixSample> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const rand = random(seed);
  const sample: MixSample = {
    latencies: [],
    elapsed: 0,
    errors: 0,
    gets: 0,
    hits: 0,
    writes: 0,
    failures: [],
  };
  const started = process.hrtime.bigint();
  const deadline = Date.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const isWrite = write !== undefined && rand() < writeShare;
      const w = isWrite ? write() : undefined;
      const headers: Record<string, string | number> = { "accept-encoding": "gzip" };
      if (w) {
        headers["content-type"] = "application/json";
        headers["content-length"] = Buffer.byteLength(w.body);
        headers["x-bench-visitor"] = benchVisitor();
      }
      const t0 = process.hrtime.bigint();
      const method = w ? "POST" : "GET";
      const path = w ? w.path : next();
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method,
          path,
          agent,
          headers,
        },
        (res) => {
          res.on("data", () => {});
          res.on("end", () => {
            sample.latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
            if (res.statusCode !== (w ? w.ok : 200)) {
              sample.errors++;
              sample.failures.push(`${method} ${path} ${res.statusCode}`);
            }
            if (w) sample.writes++;
            else {
              sample.gets++;
              if (res.headers["x-cache"] === "HIT") sample.hits++;
            }
            resolve();
          });
          res.on("error", () => {
            sample.errors++;
            resolve();
          });
        },
      );
      req.on("error", (error) => {
        sample.errors++;
        sample.failures.push(`${method} ${path} ${error.message}`);
        resolve();
      });
      req.end(w?.body);
    });
  const worker = async () => {
    while (Date.now() < deadline) await one();
  };
  await Promise.all(Array.from({ length: connections }, worker));
  sample.elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  return sample;
}

export function summarizeMix(samples: MixSample[]): MixResult {
  const gets = samples.reduce((t, s) => t + s.gets, 0);
  return {
    ...loadFigures(samples),
    hitRate: gets ? samples.reduce((t, s) => t + s.hits, 0) / gets : 0,
    writes: samples.reduce((t, s) => t + s.writes, 0),
    failures: samples.flatMap((s) => s.failures),
  };
}
