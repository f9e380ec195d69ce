/**
 * Applies the Drizzle migrations to DATABASE_PATH (default ./data/app.db) and, when
 * SEED_DEMO_DATA is "true", seeds the demo data into an empty database.
 *
 *   node --import tsx scripts/migrate.ts
 *
 * In production LiteFS runs it before the app (`exec` in litefs.yml, `if-candidate: true`).
 * SEED_DEMO_DATA defaults to "false" when NODE_ENV=production and to "true" otherwise. On a
 * LiteFS replica (LITEFS_DIR set and a `.primary` file naming another host) it does nothing:
 * the database is read-only there and the primary migrates it.
 */
import { migrateDatabase, openDatabase } from "~/db/client";
import { isSeeded, seedDatabase } from "~/db/seed/index";
import { instanceRole } from "~/server/litefs.server";
import { runAsCommand } from "./run-as-command";
import { environment as processEnvironment, runtimeSettings } from "~/env.server";

type Environment = Readonly<Record<string, string | undefined>>;

export function seedWanted(environment: Environment = processEnvironment()): boolean {
  const value =
    environment.SEED_DEMO_DATA ?? (environment.NODE_ENV === "production" ? "false" : "true");
  if (value !== "true" && value !== "false") {
    throw new Error(`SEED_DEMO_DATA must be "true" or "false", got "${value}"`);
  }
  return value === "true";
}

export type MigrateResult =
  | { skipped: true; primaryInstance: string }
  | { skipped: false; seeded: boolean; ms: number };

export function migrate(environment: Environment = processEnvironment()): MigrateResult {
  const file = environment.DATABASE_PATH || "./data/app.db";
  const seed = seedWanted(environment);
  const role = instanceRole(environment.LITEFS_DIR || undefined);
  if (!role.primary) return { skipped: true, primaryInstance: role.primaryInstance };

  const started = performance.now();
  const db = openDatabase(file);
  try {
    migrateDatabase(db);
    const seeded = seed && !isSeeded(db);
    if (seeded) seedDatabase(db);
    return { skipped: false, seeded, ms: Math.round(performance.now() - started) };
  } finally {
    db.$client.close();
  }
}

function main() {
  const file = runtimeSettings().databasePath;
  const result = migrate();
  if (result.skipped) {
    console.log(
      `migrate: this instance is a LiteFS replica (primary: ${result.primaryInstance}); skipped`,
    );
    return;
  }
  console.log(
    `migrate: ${file} is up to date${result.seeded ? ", demo data seeded" : ""} (${result.ms} ms)`,
  );
}

if (runAsCommand("migrate")) {
  try {
    main();
  } catch (error) {
    console.error("migrate failed:", error);
    process.exit(1);
  }
}
