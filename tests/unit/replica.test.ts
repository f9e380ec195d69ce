/**
 * LiteFS replica behaviour, in process: the role detection (litefs-js, a `.primary` file in
 * LITEFS_DIR), the Express safety net that answers writes on a replica with `fly-replay`,
 * `ensurePrimary` for GET handlers, primary-only background jobs and the migration script.
 * Each case is also run without LITEFS_DIR, where nothing may change.
 *
 * The same behaviour through the real built server (pages, the Remix actions, the mail worker)
 * is tested in tests/e2e/replica.spec.ts, which runs after the build.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import express from "express";
import Database from "better-sqlite3";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { createContactMessage } from "~/models/content/contact.server";
import {
  ensurePrimary,
  instanceRole,
  isPrimary,
  replayToPrimary,
  whilePrimary,
} from "~/server/litefs.server";
import { replicaWrites } from "~/server/middleware/replica-writes.server";
import { migrate, seedWanted } from "~/scripts/migrate";
import { listen } from "~/tests/support/listen";

const PRIMARY = "primary-vm-1";
let litefsDir: string;

beforeEach(() => {
  litefsDir = fs.mkdtempSync(path.join(os.tmpdir(), "litefs-"));
});
afterEach(() => fs.rmSync(litefsDir, { recursive: true, force: true }));

const becomeReplica = () => fs.writeFileSync(path.join(litefsDir, ".primary"), `${PRIMARY}\n`);
const becomePrimary = () => fs.rmSync(path.join(litefsDir, ".primary"), { force: true });

describe("instance role", () => {
  it("without LITEFS_DIR is always the primary", () => {
    expect(instanceRole(undefined)).toEqual({
      litefs: false,
      primary: true,
      primaryInstance: undefined,
    });
    expect(replayToPrimary(undefined)).toBeUndefined();
  });

  it("follows the .primary file, read afresh on every call", () => {
    expect(instanceRole(litefsDir)).toMatchObject({ litefs: true, primary: true });
    expect(isPrimary(litefsDir)).toBe(true);
    becomeReplica();
    expect(instanceRole(litefsDir)).toMatchObject({
      primary: false,
      primaryInstance: PRIMARY,
      currentInstance: os.hostname(),
    });
    expect(isPrimary(litefsDir)).toBe(false);
    expect(replayToPrimary(litefsDir)).toBe(`instance=${PRIMARY}`);
    becomePrimary();
    expect(isPrimary(litefsDir)).toBe(true);
  });

  it("a .primary naming this very machine means primary (litefs-js compares hostnames)", () => {
    fs.writeFileSync(path.join(litefsDir, ".primary"), os.hostname());
    expect(isPrimary(litefsDir)).toBe(true);
  });
});

describe("ensurePrimary (for a GET handler that must write)", () => {
  it("throws a 409 with fly-replay on a replica, and returns on the primary or without LiteFS", async () => {
    expect(() => ensurePrimary(undefined)).not.toThrow();
    expect(() => ensurePrimary(litefsDir)).not.toThrow();
    becomeReplica();
    let thrown: unknown;
    try {
      ensurePrimary(litefsDir);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const res = thrown as Response;
    expect(res.status).toBe(409);
    expect(res.headers.get("fly-replay")).toBe(`instance=${PRIMARY}`);
  });
});

describe("replicaWrites middleware", () => {
  const servers: { close(): void }[] = [];
  afterAll(() => servers.forEach((s) => s.close()));

  /** An Express app whose handler really writes: a contact message (and its outbox mail). */
  async function serve(dir: string | undefined) {
    const app = express();
    app.use(replicaWrites(dir));
    app.use(express.json());
    app.all("/messages", (req, res) => {
      if (req.method === "GET" || req.method === "HEAD") {
        res.json({ count: counts().contact });
        return;
      }
      createContactMessage({
        name: "Pat",
        email: "pat@example.com",
        subject: "general",
        message: `via ${req.method}`,
      });
      res.status(201).json({ ok: true });
    });
    const { base, server } = await listen(app);
    servers.push(server);
    return `${base}/messages`;
  }

  function counts() {
    const one = (sql: string) => (getDb().$client.prepare(sql).get() as { n: number }).n;
    return {
      contact: one("SELECT count(*) AS n FROM contact_messages"),
      outbox: one("SELECT count(*) AS n FROM email_outbox"),
    };
  }

  const send = (url: string, method: string) =>
    fetch(url, {
      method,
      headers: { "Content-Type": "application/json" },
      body: method === "GET" || method === "HEAD" ? undefined : "{}",
    });

  it("on a replica answers every method but GET and HEAD with 409 + fly-replay and writes nothing", async () => {
    becomeReplica();
    const url = await serve(litefsDir);
    const before = counts();
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
      const res = await send(url, method);
      expect(res.status, method).toBe(409);
      expect(res.headers.get("fly-replay"), method).toBe(`instance=${PRIMARY}`);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    expect(counts()).toEqual(before);
    const get = await send(url, "GET");
    expect(get.status).toBe(200);
    expect(await get.json()).toEqual({ count: before.contact });
    expect((await send(url, "HEAD")).status).toBe(200);
    expect(counts()).toEqual(before);
  });

  it("on the primary lets writes through, and notices a promotion or demotion at once", async () => {
    const url = await serve(litefsDir);
    const before = counts();
    const res = await send(url, "POST");
    expect(res.status).toBe(201);
    expect(res.headers.get("fly-replay")).toBeNull();
    expect(counts()).toEqual({ contact: before.contact + 1, outbox: before.outbox + 1 });

    becomeReplica();
    expect((await send(url, "POST")).status).toBe(409);
    becomePrimary();
    expect((await send(url, "POST")).status).toBe(201);
    expect(counts().contact).toBe(before.contact + 2);
  });

  it("without LITEFS_DIR changes nothing: every write goes through", async () => {
    const url = await serve(undefined);
    const before = counts();
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const res = await send(url, method);
      expect(res.status, method).toBe(201);
      expect(res.headers.get("fly-replay")).toBeNull();
    }
    expect(counts().contact).toBe(before.contact + 4);
  });
});

describe("whilePrimary (the mail worker's guard)", () => {
  function fakeJob() {
    const log: string[] = [];
    return { log, start: () => (log.push("start"), { stop: () => log.push("stop") }) };
  }
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it("does not start on a replica, starts on promotion, stops on demotion", async () => {
    becomeReplica();
    const job = fakeJob();
    const guard = whilePrimary(job.start, { litefsDir, everyMs: 10 });
    await sleep(50);
    expect(job.log).toEqual([]);
    expect(guard.running()).toBe(false);
    becomePrimary();
    await sleep(50);
    expect(job.log).toEqual(["start"]);
    becomeReplica();
    await sleep(50);
    expect(job.log).toEqual(["start", "stop"]);
    becomePrimary();
    await sleep(50);
    guard.stop();
    expect(job.log).toEqual(["start", "stop", "start", "stop"]);
    await sleep(30);
    expect(job.log).toHaveLength(4);
  });

  it("without LITEFS_DIR starts at once and sets no timer", () => {
    const job = fakeJob();
    const intervals = process.getActiveResourcesInfo().filter((r) => r === "Timeout").length;
    const guard = whilePrimary(job.start, { litefsDir: undefined, everyMs: 10 });
    expect(job.log).toEqual(["start"]);
    expect(guard.running()).toBe(true);
    expect(process.getActiveResourcesInfo().filter((r) => r === "Timeout").length).toBe(intervals);
    guard.stop();
    expect(job.log).toEqual(["start", "stop"]);
  });
});

describe("scripts/migrate.ts", () => {
  it("seeds by default outside production only, and rejects other values", () => {
    expect(seedWanted({})).toBe(true);
    expect(seedWanted({ NODE_ENV: "production" })).toBe(false);
    expect(seedWanted({ NODE_ENV: "production", SEED_DEMO_DATA: "true" })).toBe(true);
    expect(() => seedWanted({ SEED_DEMO_DATA: "yes" })).toThrow(/SEED_DEMO_DATA/);
  });

  it("does nothing on a replica, migrates on the primary and without LiteFS", () => {
    const file = path.join(litefsDir, "app.db");
    becomeReplica();
    expect(migrate({ DATABASE_PATH: file, LITEFS_DIR: litefsDir, NODE_ENV: "production" })).toEqual(
      { skipped: true, primaryInstance: PRIMARY },
    );
    expect(fs.existsSync(file)).toBe(false);

    becomePrimary();
    const result = migrate({ DATABASE_PATH: file, LITEFS_DIR: litefsDir, NODE_ENV: "production" });
    expect(result).toMatchObject({ skipped: false, seeded: false });
    const db = new Database(file, { readonly: true });
    const tables = (
      db.prepare("SELECT name FROM sqlite_master WHERE type='table'").all() as {
        name: string;
      }[]
    ).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(["__drizzle_migrations", "companies"]));
    expect((db.prepare("SELECT count(*) AS n FROM companies").get() as { n: number }).n).toBe(0);
    db.close();

    const embedded = path.join(litefsDir, "embedded.db");
    expect(migrate({ DATABASE_PATH: embedded, SEED_DEMO_DATA: "false" })).toMatchObject({
      skipped: false,
    });
    expect(fs.existsSync(embedded)).toBe(true);
  });
});
