/**
 * 20,000 rows import in under 30 s. The import is synchronous work on the one
 * connection (better-sqlite3), so the test also measures how long it holds the event loop:
 * decision 050 records the figures.
 */
import { expect, it } from "vitest";
import { account } from "~/tests/support/admin-call";
import { getDb } from "~/db/client";
import type { CommitInput, ImportCounts } from "~/models/imports/import-commit.server";
import { readCsv, type CsvFile } from "~/models/imports/import-rows.server";
import type { ImportPreview } from "~/models/imports/import-preview.server";
import { runImportTask } from "~/models/imports/import-worker.server";
import { SAMPLE_MAPPING } from "~/tests/support/import-sample";

const CITIES = [
  ["Columbus", "43215"],
  ["Cleveland", "44114"],
  ["Cincinnati", "45202"],
  ["Toledo", "43604"],
  ["Akron", "44308"],
  ["Dayton", "45402"],
] as const;

/** 20,000 invented firms with unique names, phones, addresses and sites. */
export function generatedFile(rows = 20_000): Buffer {
  const lines = ["Firm Name,City,State,Zip,Phone,Email,Website,Work Classes,Certificate Number"];
  for (let i = 0; i < rows; i++) {
    const [city, zip] = CITIES[i % CITIES.length]!;
    const phone = `(${200 + Math.floor(i / 10000)}) ${String(100 + (i % 900)).padStart(3, "0")}-${String(i % 10000).padStart(4, "0")}`;
    lines.push(
      `Generated Striping ${i} LLC,${city},OH,${zip},${phone},crew${i}@gen-${i}.example.com,https://gen-${i}.example.com,Pavement Marking; Thermoplastic,GEN-${i}`,
    );
  }
  return Buffer.from(lines.join("\n"));
}

/** The longest the event loop went without running a 20 ms timer while `work` ran. */
async function longestStall<T>(work: () => Promise<T>) {
  let last = performance.now();
  let longest = 0;
  let reads = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    // A page's read on the server's own connection, while the worker writes.
    getDb().$client.prepare("SELECT count(*) FROM companies WHERE state = 'TX'").get();
    reads += 1;
  }, 20);
  try {
    const result = await work();
    return { result, longest, reads };
  } finally {
    clearInterval(timer);
  }
}

it(
  "imports 20,000 rows in under 30 s while the server keeps answering",
  { timeout: 180_000 },
  async () => {
    const operator = account("admin");
    const bytes = generatedFile();
    const started = performance.now();
    const file = readCsv(bytes) as CsvFile;
    const read = performance.now() - started;
    const input: CommitInput = {
      sourceName: "Generated list",
      mapping: SAMPLE_MAPPING,
      workClasses: {},
      credentialKind: "dot_prequalified",
      credentialState: "OH",
      sourceUrl: "",
      file,
      fileName: "generated.csv",
      bytes,
      invite: true,
      actor: { id: operator.id, email: operator.email },
      mail: { siteUrl: "https://striping.example.com", secret: "speed-test-secret-0123456789" },
    };
    const previewStart = performance.now();
    const preview = await longestStall(() =>
      runImportTask<ImportPreview>({ kind: "preview", file, settings: input }),
    );
    console.log(
      `preview of 20,000 rows on the import thread: ${(performance.now() - previewStart).toFixed(0)} ms; ` +
        `longest event-loop stall ${preview.longest.toFixed(0)} ms`,
    );
    expect(preview.result.counts.created).toBe(20_000);
    expect(preview.result.created).toHaveLength(200);
    const commit = await longestStall(() =>
      runImportTask<{
        importId: number;
        counts: ImportCounts;
        writeMs: number;
        longestHoldMs: number;
      }>({
        kind: "commit",
        input,
        now: Date.now(),
      }),
    );
    const total = performance.now() - started;
    const done = commit.result;
    console.log(
      `20,000 rows: read ${read.toFixed(0)} ms, read + plan + commit ${total.toFixed(0)} ms; ` +
        `writing ${done.writeMs.toFixed(0)} ms, write lock held at most ${done.longestHoldMs.toFixed(0)} ms at a time; ` +
        `longest event-loop stall ${commit.longest.toFixed(0)} ms, ${commit.reads} reads meanwhile`,
    );
    expect(done.counts.created).toBe(20_000);
    expect(done.counts.invited).toBe(20_000);
    expect(total).toBeLessThan(30_000);
    expect(commit.longest).toBeLessThan(1_000);
    // Other writers wait one chunk at most, far below busy_timeout (5 s).
    expect(done.longestHoldMs).toBeLessThan(1_000);
    const undoStart = performance.now();
    const undo = await longestStall(() =>
      runImportTask({ kind: "undo", importId: done.importId, actor: input.actor, now: Date.now() }),
    );
    console.log(
      `undo of 20,000 listings: ${(performance.now() - undoStart).toFixed(0)} ms; ` +
        `longest event-loop stall ${undo.longest.toFixed(0)} ms`,
    );
    expect(undo.longest).toBeLessThan(1_000);
  },
);
