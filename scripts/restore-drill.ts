/**
 * The restore drill: proves a backup can be brought back, end to end, without touching the
 * live database.
 *
 *   restore-drill            (or npm run restore-drill)
 *
 * 1. takes a backup of DATABASE_PATH (as `backup` does: one snapshot, WAL mode, checked);
 * 2. with off-site storage configured (BACKUP_S3_*), uploads it and downloads it again, and the
 *    bytes must match: what is tested is the copy that would survive losing the machine;
 * 3. restores it into a fresh path (never the live one);
 * 4. runs `PRAGMA integrity_check` there and checks it is this app's database;
 * 5. compares the row count of every table with the backup's.
 * It prints what it did and exits non-zero on any difference. The scratch files are removed.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { getObject, s3ConfigFromEnv, type S3Config } from "~/server/jobs/s3.server";
import { backupDatabase, copyOffsite, defaultBackupPath, integrityProblems } from "./backup";
import { restoreDatabase, verifyBackup } from "./restore";
import { runAsCommand } from "./run-as-command";
import { runtimeSettings } from "~/env.server";

export type DrillReport = {
  backup: string;
  offsiteKey?: string;
  restored: string;
  journalMode: string;
  tables: number;
  rows: number;
  counts: Record<string, number>;
};

/** Rows per table (sqlite's own tables aside). */
export function rowCounts(file: string): Record<string, number> {
  const db = new Database(file, { fileMustExist: true });
  try {
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .pluck()
      .all() as string[];
    return Object.fromEntries(
      tables.map((t) => [t, db.prepare(`SELECT count(*) FROM "${t}"`).pluck().get() as number]),
    );
  } finally {
    db.close();
  }
}

const digest = (file: string) =>
  crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");

export async function restoreDrill({
  source,
  offsite,
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), "restore-drill-")),
  keep = false,
}: {
  source: string;
  offsite?: S3Config;
  workDir?: string;
  keep?: boolean;
}): Promise<DrillReport> {
  try {
    const backup = backupDatabase(source, defaultBackupPath(source, workDir)).file;
    let candidate = backup;
    let offsiteKey: string | undefined;
    if (offsite) {
      offsiteKey = await copyOffsite(backup, offsite);
      candidate = path.join(workDir, "downloaded.db");
      fs.writeFileSync(candidate, await getObject(offsite, offsiteKey));
      if (digest(candidate) !== digest(backup)) {
        throw new Error(`The copy downloaded from ${offsiteKey} differs from the backup`);
      }
    }
    const restored = path.join(workDir, "restored", path.basename(source));
    restoreDatabase(candidate, restored, { safetyBackupDir: null });
    const problems = integrityProblems(restored);
    if (problems.length) throw new Error(`The restored database failed: ${problems[0]}`);
    verifyBackup(restored);

    const expected = rowCounts(backup);
    const counts = rowCounts(restored);
    const differing = Object.keys({ ...expected, ...counts }).filter(
      (t) => expected[t] !== counts[t],
    );
    if (differing.length) {
      throw new Error(
        `Row counts differ after the restore: ${differing.map((t) => `${t} ${expected[t]} -> ${counts[t]}`).join(", ")}`,
      );
    }
    const db = new Database(restored, { fileMustExist: true });
    const journalMode = db.pragma("journal_mode", { simple: true }) as string;
    db.close();
    return {
      backup,
      offsiteKey,
      restored,
      journalMode,
      tables: Object.keys(counts).length,
      rows: Object.values(counts).reduce((a, b) => a + b, 0),
      counts,
    };
  } finally {
    if (!keep) fs.rmSync(workDir, { recursive: true, force: true });
  }
}

async function main() {
  const source = runtimeSettings().databasePath;
  const offsite = s3ConfigFromEnv();
  if (!offsite) {
    console.warn("restore-drill: no BACKUP_S3_* storage configured; drilling the local copy only");
  }
  const report = await restoreDrill({ source, offsite });
  console.log(
    `restore-drill: ok: ${source} backed up${report.offsiteKey ? `, copied to and fetched back from ${report.offsiteKey}` : ""}, restored into a fresh path, integrity ok, ${report.tables} tables and ${report.rows} rows match, journal mode ${report.journalMode}`,
  );
}

if (runAsCommand("restore-drill")) {
  main().catch((error: unknown) => {
    console.error(
      `restore-drill failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  });
}
