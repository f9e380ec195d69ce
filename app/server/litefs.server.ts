import fs from "node:fs";
import path from "node:path";
import { env } from "./env.server";

/**
 * True when this instance may write to the database. LiteFS writes a `.primary` file (naming
 * the primary) into its mount on replicas only, so: primary unless LITEFS_DIR is set and that
 * file exists. GET handlers use it to skip best-effort writes (view counts) on replicas.
 */
export function isPrimary(litefsDir: string | undefined = env().LITEFS_DIR): boolean {
  if (!litefsDir) return true;
  return !fs.existsSync(path.join(litefsDir, ".primary"));
}
