/**
 * A large import shares the database: it writes in short transactions with pauses, so other
 * writes get through while it runs, and stays one import for undo and for a second commit. A
 * request that meets a busy database is answered 503 with Retry-After, not 500.
 */
import crypto from "node:crypto";
import express from "express";
import { describe, expect, it } from "vitest";
import { account, sql } from "~/tests/support/admin-call";
import { sampleCsv, sampleSource } from "~/tests/support/import-csv";
import { handleError } from "~/entry.server";
import { companySlug } from "~/lib/slug";
import { commitImport, type CommitInput } from "~/models/imports/import-commit.server";
import { readCsv, type CsvFile } from "~/models/imports/import-rows.server";
import { undoImport } from "~/models/imports/import-undo.server";
import {
  databaseBusyAnswers,
  databaseBusyErrors,
  markDatabaseBusy,
} from "~/server/middleware/database-busy.server";
import { listen } from "~/tests/support/listen";

const operator = account("admin");
const actor = { id: operator.id, email: operator.email };

describe("a large commit", () => {
  it("lets other writes through between its chunks, and is still undone whole", async () => {
    const t = crypto.randomBytes(3).toString("hex");
    const rows = Array.from({ length: 600 }, (_, i) => ({
      "Firm Name": `Chunked Lines ${t} ${i}`,
      City: "Toledo",
      State: "OH",
    }));
    const bytes = sampleCsv(rows);
    const input: CommitInput = {
      ...sampleSource({ sourceName: `Chunked list ${t}` }),
      file: readCsv(bytes) as CsvFile,
      fileName: "big.csv",
      bytes,
      invite: false,
      actor,
      mail: { siteUrl: "https://striping.example.com", secret: "unit-test-secret-0123456789" },
    };
    // Another writer, every few milliseconds, as visitors' sign-ins and reviews would be.
    const write = sql.prepare("INSERT INTO mail_suppressions (email, reason) VALUES (?, 'test')");
    let writes = 0;
    const writer = setInterval(() => {
      write.run(`w${writes}-${t}@example.com`);
      writes += 1;
    }, 2);
    const pace = { chunkMs: 1_000, chunkRows: 50, pauseMs: 20 };
    let done;
    try {
      done = await commitImport(input, new Date(), pace);
    } finally {
      clearInterval(writer);
    }
    expect(done.counts.created).toBe(600);
    // Twelve chunks, eleven pauses: the other writer wrote in each.
    expect(writes).toBeGreaterThanOrEqual(11);
    const again = await commitImport(input, new Date(), pace);
    expect(again.counts).toMatchObject({ created: 0, updated: 0, unchanged: 600 });
    // The undo too, in chunks with other writes between them.
    const before = writes;
    const undoWriter = setInterval(() => {
      write.run(`u${writes}-${t}@example.com`);
      writes += 1;
    }, 2);
    try {
      expect(await undoImport(done.importId, actor, new Date(), pace)).toMatchObject({
        removed: 600,
      });
    } finally {
      clearInterval(undoWriter);
    }
    expect(writes - before).toBeGreaterThanOrEqual(11);
    expect(
      sql.prepare("SELECT count(*) n FROM companies WHERE name LIKE ?").get(`Chunked Lines ${t}%`),
    ).toEqual({ n: 0 });
  });
});

describe("a commit stopped halfway", () => {
  it("records what it wrote, says it stopped, and is undone whole", async () => {
    const t = crypto.randomBytes(3).toString("hex");
    const rows = Array.from({ length: 200 }, (_, i) => ({
      "Firm Name": `Halfway Lines ${t} ${i}`,
      City: "Toledo",
      State: "OH",
    }));
    const bytes = sampleCsv(rows);
    const input: CommitInput = {
      ...sampleSource({ sourceName: `Halfway list ${t}` }),
      file: readCsv(bytes) as CsvFile,
      fileName: "halfway.csv",
      bytes,
      invite: false,
      actor,
      mail: { siteUrl: "https://striping.example.com", secret: "unit-test-secret-0123456789" },
    };
    // Someone adds a listing with the very address the last row is to get, once it started.
    const last = companySlug(`Halfway Lines ${t} 199`, "Toledo", "OH");
    let taken = false;
    const squatter = setInterval(() => {
      if (taken) return;
      taken = true;
      sql
        .prepare(
          "INSERT INTO companies (directory, slug, name, location, state) VALUES ('striping', ?, 'Squatter', 'Toledo', 'OH')",
        )
        .run(last);
    }, 1);
    await expect(
      commitImport(input, new Date(), { chunkMs: 1_000, chunkRows: 50, pauseMs: 20 }),
    ).rejects.toThrow(/UNIQUE/);
    clearInterval(squatter);
    const imp = sql
      .prepare("SELECT id, counts FROM listing_imports WHERE source_name = ?")
      .get(`Halfway list ${t}`) as { id: number; counts: string };
    expect(JSON.parse(imp.counts)).toMatchObject({ created: 150 });
    expect(
      sql
        .prepare("SELECT note FROM audit_log WHERE action = 'listing.import' AND target_id = ?")
        .get(imp.id),
    ).toEqual({ note: "halfway.csv (stopped halfway)" });
    expect(await undoImport(imp.id, actor)).toMatchObject({ removed: 150 });
    expect(
      sql.prepare("SELECT count(*) n FROM companies WHERE name LIKE ?").get(`Halfway Lines ${t}%`),
    ).toEqual({ n: 0 });
  });
});

describe("a busy database", () => {
  const busy = Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });

  async function serve<T>(app: express.Express, run: (url: string) => Promise<T>) {
    const { base, stop } = await listen(app);
    try {
      return await run(`${base}/`);
    } finally {
      stop();
    }
  }

  it("turns a route's error answer into a 503 with Retry-After", async () => {
    const app = express();
    app.use(databaseBusyAnswers());
    app.get("/", (req, res) => {
      // What React Router does with a loader's error: its handler, then the error page, a 500.
      // (The visitor left: nothing logged.)
      const gone = new AbortController();
      gone.abort();
      const request = new Request("http://localhost/", { signal: gone.signal });
      handleError(busy, {
        request,
        params: {},
        context: { databaseBusy: () => markDatabaseBusy(res) },
      } as never);
      res.status(500).type("html").send("<p>Error</p>");
    });
    const res = await serve(app, (url) => fetch(url));
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
  });

  it("answers 503 for an error thrown outside the routes, and leaves other errors alone", async () => {
    const app = express();
    app.get("/", () => {
      throw busy;
    });
    app.get("/other", () => {
      throw new Error("boom");
    });
    app.use(databaseBusyErrors);
    const [first, other] = await serve(app, (url) =>
      Promise.all([fetch(url), fetch(`${url}other`)]),
    );
    expect(first.status).toBe(503);
    expect(first.headers.get("retry-after")).toBe("5");
    expect(other.status).toBe(500);
  });
});
