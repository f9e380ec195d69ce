import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { Actor } from "~/models/admin/audit.server";
import { db } from "~/models/db.server";
import { DomainError } from "~/models/errors.server";
import type { CommitInput } from "./import-commit.server";
import type { ImportSettings } from "./import-plan.server";
import type { CsvFile } from "./import-rows.server";
import { runTask } from "./import-task.server";
import { runtimeSettings } from "~/env.server";

export type WorkerTask =
  | { kind: "commit"; input: CommitInput; now: number }
  | { kind: "undo"; importId: number; actor: Actor; now: number }
  | { kind: "preview"; file: CsvFile; settings: ImportSettings };

/**
 * The worker's entry: in production the compiled worker the build writes (no TypeScript loader
 * there); in development and tests a small module that registers tsx, then loads the sources.
 */
function entryFile(): string | undefined {
  const candidates = [
    ...(runtimeSettings().production
      ? [path.resolve("build/node/app/models/imports/import-worker.run.js")]
      : []),
    path.join(path.dirname(fileURLToPath(import.meta.url)), "import-worker.entry.mjs"),
    path.resolve("app/models/imports/import-worker.entry.mjs"),
  ];
  return candidates.find((f) => fs.existsSync(f));
}

type Answer =
  | { ok: true; result: unknown }
  | { ok: false; error: { name: string; message: string; status?: number; stack?: string } };

/**
 * Runs an import's commit, undo or large preview on a worker thread with its own connection (decision 050):
 * better-sqlite3 is synchronous, and 20,000 rows take seconds that the event loop would
 * otherwise spend blocked. Pages keep being served meanwhile (WAL readers never wait for the
 * writer). An in-memory database, or no entry file, runs it here instead.
 */
export async function runImportTask<T>(task: WorkerTask): Promise<T> {
  const file = db().$client.name;
  const entry = entryFile();
  if (file === ":memory:" || !entry || runtimeSettings().importInProcess) {
    return runTask(task) as T;
  }
  const worker = new Worker(entry, {
    workerData: { task, databasePath: path.resolve(file) },
  });
  const answer = await new Promise<Answer>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`import worker exited with code ${code}`)));
  });
  await worker.terminate();
  if (answer.ok) return answer.result as T;
  const { name, message, status, stack } = answer.error;
  const error = status ? new DomainError(message, status) : new Error(message);
  error.name = name;
  error.stack = stack;
  throw error;
}
