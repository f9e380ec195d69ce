/**
 * Seeds the database at DATABASE_PATH (default ./data/app.db).
 *
 *   npx tsx db/seed/run.ts                  migrate, then seed if the database is empty
 *   npx tsx db/seed/run.ts --force          delete the database file first, then seed
 *   npx tsx db/seed/run.ts --count 100000   number of striping companies (default 831)
 *   npx tsx db/seed/run.ts --seed 7         PRNG seed (default 831)
 */
import fs from "node:fs";
import { migrateDatabase, openDatabase } from "~/db/client";
import { isSeeded, seedDatabase } from "./index";
import { runtimeSettings } from "~/env.server";

function parseArgs(argv: string[]) {
  const opts = {
    force: false,
    count: undefined as number | undefined,
    seed: undefined as number | undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.split("=", 2) as [string, string | undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      const n = Number(v);
      if (v === undefined || !Number.isInteger(n) || n < 0) {
        throw new Error(`${flag} needs a non-negative integer, got ${String(v)}`);
      }
      return n;
    };
    if (flag === "--force") opts.force = true;
    else if (flag === "--count") opts.count = value();
    else if (flag === "--seed") opts.seed = value();
    else throw new Error(`Unknown argument: ${arg}`);
  }
  return opts;
}

function tableCount(db: ReturnType<typeof openDatabase>, sql: string): number {
  return (db.$client.prepare(sql).get() as { n: number }).n;
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const file = runtimeSettings().databasePath;

  if (args.force && file !== ":memory:") {
    for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`])
      fs.rmSync(f, { force: true });
  }

  const db = openDatabase(file);
  try {
    migrateDatabase(db);
    if (isSeeded(db)) {
      console.log(`${file} is already seeded; use --force to start over.`);
    } else {
      const started = performance.now();
      seedDatabase(db, { stripingCount: args.count, seed: args.seed });
      console.log(`Seeded ${file} in ${((performance.now() - started) / 1000).toFixed(2)}s`);
    }
    const counts = {
      striping: tableCount(db, "SELECT count(*) AS n FROM companies WHERE directory = 'striping'"),
      materials: tableCount(
        db,
        "SELECT count(*) AS n FROM companies WHERE directory = 'materials'",
      ),
      states: tableCount(
        db,
        "SELECT count(DISTINCT state) AS n FROM companies WHERE directory = 'striping'",
      ),
      services: tableCount(db, "SELECT count(*) AS n FROM services"),
      companyServices: tableCount(db, "SELECT count(*) AS n FROM company_services"),
      reviews: tableCount(db, "SELECT count(*) AS n FROM reviews"),
      stateResources: tableCount(db, "SELECT count(*) AS n FROM state_resources"),
      blogPosts: tableCount(db, "SELECT count(*) AS n FROM blog_posts"),
    };
    console.table(counts);
  } finally {
    db.$client.close();
  }
}

main();
