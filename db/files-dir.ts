import path from "node:path";
import { runtimeSettings } from "~/env.server";

/**
 * Where the site keeps the files users upload that are not database rows (credential evidence,
 * an import's CSV while it is mapped): `FILES_DIR`, else beside the database file. On Fly the
 * database sits on the LiteFS mount, which holds only databases, so fly.toml sets `FILES_DIR` on
 * the machine's volume; those files live on the primary, where the requests that use them go.
 */
export function filesDir(databaseFile: string): string {
  const configured = runtimeSettings().filesDir;
  if (configured) return path.resolve(configured);
  return databaseFile === ":memory:" ? process.cwd() : path.dirname(path.resolve(databaseFile));
}
