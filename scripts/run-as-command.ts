import path from "node:path";

/**
 * Whether the process was started to run the named script, as source (`scripts/backup.ts`) or
 * compiled (`build/node/scripts/backup.js`). Compared by name rather than by module URL: in the
 * compiled build a script's code may sit in a shared chunk, and one script imports another.
 */
export function runAsCommand(name: string): boolean {
  const started = process.argv[1];
  return Boolean(started) && path.basename(started).replace(/\.(ts|js)$/, "") === name;
}
