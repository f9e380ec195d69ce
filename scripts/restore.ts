/**
 * Puts a backup back in place of the database.
 *
 *   npm run restore -- <backup file> [--to <database file>] [--force] [--no-safety-backup]
 *
 * 1. Checks the backup: `PRAGMA integrity_check` must say "ok" and it must be this app's
 *    database (it has the migrations table and `companies`).
 * 2. Without LiteFS (`LITEFS_DIR` unset): refuses while any process holds the target file open
 *    (the server: stop it first; `--force` skips this check), saves the current database with
 *    VACUUM INTO beside the other backups (unless `--no-safety-backup`), copies the backup to a
 *    temporary file in the target's directory, flushes it, removes the stale `-wal`/`-shm`
 *    files and renames the copy over the target (atomic: the target is either the old file or
 *    the complete new one).
 * 3. With LiteFS: the file in the FUSE mount must not be replaced behind LiteFS's back, so it
 *    runs `litefs import -name <database name> <backup>` on the primary, which replaces the
 *    database on the live cluster and replicates it (on a replica it refuses and names the
 *    primary to run it on).
 * Start (or keep) the server afterwards: it applies any migration the backup predates.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { instanceRole } from "~/server/litefs.server";
import { backupDatabase, defaultBackupPath, fsyncPath, integrityProblems } from "./backup";
import { runAsCommand } from "./run-as-command";
import { runtimeSettings } from "~/env.server";

/** Throws unless `file` is a sound SQLite database of this app. */
export function verifyBackup(file: string): void {
  if (!fs.existsSync(file)) throw new Error(`No backup at ${file}`);
  let problems: string[];
  try {
    problems = integrityProblems(file);
  } catch (error) {
    throw new Error(
      `${file} is not a readable SQLite database: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (problems.length) {
    throw new Error(`${file} failed its integrity check: ${problems.slice(0, 5).join("; ")}`);
  }
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const tables = new Set(
      (
        db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
          name: string;
        }[]
      ).map((r) => r.name),
    );
    for (const table of ["__drizzle_migrations", "companies"]) {
      if (!tables.has(table)) throw new Error(`${file} is not a backup of this app (no ${table})`);
    }
  } finally {
    db.close();
  }
}

/**
 * Process ids (other than this one) that hold `file`, its `-wal` or its `-shm` open, read from
 * /proc; undefined where /proc is not available (not Linux), so the check cannot be made.
 */
export function processesHolding(file: string): number[] | undefined {
  if (!fs.existsSync("/proc/self/fd")) return undefined;
  const resolved = path.resolve(file);
  const wanted = new Set([resolved, `${resolved}-wal`, `${resolved}-shm`]);
  const holders: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let fds: string[];
    try {
      fds = fs.readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // gone, or not ours to inspect
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = fs.readlinkSync(`/proc/${entry}/fd/${fd}`);
      } catch {
        continue;
      }
      if (wanted.has(target)) {
        holders.push(Number(entry));
        break;
      }
    }
  }
  return holders;
}

export type RestoreOptions = {
  /** Skip the "is anything holding the database open" check. */
  force?: boolean;
  /** Where to save the current database first; null skips that. Default: $BACKUP_DIR or ./backups. */
  safetyBackupDir?: string | null;
};

export type RestoreResult = { target: string; safetyBackup?: string };

/** The local (no LiteFS) restore: verified, atomic, with stale WAL files removed. */
export function restoreDatabase(
  backup: string,
  target: string,
  opts: RestoreOptions = {},
): RestoreResult {
  verifyBackup(backup);
  if (path.resolve(backup) === path.resolve(target)) {
    throw new Error("The backup is the database itself");
  }
  if (!opts.force) {
    const holders = processesHolding(target);
    if (holders === undefined) {
      console.warn("restore: cannot tell whether the server is running here (no /proc)");
    } else if (holders.length) {
      throw new Error(
        `${target} is open in process ${holders.join(", ")}: stop the server before restoring (or pass --force)`,
      );
    }
  }

  const dir = path.dirname(path.resolve(target));
  fs.mkdirSync(dir, { recursive: true });
  let safetyBackup: string | undefined;
  const safetyDir =
    opts.safetyBackupDir === undefined ? runtimeSettings().backupDir : opts.safetyBackupDir;
  if (fs.existsSync(target) && safetyDir !== null) {
    safetyBackup = defaultBackupPath(target, safetyDir).replace(/\.db$/, "-pre-restore.db");
    try {
      backupDatabase(target, safetyBackup);
    } catch (error) {
      // A damaged database (the usual reason to restore) cannot be vacuumed: keep its raw files.
      console.warn(
        `restore: no clean copy of the current database (${error instanceof Error ? error.message : String(error)}); keeping its raw files`,
      );
      for (const suffix of ["", "-wal"]) {
        if (fs.existsSync(target + suffix)) fs.copyFileSync(target + suffix, safetyBackup + suffix);
      }
    }
  }

  const temporary = path.join(dir, `.${path.basename(target)}.restore-${process.pid}.tmp`);
  try {
    fs.copyFileSync(backup, temporary);
    fsyncPath(temporary);
    for (const suffix of ["-wal", "-shm", "-journal"]) fs.rmSync(target + suffix, { force: true });
    fs.renameSync(temporary, target);
    fsyncPath(dir);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  const problems = integrityProblems(target);
  if (problems.length) throw new Error(`The restored file failed its check: ${problems[0]}`);
  return { target, safetyBackup };
}

/** The LiteFS restore: `litefs import` on the primary replaces the database cluster-wide. */
export function restoreOnLitefs(backup: string, databasePath: string, litefsDir: string) {
  verifyBackup(backup);
  const role = instanceRole(litefsDir);
  if (!role.primary) {
    throw new Error(
      `This instance is a LiteFS replica; run the restore on the primary (${role.primaryInstance})`,
    );
  }
  const name = path.basename(databasePath);
  const bin = runtimeSettings().litefsBin;
  const run = spawnSync(bin, ["import", "-name", name, path.resolve(backup)], {
    stdio: "inherit",
  });
  if (run.error) throw run.error;
  if (run.status !== 0) throw new Error(`litefs import exited with ${run.status}`);
  return { name };
}

function parseArgs(argv: string[]) {
  const opts = { backup: undefined as string | undefined, to: undefined as string | undefined };
  const flags = { force: false, safety: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--force") flags.force = true;
    else if (arg === "--no-safety-backup") flags.safety = false;
    else if (arg === "--to") opts.to = argv[++i];
    else if (arg.startsWith("--to=")) opts.to = arg.slice(5);
    else if (!arg.startsWith("-") && !opts.backup) opts.backup = arg;
    else throw new Error(`Unknown argument: ${arg}`);
  }
  if (!opts.backup) {
    throw new Error(
      "Usage: npm run restore -- <backup file> [--to <database file>] [--force] [--no-safety-backup]",
    );
  }
  return { ...opts, backup: opts.backup, ...flags };
}

function main(argv: string[]) {
  const args = parseArgs(argv);
  const target = args.to ?? runtimeSettings().databasePath;
  const litefsDir = runtimeSettings().litefsDir;
  if (litefsDir) {
    const { name } = restoreOnLitefs(args.backup, target, litefsDir);
    console.log(`restore: ${args.backup} imported into LiteFS as ${name}`);
    return;
  }
  const result = restoreDatabase(args.backup, target, {
    force: args.force,
    safetyBackupDir: args.safety ? undefined : null,
  });
  console.log(
    `restore: ${args.backup} -> ${result.target}` +
      (result.safetyBackup ? ` (the previous database is saved as ${result.safetyBackup})` : ""),
  );
}

if (runAsCommand("restore")) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
