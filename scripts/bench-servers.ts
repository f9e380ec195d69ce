/**
 * The bench's databases (seeded templates and per-server copies) and servers: the app's
 * production build in its own process, and the fixed page in another, both on production's Node. Imports the
 * database client: bench.ts loads it after turning the slow-query log off for the seeding.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { migrateDatabase, openDatabase } from "~/db/client";
import { seedDatabase } from "~/db/seed/index";
import { benchDir, buildDir, log, REUSE, root, sleep, SLOW_MS } from "./bench-config";
import { request } from "./bench-http";
import { freePort } from "./free-port";
import { benchRuntime } from "./bench-runtime";

export function templatePath(count: number) {
  return path.join(benchDir, `template-${count}.db`);
}

export function seedTemplate(count: number): string {
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

export function copyDatabase(template: string, name: string): string {
  const file = path.join(benchDir, `${name}.db`);
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
  fs.copyFileSync(template, file);
  return file;
}

export type Server = {
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

/**
 * `checkout`: another copy of the project (its own node_modules and build), to run the build of
 * another version side by side with this one (`scripts/bench-ab.ts`); its servers' names start
 * with `label`.
 */
export async function startServer(
  size: number,
  cache: boolean,
  template: string,
  checkout?: { dir: string; label: string },
  /** Settings over the bench's own, "" unsetting one (the visitor workload runs it as `npm start`). */
  settings: Record<string, string> = {},
): Promise<Server> {
  const name = `${checkout ? `${checkout.label}-` : ""}${size}-cache-${cache ? "on" : "off"}`;
  const databaseFile = copyDatabase(template, name);
  const port = await freePort();
  // As litefs.yml starts it in production (decision 028: a larger young generation), on
  // production's Node (decision 038).
  const serverBuild = checkout ? path.join(checkout.dir, "build") : buildDir;
  // The compiled server as production runs it; an older checkout has only its sources.
  const compiled = path.join(serverBuild, "node/server.js");
  const child = spawn(
    benchRuntime().node,
    [
      "--max-semi-space-size=32",
      ...(fs.existsSync(compiled) ? [compiled] : ["--import", "tsx", "server.ts"]),
    ],
    {
      cwd: checkout?.dir ?? root,
      stdio: ["ignore", "pipe", "pipe"],
      // A setting given as "" is left unset.
      env: Object.fromEntries(
        Object.entries({
          ...process.env,
          ...benchRuntime().env,
          NODE_ENV: "production",
          BUILD_DIR: serverBuild,
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
          ...settings,
        }).filter(([, value]) => value !== ""),
      ),
    },
  );
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

export async function stopServer(server: Server) {
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
/**
 * The fixed page: a bare Express handler with `compression()` returning the home page's bytes,
 * in its own process on the servers' Node, so the ratio compares one runtime with itself.
 */
export async function startFixedPage(
  body: Buffer,
): Promise<{ port: number; stop: () => Promise<void> }> {
  const bodyFile = path.join(benchDir, "fixed-page.html");
  fs.writeFileSync(bodyFile, body);
  const child = spawn(
    benchRuntime().node,
    [
      "-e",
      `
    const express = require("express");
    const compression = require("compression");
    const app = express();
    app.disable("x-powered-by");
    app.set("etag", false);
    app.use(compression());
    const body = require("node:fs").readFileSync(${JSON.stringify(bodyFile)});
    app.get("/", (_req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end(body);
    });
    const server = app.listen(0, "127.0.0.1", () => console.log("port " + server.address().port));
    `,
    ],
    { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const m = /port (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the fixed page exited (${code})`)));
  });
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill();
      }),
  };
}

export function sample(file: string): { slug: string; ids: number[] } {
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
