import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { requestLog } from "~/server/middleware/request-log.server";
import { listen } from "~/tests/support/listen";

let close: (() => void) | undefined;
afterEach(() => close?.());

async function serve(writes: string[]) {
  const app = express();
  app.use(requestLog({ write: (text: string) => writes.push(text) }));
  app.get("/page", (_req, res) => void res.send("ok"));
  app.get("/gone", (_req, res) => void res.status(404).send("no"));
  const site = await listen(app);
  close = site.stop;
  return site.base;
}

describe("the request log", () => {
  it("writes one line per answer, in order, several answers in one write", async () => {
    const writes: string[] = [];
    const base = await serve(writes);
    await fetch(`${base}/page?x=1`);
    await fetch(`${base}/gone`);
    await fetch(`${base}/page`);
    expect(writes).toEqual([]); // held for the batch
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(writes).toHaveLength(1);
    const lines = writes[0].trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^GET \/page\?x=1 200 \d+\.\dms$/);
    expect(lines[1]).toMatch(/^GET \/gone 404 /);
    expect(lines[2]).toMatch(/^GET \/page 200 /);
  });

  it("writes many answers in a few writes", async () => {
    const writes: string[] = [];
    const base = await serve(writes);
    await Promise.all(Array.from({ length: 300 }, () => fetch(`${base}/page`)));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(writes.join("").trimEnd().split("\n")).toHaveLength(300);
    expect(writes.length).toBeLessThan(10);
  });
});
