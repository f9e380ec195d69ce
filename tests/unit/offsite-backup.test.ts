/**
 * Backups off the machine (decision 017): the SigV4-signed PUT and GET against a local stand-in
 * for S3 that checks each signature, the `backup` command on PATH copying its file there (in
 * WAL mode), the pruning of old local copies, and the restore drill end to end.
 */
import { execFile, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getObject, putObject, s3ConfigFromEnv, type S3Config } from "~/server/jobs/s3.server";
import { pruneBackups } from "~/scripts/backup";
import { restoreDrill, rowCounts } from "~/scripts/restore-drill";

const ROOT = path.resolve(import.meta.dirname, "../..");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "striping-offsite-"));
const source = path.join(dir, "app.db");
const SECRET = "test-secret-key/0123456789abcdefghijklmnop";
const KEY_ID = "AKIDTESTOFFSITE";

type Received = { method: string; path: string; headers: http.IncomingHttpHeaders };
const objects = new Map<string, Buffer>();
const received: Received[] = [];
let server: http.Server;
let endpoint = "";

/**
 * What S3 does with a request, as far as a backup needs: recompute the SigV4 signature from the
 * request as received (method, path, signed headers, the body's hash) and refuse a mismatch.
 */
function signatureProblem(req: http.IncomingMessage, body: Buffer): string | undefined {
  const auth = req.headers.authorization ?? "";
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return `malformed Authorization: ${auth}`;
  const [, keyId, day, region, signed, signature] = m;
  if (keyId !== KEY_ID) return "unknown key";
  const amzDate = String(req.headers["x-amz-date"] ?? "");
  if (!amzDate.startsWith(day) || !/^\d{8}T\d{6}Z$/.test(amzDate)) return "bad x-amz-date";
  const bodyHash = crypto.createHash("sha256").update(body).digest("hex");
  if (req.headers["x-amz-content-sha256"] !== bodyHash) return "body hash mismatch";
  const names = signed.split(";");
  if (!names.includes("host") || !names.includes("x-amz-date")) return "host/date not signed";
  const canonical = [
    req.method,
    req.url?.split("?")[0],
    "",
    ...names.map((n) => `${n}:${String(req.headers[n]).trim()}`),
    "",
    signed,
    bodyHash,
  ].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = [
    "AWS4-HMAC-SHA256",
    amzDate,
    scope,
    crypto.createHash("sha256").update(canonical).digest("hex"),
  ].join("\n");
  let k: Buffer = crypto.createHmac("sha256", `AWS4${SECRET}`).update(day).digest();
  for (const part of [region, "s3", "aws4_request"]) {
    k = crypto.createHmac("sha256", k).update(part).digest();
  }
  const expected = crypto.createHmac("sha256", k).update(toSign).digest("hex");
  return expected === signature ? undefined : "signature mismatch";
}

beforeAll(async () => {
  fs.copyFileSync(process.env.TEST_TEMPLATE_DB as string, source);
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      received.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers });
      const problem = signatureProblem(req, body);
      if (problem) {
        res.writeHead(403).end(`<Error><Code>SignatureDoesNotMatch</Code>${problem}</Error>`);
        return;
      }
      const key = decodeURIComponent(req.url ?? "");
      if (req.method === "PUT") {
        objects.set(key, body);
        res.writeHead(200, { ETag: '"x"' }).end();
      } else if (req.method === "GET" && objects.has(key)) {
        res.writeHead(200).end(objects.get(key));
      } else {
        res.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const offsiteEnv = () => ({
  BACKUP_S3_ENDPOINT: endpoint,
  BACKUP_S3_BUCKET: "striping-backups",
  BACKUP_S3_REGION: "us-east-1",
  BACKUP_S3_ACCESS_KEY_ID: KEY_ID,
  BACKUP_S3_SECRET_ACCESS_KEY: SECRET,
  BACKUP_S3_PREFIX: "prod/",
});
const cfg = (): S3Config => s3ConfigFromEnv(offsiteEnv())!;

describe("the off-site configuration", () => {
  it("is off without BACKUP_S3_*, and names what is missing when half set", () => {
    expect(s3ConfigFromEnv({})).toBeUndefined();
    expect(() => s3ConfigFromEnv({ BACKUP_S3_BUCKET: "b" })).toThrow(
      /BACKUP_S3_ENDPOINT, BACKUP_S3_ACCESS_KEY_ID, BACKUP_S3_SECRET_ACCESS_KEY/,
    );
    expect(() =>
      s3ConfigFromEnv({ ...offsiteEnv(), BACKUP_S3_ENDPOINT: "s3.example.com" }),
    ).toThrow(/http\(s\) URL/);
    expect(s3ConfigFromEnv({ ...offsiteEnv(), BACKUP_S3_REGION: "" })?.region).toBe("auto");
  });
});

describe("SigV4 PUT and GET", () => {
  it("uploads and downloads an object with a signature S3 accepts", async () => {
    const body = crypto.randomBytes(70_000);
    await putObject(cfg(), "prod/some file (1).db", body);
    const put = received.at(-1)!;
    expect(put.method).toBe("PUT");
    // Path-style, each segment percent-encoded as SigV4 wants.
    expect(put.path).toBe("/striping-backups/prod/some%20file%20%281%29.db");
    expect(put.headers.authorization).toMatch(
      new RegExp(`^AWS4-HMAC-SHA256 Credential=${KEY_ID}/\\d{8}/us-east-1/s3/aws4_request, `),
    );
    expect(put.headers["x-amz-content-sha256"]).toBe(
      crypto.createHash("sha256").update(body).digest("hex"),
    );
    expect((await getObject(cfg(), "prod/some file (1).db")).equals(body)).toBe(true);
  });

  it("fails loudly when the storage refuses (wrong secret, missing object)", async () => {
    const wrong = { ...cfg(), secretAccessKey: "not-the-secret" };
    await expect(putObject(wrong, "prod/x.db", Buffer.from("x"))).rejects.toThrow(
      /Upload of prod\/x\.db failed: 403 .*SignatureDoesNotMatch/,
    );
    expect(objects.has("/striping-backups/prod/x.db")).toBe(false);
    await expect(getObject(cfg(), "prod/none.db")).rejects.toThrow(/404/);
  });
});

describe("the backup command on PATH", () => {
  it("runs from any directory, writes a WAL-mode copy and copies it off the machine", async () => {
    // The image links /usr/local/bin/backup to scripts/bin/app-command (Dockerfile).
    const bin = path.join(dir, "bin");
    fs.mkdirSync(bin);
    fs.symlinkSync(path.join(ROOT, "scripts/bin/app-command"), path.join(bin, "backup"));
    const elsewhere = fs.mkdtempSync(path.join(dir, "cwd-"));
    const backups = path.join(dir, "machine-backups");
    // Not spawnSync: the stand-in S3 answers from this process, whose event loop must keep running.
    const run = await new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        "backup",
        [],
        {
          cwd: elsewhere,
          encoding: "utf8",
          env: {
            PATH: `${bin}:${path.dirname(process.execPath)}:${process.env.PATH}`,
            HOME: process.env.HOME,
            NODE_ENV: "production",
            DATABASE_PATH: source,
            BACKUP_DIR: backups,
            ...offsiteEnv(),
          },
        },
        (error, stdout, stderr) =>
          resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
    expect(run.status, run.stderr).toBe(0);
    const [file] = fs.readdirSync(backups);
    expect(file).toMatch(/^app-\d{4}-\d\d-\d\dT[\d-]+Z\.db$/);
    expect(run.stdout).toContain(
      `copied off the machine to ${endpoint}/striping-backups/prod/${file}`,
    );
    const local = fs.readFileSync(path.join(backups, file));
    expect(objects.get(`/striping-backups/prod/${file}`)?.equals(local)).toBe(true);
    // WAL mode is in the file itself (header bytes 18 and 19 are 2), with no -wal beside it.
    expect([local[18], local[19]]).toEqual([2, 2]);
    expect(fs.readdirSync(backups)).toEqual([file]);
    const db = new Database(path.join(backups, file));
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    db.close();
  });

  it("removes only its own copies older than BACKUP_KEEP_DAYS", () => {
    const keep = path.join(dir, "prune");
    fs.mkdirSync(keep);
    const old = path.join(keep, "app-2026-01-01T00-00-00-000Z.db");
    const fresh = path.join(keep, "app-2026-11-20T00-00-00-000Z.db");
    const other = path.join(keep, "notes.db");
    for (const f of [old, fresh, other]) fs.writeFileSync(f, "x");
    const tenDaysAgo = (Date.now() - 10 * 86_400_000) / 1000;
    fs.utimesSync(old, tenDaysAgo, tenDaysAgo);
    fs.utimesSync(other, tenDaysAgo, tenDaysAgo);
    expect(pruneBackups(keep, 7)).toEqual([old]);
    expect(fs.readdirSync(keep).sort()).toEqual([path.basename(fresh), "notes.db"]);
    expect(pruneBackups(keep, 0)).toEqual([]);
  });
});

describe("the restore drill", () => {
  it("backs up, copies off the machine and back, restores into a fresh path and counts rows", async () => {
    const workDir = fs.mkdtempSync(path.join(dir, "drill-"));
    const before = rowCounts(source);
    const report = await restoreDrill({ source, offsite: cfg(), workDir, keep: true });
    expect(report.offsiteKey).toMatch(/^prod\/app-.*\.db$/);
    expect(objects.has(`/striping-backups/${report.offsiteKey}`)).toBe(true);
    expect(report.restored.startsWith(workDir)).toBe(true);
    expect(report.journalMode).toBe("wal");
    expect(report.counts).toEqual(before);
    expect(report.counts.companies).toBeGreaterThan(800);
    expect(report.rows).toBe(Object.values(before).reduce((a, b) => a + b, 0));
    // The live database was never touched.
    expect(rowCounts(source)).toEqual(before);
  });

  it("fails when the off-site copy comes back different", async () => {
    // Storage that accepts the upload but hands back other bytes.
    const liar = http.createServer((req, res) => {
      req.resume();
      req.on("end", () => res.writeHead(200).end(req.method === "GET" ? "not the backup" : ""));
    });
    await new Promise<void>((r) => liar.listen(0, "127.0.0.1", r));
    const port = (liar.address() as AddressInfo).port;
    try {
      await expect(
        restoreDrill({ source, offsite: { ...cfg(), endpoint: `http://127.0.0.1:${port}` } }),
      ).rejects.toThrow(/downloaded from prod\/app-.*\.db differs from the backup/);
    } finally {
      liar.close();
    }
  });

  it("runs as a command and says what it checked", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/restore-drill.ts"], {
      cwd: ROOT,
      encoding: "utf8",
      env: {
        NODE_ENV: "production",
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_PATH: source,
      },
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/no BACKUP_S3_\* storage configured/);
    expect(run.stdout).toMatch(
      /restore-drill: ok: .* restored into a fresh path, integrity ok, \d+ tables and \d+ rows match, journal mode wal/,
    );
  });
});
