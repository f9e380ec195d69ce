/**
 * The second half of the deployment check (the first, tests/unit/deploy-config.test.ts, reads
 * the files): the container's start-up, minus Docker and FUSE. With the environment the
 * Dockerfile and fly.toml set (paths moved into a temporary directory, a free port, a test
 * value for each documented secret), it runs litefs.yml's `exec` commands in order, as LiteFS
 * would on the primary: the migration must succeed and the app must answer /healthz, serve
 * pages on the empty production database, take a backup and stop cleanly on fly's
 * kill_signal.
 *
 * It needs the build, so it runs in the Playwright phase of `npm test` (once, in `js`).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { test, expect } from "./fixtures";
import { baseEnv, builtDir, freePort, NOT_BUILT, startApp } from "~/tests/support/app-process";
import {
  documentedSecrets,
  loadDeployConfig,
  productionEnv,
  ROOT,
} from "~/tests/support/deploy-config";

test.describe.configure({ timeout: 120_000 });

const SECRET_VALUES: Record<string, string> = {
  SESSION_SECRET: "deploy-start-test-secret-0123456789abcdef",
  // No mail is queued in an empty database; a closed port would do if one were.
  SMTP_URL: "smtp://127.0.0.1:9",
  FLY_CONSUL_URL: "http://127.0.0.1:8500/",
};

test("the app starts with the container's environment and litefs.yml's exec commands", async ({
  js,
}) => {
  test.skip(!js, "plain HTTP: runs once, in the js project");
  test.skip(!builtDir().ready, NOT_BUILT);

  const config = loadDeployConfig();
  const production = productionEnv(config);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "striping-deploy-"));
  try {
    // /litefs and /data/backups, moved under the temporary directory; everything else as set.
    const litefsDir = path.join(dir, "litefs");
    fs.mkdirSync(litefsDir); // an empty mount: no .primary file, so this node is the primary
    const env: Record<string, string> = {
      ...baseEnv(),
      ...production,
      LITEFS_DIR: litefsDir,
      DATABASE_PATH: path.join(litefsDir, path.posix.basename(production.DATABASE_PATH)),
      BACKUP_DIR: path.join(dir, "backups"),
      PORT: String(await freePort()),
      BUILD_DIR: builtDir().dir,
      LOG_REQUESTS: "false",
      // What Fly sets on a machine in the primary region.
      FLY_REGION: config.fly.primary_region,
      PRIMARY_REGION: config.fly.primary_region,
      FLY_APP_NAME: config.fly.app,
    };
    for (const secret of documentedSecrets(config.flyText)) {
      expect(SECRET_VALUES, `a test value for the secret ${secret}`).toHaveProperty(secret);
      env[secret] = SECRET_VALUES[secret];
    }

    const commands = config.litefs.exec.map(({ cmd }) => cmd.split(/\s+/));
    const last = commands.pop() as string[];
    for (const command of [...commands, last]) expect(command[0]).toBe("node");
    for (const [, ...args] of commands) {
      const run = spawnSync(process.execPath, args, {
        cwd: ROOT,
        env: env as NodeJS.ProcessEnv,
        encoding: "utf8",
      });
      expect(run.status, `${args.join(" ")}\n${run.stdout}${run.stderr}`).toBe(0);
    }
    // The migration ran and, with SEED_DEMO_DATA=false, left the database empty.
    const db = new Database(env.DATABASE_PATH, { readonly: true, fileMustExist: true });
    const journal = JSON.parse(
      fs.readFileSync(path.join(ROOT, "db/migrations/meta/_journal.json"), "utf8"),
    ) as { entries: unknown[] };
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    expect(count("SELECT count(*) AS n FROM __drizzle_migrations")).toBe(journal.entries.length);
    expect(count("SELECT count(*) AS n FROM companies")).toBe(0);
    db.close();

    const app = await startApp({ env, args: last.slice(1) });
    try {
      const health = await fetch(`${app.url}/healthz`);
      expect(health.status).toBe(200);
      for (const page of ["/", "/browse", "/materials", "/blog"]) {
        const res = await fetch(app.url + page);
        expect(res.status, page).toBe(200);
        expect(await res.text(), page).toContain("</html>");
      }
      // `npm run backup` in the running container writes into BACKUP_DIR on the volume.
      const backup = spawnSync(process.execPath, ["--import", "tsx", "scripts/backup.ts"], {
        cwd: ROOT,
        env: env as NodeJS.ProcessEnv,
        encoding: "utf8",
      });
      expect(backup.status, backup.stderr).toBe(0);
      expect(fs.readdirSync(env.BACKUP_DIR)).toEqual([expect.stringMatching(/^app-.*\.db$/)]);
    } finally {
      const code = await app.stop(config.fly.kill_signal as NodeJS.Signals);
      expect(code, app.output()).toBe(0);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
