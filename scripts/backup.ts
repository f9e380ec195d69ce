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
 *
 * The copy is in WAL mode, like the database it came from: restored as is (or imported into
 * LiteFS, which wants WAL) it behaves as the original did, with no journal switch on first open.
 *
 * With BACKUP_S3_BUCKET and its companions set, the copy also goes off the machine to
 * S3-compatible storage, and local copies older than BACKUP_KEEP_DAYS (default 7) are removed.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { putObject, s3ConfigFromEnv, type S3Config } from "~/server/jobs/s3.server";
import { runAsCommand } from "./run-as-command";
import { runtimeSettings } from "~/env.server";

export type BackupResult = { file: string; bytes: number; ms: number };

/** `2026-11-22T08-09-07-123Z`: sortable, and valid in file names everywhere. */
export function timestamp(now = new Date()): string {
  return now.toISOString().replace(/[:.]/g, "-");
}

export function defaultBackupPath(source: string, dir: string, now = new Date()): string {
  const name = path.basename(source).replace(/\.(db|sqlite3?)$/i, "");
  return path.join(dir, `${name}-${timestamp(now)}.db`);
}

/**
 * Every row of `PRAGMA integrity_check` ("ok" alone when the file is sound). Opened read-write
 * where it may be: a read-only connection to a WAL file leaves `-wal`/`-shm` files behind.
 */
export function integrityProblems(file: string): string[] {
  let writable = true;
  try {
    fs.accessSync(file, fs.constants.W_OK);
    fs.accessSync(path.dirname(path.resolve(file)), fs.constants.W_OK);
  } catch {
    writable = false;
  }
  const db = new Database(file, { readonly: !writable, fileMustExist: true });
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

  const copy = new Database(temporary, { fileMustExist: true });
  try {
    copy.pragma("journal_mode = WAL");
  } finally {
    // The last connection to close checkpoints and removes the -wal file: one self-contained file.
    copy.close();
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

/** Uploads a backup under BACKUP_S3_PREFIX + its file name; returns the object key. */
export async function copyOffsite(file: string, cfg: S3Config): Promise<string> {
  const key = `${cfg.prefix}${path.basename(file)}`;
  await putObject(cfg, key, fs.readFileSync(file));
  return key;
}

/** Removes this app's backups in `dir` older than `days` (never anything else). */
export function pruneBackups(dir: string, days: number, now = Date.now()): string[] {
  if (!fs.existsSync(dir) || !(days > 0)) return [];
  const removed: string[] = [];
  for (const name of fs.readdirSync(dir)) {
    if (!/^[\w.-]+-\d{4}-\d\d-\d\dT[\d-]+Z(-pre-restore)?\.db$/.test(name)) continue;
    const file = path.join(dir, name);
    if (now - fs.statSync(file).mtimeMs > days * 86_400_000) {
      fs.rmSync(file, { force: true });
      removed.push(file);
    }
  }
  return removed;
}

async function main(argv: string[]) {
  if (argv.length > 1 || argv[0]?.startsWith("-")) {
    throw new Error("Usage: backup [<target file>]");
  }
  const source = runtimeSettings().databasePath;
  const dir = runtimeSettings().backupDir;
  const offsite = s3ConfigFromEnv();
  const target = argv[0] ?? defaultBackupPath(source, dir);
  const result = backupDatabase(source, target);
  console.log(
    `backup: ${source} -> ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB, ${result.ms} ms, integrity ok)`,
  );
  if (offsite) {
    const key = await copyOffsite(result.file, offsite);
    console.log(`backup: copied off the machine to ${offsite.endpoint}/${offsite.bucket}/${key}`);
  }
  for (const old of pruneBackups(dir, runtimeSettings().backupKeepDays)) {
    console.log(`backup: removed ${old} (older than BACKUP_KEEP_DAYS)`);
  }
}

if (runAsCommand("backup")) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
