/**
 * The import's own thread (decision 050): it opens its own connection to the database file and
 * runs the commit or the undo there, so the server's event loop keeps answering while it writes.
 * Loaded by import-worker.entry.mjs; never imported by the app.
 */
import { parentPort, workerData } from "node:worker_threads";
import { openDatabase, setDb } from "~/db/client";
import type { WorkerTask } from "./import-worker.server";

const { task, databasePath } = workerData as { task: WorkerTask; databasePath: string };
const connection = openDatabase(databasePath);
setDb(connection);

try {
  const { runTask } = await import("./import-task.server");
  parentPort!.postMessage({ ok: true, result: await runTask(task) });
} catch (error) {
  const e = error as Error & { status?: number };
  parentPort!.postMessage({
    ok: false,
    error: { name: e.name, message: e.message, status: e.status, stack: e.stack },
  });
} finally {
  connection.$client.close();
}
