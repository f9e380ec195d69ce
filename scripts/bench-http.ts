/** The bench's HTTP: single requests, and load from N keep-alive connections. */
import http from "node:http";
import { CONCURRENCY, MAX_REQUESTS, ROUNDS, SECONDS, WARMUP_SECONDS } from "./bench-config";
import { benchVisitor } from "./bench-mix";
import type { Server } from "./bench-servers";
import { loadFigures, type LoadFigures } from "./bench-stats";

export type Target = {
  name: string;
  method: "GET" | "POST";
  /** A path, or one per server (the company page: each database has its own companies). */
  path: string | ((server: Server) => string);
  body?: (server: Server) => string;
  /** The status a successful answer has. */
  ok: number;
};

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

export const directAgent = new http.Agent({ keepAlive: true, maxSockets: 4 });

export function request(
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

export type Sample = { latencies: number[]; elapsed: number; errors: number; bytes: number };

export type Result = LoadFigures & {
  /** Compressed bytes per answer. */
  bytes: number;
};

export function summarize(samples: Sample[]): Result {
  const figures = loadFigures(samples);
  const bytes = samples.reduce((t, s) => t + s.bytes, 0);
  return { ...figures, bytes: figures.requests ? bytes / figures.requests : 0 };
}

/** N connections kept alive, each sending its next request when the last one is answered. */
export async function load(
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
export async function slice(server: { port: number } & Partial<Server>, target: Target) {
  await load(server, target, WARMUP_SECONDS);
  return load(server, target, SECONDS / ROUNDS);
}

export function pathOf(target: Target, server: Server): string {
  return typeof target.path === "string" ? target.path : target.path(server);
}
