/**
 * The Request our Express handler gives Remix (app/server/remix-handler.server.ts): its signal
 * aborts when the visitor leaves before the answer is sent, and once the answer is sent (Remix
 * clears the 6 s timer of each loader data stream only then; kept, it held every request's
 * data for 6 s).
 */
import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANSWERED, toFetchRequest } from "~/server/remix-handler.server";

let server: http.Server;
let port: number;
const seen: Request[] = [];

beforeAll(async () => {
  const app = express();
  app.get("/answered", (req, res) => {
    seen.push(toFetchRequest(req, res));
    res.send("ok");
  });
  app.get("/slow", (req, res) => {
    seen.push(toFetchRequest(req, res));
    setTimeout(() => res.headersSent || res.end("late"), 500);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe("the Request Remix reads", () => {
  it("carries the URL as asked and is aborted once the answer is sent", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/answered?q=lines`);
    expect(await res.text()).toBe("ok");
    const request = seen.at(-1)!;
    expect(request.url).toBe(`http://127.0.0.1:${port}/answered?q=lines`);
    await until(() => request.signal.aborted);
    expect(request.signal.reason).toBe(ANSWERED);
  });

  it("is aborted when the visitor leaves before the answer", async () => {
    const req = http.get({ port, path: "/slow" });
    req.on("error", () => {});
    await until(() => seen.at(-1)?.url.endsWith("/slow") ?? false);
    const request = seen.at(-1)!;
    expect(request.signal.aborted).toBe(false);
    req.destroy();
    await until(() => request.signal.aborted);
    expect(request.signal.aborted).toBe(true);
    expect(request.signal.reason).not.toBe(ANSWERED);
  });
});
