import { commitImport } from "./import-commit.server";
import { previewImport } from "./import-preview.server";
import { undoImport } from "./import-undo.server";
import type { WorkerTask } from "./import-worker.server";

/** A preview, a commit or an undo, on whichever connection `db()` is (the worker's own). */
export async function runTask(task: WorkerTask) {
  if (task.kind === "preview") return previewImport(task.file, task.settings);
  if (task.kind === "commit") {
    const input = { ...task.input, bytes: Buffer.from(task.input.bytes) };
    return commitImport(input, new Date(task.now));
  }
  return undoImport(task.importId, task.actor, new Date(task.now));
}
