/**
 * Logo uploads (decision 017): at most LOGO_UPLOADS_PER_HOUR per
 * user and hour, refused with a 429 that says so before the image is read; logos no listing
 * uses are removed after a day; and a request over the 1 MB Fly can replay is refused with a
 * clear message on a replica (and when it arrives replayed) instead of failing at the edge.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import express from "express";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { call, cookieFor } from "~/tests/support/route-call";
import { getDb } from "~/db/client";
import { insertCompany, insertUser } from "~/tests/support/factories";
import { removeUnusedLogos, storeBlogImage, storeLogo } from "~/models/listings/logos.server";
import * as uploadApi from "~/routes/api/api.objects.upload-direct";
import { LOGO_UPLOADS_PER_HOUR, mayUploadLogo } from "~/server/uploads/logo-image.server";
import { REPLAY_MAX_BYTES, replicaWrites } from "~/server/middleware/replica-writes.server";
import { listen } from "~/tests/support/listen";

const sql = getDb().$client;
const tinyPng = () =>
  sharp({ create: { width: 60, height: 60, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
const logoCount = (userId: number) =>
  sql.prepare("SELECT count(*) FROM logos WHERE uploaded_by = ?").pluck().get(userId) as number;

async function upload(userId: number, png: Buffer) {
  const body = new FormData();
  body.set("file", new File([new Uint8Array(png)], "logo.png", { type: "image/png" }));
  return call(uploadApi.action, "POST", "/api/objects/upload-direct", {
    cookie: await cookieFor(userId),
    body,
    ip: "192.0.2.77",
  });
}

describe("the hourly upload quota", () => {
  it(`accepts ${LOGO_UPLOADS_PER_HOUR} uploads an hour, then answers 429 and stores nothing`, async () => {
    const user = insertUser();
    const png = await tinyPng();
    for (let i = 0; i < LOGO_UPLOADS_PER_HOUR; i++) {
      expect((await upload(user.id, png)).status).toBe(200);
    }
    expect(logoCount(user.id)).toBe(LOGO_UPLOADS_PER_HOUR);
    const refused = await upload(user.id, png);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("3600");
    expect(await refused.json()).toEqual({
      title: "Too many uploads",
      message: `You can upload ${LOGO_UPLOADS_PER_HOUR} logos an hour. Please try again later.`,
    });
    expect(logoCount(user.id)).toBe(LOGO_UPLOADS_PER_HOUR);
    // Someone else is not affected.
    expect((await upload(insertUser().id, png)).status).toBe(200);
  });

  it("counts the last hour only, from the stored uses (decision 040)", () => {
    const user = insertUser();
    const now = Date.now();
    const insert = sql.prepare(
      "INSERT INTO quota_uses (name, subject, used_at) VALUES ('logo-upload', ?, ?)",
    );
    for (let i = 0; i < LOGO_UPLOADS_PER_HOUR; i++)
      insert.run(String(user.id), now - 61 * 60 * 1000);
    expect(mayUploadLogo(user.id, now)).toBe(true);
    for (let i = 0; i < LOGO_UPLOADS_PER_HOUR; i++)
      insert.run(String(user.id), now - 5 * 60 * 1000);
    expect(mayUploadLogo(user.id, now)).toBe(false);
    expect(mayUploadLogo(user.id, now + 56 * 60 * 1000)).toBe(true);
  });
});

describe("the cleanup of unused logos", () => {
  it("removes logos older than the cutoff that no listing shows, and nothing else", async () => {
    const user = insertUser();
    const png = await tinyPng();
    const store = () => storeLogo(user.id, { png, width: 60, height: 60 });
    const age = (id: string, ms: number) =>
      sql.prepare("UPDATE logos SET created_at = ? WHERE id = ?").run(Date.now() - ms, id);
    const day = 24 * 60 * 60 * 1000;
    const orphanOld = store();
    const usedOld = store();
    const usedByMaterials = store();
    const orphanNew = store();
    // A blog image shares the table (as WebP) and belongs to its post, not to a listing.
    const blogImage = storeBlogImage(user.id, { bytes: png, width: 60, height: 60 });
    age(blogImage.id, 2 * day);
    age(orphanOld.id, 2 * day);
    age(usedOld.id, 2 * day);
    age(usedByMaterials.id, 2 * day);
    age(orphanNew.id, 60 * 60 * 1000);
    insertCompany({ customLogo: usedOld.path });
    sql
      .prepare(
        "INSERT INTO companies (directory, slug, name, location, state, custom_logo) VALUES ('materials', ?, 'Logo Mat', 'Denver', 'CO', ?)",
      )
      .run(`logo-mat-${usedByMaterials.id}`, usedByMaterials.path);

    const removed = removeUnusedLogos(new Date(Date.now() - day));
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = new Set(
      sql.prepare("SELECT id FROM logos WHERE uploaded_by = ?").pluck().all(user.id) as string[],
    );
    expect(left.has(orphanOld.id)).toBe(false);
    expect(left.has(usedOld.id)).toBe(true);
    expect(left.has(usedByMaterials.id)).toBe(true);
    expect(left.has(orphanNew.id)).toBe(true);
    expect(left.has(blogImage.id)).toBe(true);
    // The lookup of a listing's logo uses the index, not a scan of every listing.
    const plan = sql
      .prepare("EXPLAIN QUERY PLAN SELECT 1 FROM companies c WHERE c.custom_logo = ?")
      .all("/logos/x.png") as { detail: string }[];
    expect(plan.map((p) => p.detail).join(" ")).toMatch(/companies_custom_logo_idx/);
  });

  it("runs hourly on the primary from the server", () => {
    const startup = fs.readFileSync(
      path.resolve(import.meta.dirname, "../../app/server/startup.server.ts"),
      "utf8",
    );
    expect(startup).toMatch(/const hourly = 60 \* 60 \* 1000;/);
    expect(startup).toMatch(
      /whilePrimary\(\(\) =>\s*startPeriodic\("logo cleanup", hourly,[\s\S]{0,120}removeUnusedLogos\(new Date\(Date\.now\(\) - 24 \* hourly\)\)/,
    );
  });
});

describe("uploads from a replica region", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "litefs-upload-"));
  const servers: { close(): void }[] = [];
  afterAll(() => {
    servers.forEach((s) => s.close());
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function serve(litefsDir: string | undefined) {
    const app = express();
    app.use(replicaWrites(litefsDir));
    app.post("/api/objects/upload-direct", (_req, res) => res.status(200).send("stored"));
    const { base, server } = await listen(app);
    servers.push(server);
    return `${base}/api/objects/upload-direct`;
  }
  const post = (url: string, bytes: number, headers: Record<string, string> = {}) =>
    fetch(url, { method: "POST", body: new Uint8Array(bytes), headers });

  it("both upload paths pass the LiteFS proxy, so the replica's app sees them", () => {
    const yml = fs.readFileSync(path.resolve(import.meta.dirname, "../../litefs.yml"), "utf8");
    const passthrough = yml.slice(yml.indexOf("passthrough:"), yml.indexOf("\nexec:"));
    expect(passthrough).toContain('- "/api/objects/upload-direct"');
    expect(passthrough).toContain('- "/dashboard/logo"');
    // Never /dashboard itself: its GET must keep the proxy's wait for the visitor's last write.
    expect(passthrough).not.toMatch(/- "\/dashboard"/);
  });

  it("a replica replays up to 1 MB and refuses more with a message that says why", async () => {
    fs.writeFileSync(path.join(dir, ".primary"), "primary-vm-1\n");
    const url = await serve(dir);
    const small = await post(url, 300_000);
    expect(small.status).toBe(409);
    expect(small.headers.get("fly-replay")).toBe("instance=primary-vm-1");
    const large = await post(url, REPLAY_MAX_BYTES + 1);
    expect(large.status).toBe(413);
    expect(large.headers.get("fly-replay")).toBeNull();
    expect(await large.text()).toMatch(
      /^This upload is larger than 1 MB, the most that can be sent on from this region to the primary\. Please choose a smaller image/,
    );
  });

  it("the primary holds a replayed request to the same 1 MB, and takes larger ones sent to it", async () => {
    fs.rmSync(path.join(dir, ".primary"), { force: true });
    const url = await serve(dir);
    const replayed = { "Fly-Replay-Src": "instance=replica-vm-2;region=lhr;t=1" };
    expect((await post(url, REPLAY_MAX_BYTES + 1, replayed)).status).toBe(413);
    expect((await post(url, 300_000, replayed)).status).toBe(200);
    expect((await post(url, REPLAY_MAX_BYTES + 1)).status).toBe(200);
    // Without LiteFS, only the replayed-request rule applies.
    const plain = await serve(undefined);
    expect((await post(plain, REPLAY_MAX_BYTES + 1)).status).toBe(200);
  });
});
