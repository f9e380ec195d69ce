/**
 * Writes a consistent copy of the database with `VACUUM INTO`.
 *
 *   npm run backup                      -> $BACKUP_DIR/app-<UTC timestamp>.db (default ./backups)
 *   npm run backup -- path/to/copy.db   -> that file (must not exist yet)
 *
 * Safe while the server runs and writes: VACUUM INTO reads one snapshot (a WAL read
 * transaction), so the copy holds every transaction committed before it started and none
 * after, and writers are never blocked. The copy is written under a temporary name, checked
 * with `PRAGMA integrity_check`, flushed to disk and only then renamed into place, so a file
 * with the final name is always complete. Works on a LiteFS replica too (it only reads).
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import Database from "better-sqlite3";

export type BackupResult = { file: string; bytes: number; ms: number };

/** `2026-11-22T08-09-07-123Z`: sortable, and valid in file names everywhere. */
export function timestamp(now = new Date()): string {
  return now.toISOString().replace(/[:.]/g, "-");
}

export function defaultBackupPath(source: string, dir: string, now = new Date()): string {
  const name = path.basename(source).replace(/\.(db|sqlite3?)$/i, "");
  return path.join(dir, `${name}-${timestamp(now)}.db`);
}

/** Every row of `PRAGMA integrity_check` ("ok" alone when the file is sound). */
export function integrityProblems(file: string): string[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma("integrity_check") as { integrity_check: string }[];
    return rows.map((r) => r.integrity_check).filter((r) => r !== "ok");
  } finally {
    db.close();
  }
}

export function fsyncPath(file: string, flags: "r" | "r+" = "r") {
  const fd = fs.openSync(file, flags);
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export function backupDatabase(source: string, target: string): BackupResult {
  const started = performance.now();
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`);
  if (fs.existsSync(target)) throw new Error(`${target} already exists; not overwriting it`);
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  const temporary = `${target}.tmp-${process.pid}`;
  fs.rmSync(temporary, { force: true });

  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma("busy_timeout = 10000");
    db.prepare("VACUUM INTO ?").run(temporary);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  } finally {
    db.close();
  }

  const problems = integrityProblems(temporary);
  if (problems.length) {
    fs.rmSync(temporary, { force: true });
    throw new Error(`The copy failed its integrity check: ${problems.slice(0, 5).join("; ")}`);
  }
  fsyncPath(temporary);
  fs.renameSync(temporary, target);
  fsyncPath(path.dirname(path.resolve(target)));
  return {
    file: target,
    bytes: fs.statSync(target).size,
    ms: Math.round(performance.now() - started),
  };
}

function main(argv: string[]) {
  if (argv.length > 1 || argv[0]?.startsWith("-")) {
    throw new Error("Usage: npm run backup [-- <target file>]");
  }
  const source = process.env.DATABASE_PATH || "./data/app.db";
  const target = argv[0] ?? defaultBackupPath(source, process.env.BACKUP_DIR || "backups");
  const result = backupDatabase(source, target);
  console.log(
    `backup: ${source} -> ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB, ${result.ms} ms, integrity ok)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
