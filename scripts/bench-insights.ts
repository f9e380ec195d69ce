/**
 * npm run bench:insights: does counting listing insights cost a page anything? (decision 023)
 * Two servers of the production build, each on its own freshly seeded database, one with
 * LISTING_STATS=off, take turns serving the same company page (page cache on, a browser's user
 * agent, gzip, keep-alive) and the turns are summed. Prints the requests per second of each and
 * how many views the counting one wrote.
 *
 *   node --import tsx scripts/bench-insights.ts [--seconds 3] [--rounds 3] [--concurrency 8]
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import Database from "better-sqlite3";
import { freePort } from "./free-port";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const SECONDS = arg("seconds", 3);
const ROUNDS = arg("rounds", 3);
const CONCURRENCY = arg("concurrency", 8);
const AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

type Server = { name: string; port: number; db: string; child: ChildProcess };

async function start(name: string, env: Record<string, string>): Promise<Server> {
  const dir = path.resolve("data/bench-insights", name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const db = path.join(dir, "app.db");
  const child = spawn(process.execPath, ["build/node/server.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_PATH: db,
      SESSION_SECRET: "bench-insights-secret-0123456789",
      SITE_URL: `http://localhost:${port}`,
      MAIL_TO_FILES: "true",
      RATE_LIMIT_FACTOR: "100000",
      LOG_REQUESTS: "false",
      SLOW_QUERY_LOG: "false",
      ...env,
    },
  });
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { name, port, db, child };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not start`);
}

/** Requests completed in `seconds` by `CONCURRENCY` keep-alive loops. */
async function load(port: number, urlPath: string, seconds: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const until = Date.now() + seconds * 1000;
  let done = 0;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const req = http.get(
        {
          host: "127.0.0.1",
          port,
          path: urlPath,
          agent,
          headers: { "User-Agent": AGENT, "Accept-Encoding": "gzip" },
        },
        (res) => {
          res.resume();
          res.on("end", () =>
            res.statusCode === 200 ? resolve() : reject(new Error(`${res.statusCode}`)),
          );
        },
      );
      req.on("error", reject);
    });
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        await one();
        done++;
      }
    }),
  );
  agent.destroy();
  return done;
}

const servers = await Promise.all([
  start("counting-off", { LISTING_STATS: "off" }),
  start("counting-on", {}),
]);
try {
  const slug = new Database(servers[0].db, { readonly: true })
    .prepare("SELECT slug FROM companies WHERE directory = 'striping' ORDER BY id LIMIT 1")
    .pluck()
    .get() as string;
  const page = `/companies/${slug}`;
  const totals = new Map(servers.map((s) => [s.name, 0]));
  for (const s of servers) await load(s.port, page, 0.5); // warm-up: JIT and the page cache
  for (let round = 0; round < ROUNDS; round++) {
    for (const s of round % 2 ? [...servers].reverse() : servers) {
      totals.set(s.name, totals.get(s.name)! + (await load(s.port, page, SECONDS)));
    }
  }
  const seconds = SECONDS * ROUNDS;
  for (const [name, n] of totals) console.log(`${name}: ${(n / seconds).toFixed(0)} requests/s`);
  const on = totals.get("counting-on")!;
  const off = totals.get("counting-off")!;
  console.log(`counting on / off: ${(on / off).toFixed(3)}`);
  await new Promise((r) => setTimeout(r, 6_000)); // one flush
  const counted = new Database(servers[1].db, { readonly: true })
    .prepare("SELECT coalesce(sum(views), 0) FROM listing_stats")
    .pluck()
    .get();
  console.log(`views written by the counting server: ${String(counted)}`);
} finally {
  for (const s of servers) s.child.kill("SIGTERM");
}
