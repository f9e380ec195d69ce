// The import worker's first module (decision 050): plain JavaScript that lets tsx load the
// TypeScript of the models in this thread, then runs the task.
import { register } from "tsx/esm/api";

register();
await import("./import-worker.run.ts");
