/**
 * `docker build` cannot run here, so this checks that the Dockerfile, litefs.yml and fly.toml
 * agree with each other and with the app: ports, paths, the database name, the health check,
 * the environment, and that the image holds every file and package the server loads at run
 * time. Starting the app with that environment needs the React Router build, so it runs in the
 * Playwright phase of `npm test` (after the build): tests/e2e/deploy-start.spec.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  baseImage,
  dockerCommand,
  dockerCopies,
  documentedSecrets,
  loadDeployConfig,
  portOf,
  productionEnv,
  packageJson,
  readText,
  ROOT,
  stageChain,
  startEnv,
} from "~/tests/support/deploy-config";

const config = loadDeployConfig();
const { stages, runtime, litefs, fly } = config;
const prodEnv = productionEnv(config);
const pkg = packageJson();

function runs(stageName: string): string[] {
  const stage = stages.find((s) => s.name === stageName);
  if (!stage) throw new Error(`no stage ${stageName}`);
  return stageChain(stages, stage)
    .flatMap((s) => s.instructions)
    .filter((i) => i.op === "RUN")
    .map((i) => i.args);
}

const mounts = Array.isArray(fly.mounts) ? fly.mounts : [fly.mounts];
const within = (child: string, parent: string) =>
  !path.posix.relative(parent, child).startsWith("..") &&
  !path.posix.isAbsolute(path.posix.relative(parent, child));

describe("Dockerfile", () => {
  it("is multi-stage on the current Node LTS (26; Node 20's life ended on 2026-04-30)", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) {
      expect(baseImage(stages, stage, config.dockerArgs)).toBe("node:26-bookworm-slim");
    }
  });

  it("copies LiteFS from an image pinned to a patch release, 0.5.11 or later", () => {
    const from = dockerCopies(runtime)
      .map((c) => c.from)
      .find((f) => f?.startsWith("flyio/litefs:"));
    const [major, minor, patch] = (from ?? "").replace("flyio/litefs:", "").split(".").map(Number);
    expect(patch, `${from} names a patch release`).not.toBeNaN();
    expect(major * 1e6 + minor * 1e3 + patch).toBeGreaterThanOrEqual(5011);
  });

  it("allows install scripts for exactly the packages that need them", () => {
    const allowed = (pkg as unknown as { allowScripts: Record<string, boolean> }).allowScripts;
    expect(allowed).toEqual({ "better-sqlite3": true, sharp: true, esbuild: true });
  });

  it("builds with npm install (not npm ci), the tools better-sqlite3 needs, then prunes", () => {
    const build = runs("build").join("\n");
    expect(build).toMatch(/apt-get install[^\n]*\bpython3\b/);
    expect(build).toMatch(/apt-get install[^\n]*\bmake\b/);
    expect(build).toMatch(/apt-get install[^\n]*\bg\+\+/);
    expect(build).toMatch(/\bnpm install\b/);
    expect(build).not.toMatch(/\bnpm ci\b/);
    expect(build).toMatch(/\bnpm run build\b/);
    expect(build).toMatch(/\bnpm prune --omit=dev\b/);
  });

  it("runtime: production dependencies only, ca-certificates, fuse3 and the LiteFS binary", () => {
    const run = runs(runtime.name ?? "").join("\n");
    expect(run).toMatch(/apt-get install[^\n]*\bca-certificates\b/);
    expect(run).toMatch(/apt-get install[^\n]*\bfuse3\b/);
    expect(run).not.toMatch(/\b(g\+\+|make|python3)\b/);
    expect(run).not.toMatch(/\bnpm (install|ci)\b/);
    const copies = dockerCopies(runtime);
    expect(copies).toContainEqual({
      from: "flyio/litefs:0.5.11",
      sources: ["/usr/local/bin/litefs"],
      dest: "/usr/local/bin/litefs",
    });
    // node_modules comes from the build stage, after `npm prune --omit=dev`.
    const modules = copies.find((c) => c.sources.some((s) => s.endsWith("/node_modules")));
    expect(modules?.from).toBe("build");
  });

  it("puts backup, restore and restore-drill on PATH, each a script the build compiles", () => {
    const run = runs(runtime.name ?? "").join("\n");
    const linked =
      /for c in ([\w -]+); do ln -s \/app\/scripts\/bin\/app-command \/usr\/local\/bin\/\$c; done/.exec(
        run,
      );
    expect(linked?.[1].trim().split(/\s+/)).toEqual(["backup", "restore", "restore-drill"]);
    const compiled = fs.readFileSync(path.join(ROOT, "scripts/build-node.mjs"), "utf8");
    for (const c of linked![1].trim().split(/\s+/)) {
      expect(fs.existsSync(path.join(ROOT, "scripts", `${c}.ts`)), c).toBe(true);
      expect(compiled, c).toContain(`"scripts/${c}.ts"`);
    }
    expect(fs.statSync(path.join(ROOT, "scripts/bin/app-command")).mode & 0o111).not.toBe(0);
    // The command itself and the build it runs are copied into the image.
    const copies = dockerCopies(runtime).flatMap((c) => c.sources);
    expect(copies).toEqual(expect.arrayContaining(["/app/scripts/bin", "/app/build"]));
  });

  it("starts `litefs mount` with the config where LiteFS looks for it", () => {
    const entry = runtime.instructions.filter((i) => i.op === "ENTRYPOINT").at(-1);
    expect(entry && dockerCommand(entry.args)).toEqual(["litefs", "mount"]);
    const workdir = stageChain(stages, runtime)
      .flatMap((s) => s.instructions)
      .find((i) => i.op === "WORKDIR")?.args;
    const configCopy = dockerCopies(runtime).find((c) => c.sources.includes("litefs.yml"));
    expect(configCopy?.from).toBeUndefined();
    const searched = ["/etc/litefs.yml", `${workdir}/litefs.yml`, "/root/litefs.yml"];
    expect(searched).toContain(path.posix.resolve(workdir ?? "/", configCopy?.dest ?? ""));
  });

  it("sets the same environment as fly.toml wherever both set a variable", () => {
    for (const [key, value] of Object.entries(config.dockerEnv)) {
      if (key in fly.env) expect(`${key}=${fly.env[key]}`).toBe(`${key}=${value}`);
    }
    expect(config.dockerEnv.NODE_ENV).toBe("production");
  });
});

describe("litefs.yml", () => {
  it("mounts the database with FUSE where the app opens it", () => {
    expect(litefs.fuse.dir).toBe(prodEnv.LITEFS_DIR);
    expect(path.posix.dirname(prodEnv.DATABASE_PATH)).toBe(litefs.fuse.dir);
    expect(litefs.proxy.db).toBe(path.posix.basename(prodEnv.DATABASE_PATH));
  });

  it("keeps its data on the Fly volume", () => {
    expect(mounts.some((m) => within(litefs.data.dir, m.destination))).toBe(true);
    expect(litefs.data.dir).toBe("/data/litefs");
    expect(within(litefs.fuse.dir, litefs.data.dir)).toBe(false);
  });

  it("exits when it fails, so a dead primary never keeps the lease", () => {
    expect(litefs).not.toHaveProperty("exit-on-error");
  });

  it("names the lease key with a generation fly.toml sets, to start over after losing every volume", () => {
    expect(litefs.lease.consul?.key).toMatch(/\$\{LITEFS_LEASE_GENERATION\}/);
    expect(fly.env.LITEFS_LEASE_GENERATION).toMatch(/^\d+$/);
  });

  it("elects the primary through consul, with the primary region as candidate", () => {
    expect(litefs.lease.type).toBe("consul");
    expect(litefs.lease.candidate).toBe("${FLY_REGION == PRIMARY_REGION}");
    expect(litefs.lease.consul?.url).toBe("${FLY_CONSUL_URL}");
    expect(litefs.lease.consul?.key).toMatch(/\$\{FLY_APP_NAME\}/);
    expect(documentedSecrets(config.flyText)).toContain("FLY_CONSUL_URL");
  });

  it("puts the proxy between fly's port and the app's", () => {
    expect(portOf(litefs.proxy.addr)).toBe(fly.http_service.internal_port);
    expect(portOf(litefs.proxy.target)).toBe(Number(prodEnv.PORT));
    expect(litefs.proxy.target).toMatch(/^(localhost|127\.0\.0\.1):/);
    expect(portOf(litefs.proxy.addr)).not.toBe(Number(prodEnv.PORT));
  });

  it("passes static assets and the health check through", () => {
    for (const pattern of ["*.ico", "*.png", "*.svg", "*.css", "*.js", "/assets/*", "/healthz"]) {
      expect(litefs.proxy.passthrough).toContain(pattern);
    }
  });

  it("runs the migrations on a candidate, then the app", () => {
    const [migrate, ...rest] = litefs.exec;
    expect(migrate["if-candidate"]).toBe(true);
    expect(migrate.cmd).toMatch(/build\/node\/scripts\/migrate\.js$/);
    const app = rest.at(-1);
    expect(app?.cmd).toMatch(/build\/node\/server\.js$|npm start$/);
    expect(app?.["if-candidate"]).toBeUndefined();
    // Each compiled file comes from a source the build compiles.
    const compiled = fs.readFileSync(path.join(ROOT, "scripts/build-node.mjs"), "utf8");
    for (const { cmd } of litefs.exec) {
      const file = /build\/node\/(\S+)\.js/.exec(cmd)?.[1];
      if (file) expect(compiled, file).toContain(`"${file}.ts"`);
    }
  });
});

describe("fly.toml", () => {
  it("mounts the volume at /data and names a primary region", () => {
    expect(mounts).toContainEqual({ source: "data", destination: "/data" });
    expect(fly.primary_region).toMatch(/^[a-z]{3}$/);
    expect(fly.app).toMatch(/^[a-z0-9-]+$/);
  });

  it("checks /healthz, a route the server answers, and LiteFS's own /litefs/health", () => {
    const paths = (fly.http_service.checks ?? []).map((c) => c.path);
    expect(paths).toContain("/healthz");
    expect(paths).toContain("/litefs/health");
    expect(readText("server.ts")).toMatch(/app\.get\(\s*"\/healthz"/);
    // Reading a real table: `select 1` passes without a database file at all.
    expect(readText("server.ts")).toMatch(/"\/healthz"[\s\S]{0,300}services\.healthCheck\(\)/);
    expect(readText("app/server/startup.server.ts")).toMatch(/healthCheck: databaseAnswers/);
    expect(readText("app/models/db.server.ts")).toMatch(
      /function databaseAnswers[\s\S]{0,200}SELECT id FROM companies/,
    );
  });

  it("gives the machine swap, so a backup or a burst of uploads is not killed for memory", () => {
    expect(Number(/^swap_size_mb\s*=\s*(\d+)/m.exec(config.flyText)?.[1])).toBeGreaterThanOrEqual(
      256,
    );
  });

  it("limits concurrency", () => {
    const c = fly.http_service.concurrency;
    expect(c?.soft_limit).toBeGreaterThan(0);
    expect(c?.hard_limit).toBeGreaterThanOrEqual(c?.soft_limit ?? Infinity);
  });

  it("sets the production environment and lists the secrets instead of holding them", () => {
    expect(fly.env).toMatchObject({
      NODE_ENV: "production",
      SEED_DEMO_DATA: "false",
      LITEFS_DIR: "/litefs",
      PORT: expect.stringMatching(/^\d+$/),
    });
    expect(new URL(fly.env.SITE_URL).protocol).toBe("https:");
    const secrets = documentedSecrets(config.flyText);
    expect(secrets).toEqual(expect.arrayContaining(["SESSION_SECRET", "SMTP_URL"]));
    for (const secret of secrets) expect(fly.env).not.toHaveProperty(secret);
    expect(within(fly.env.BACKUP_DIR, "/data")).toBe(true);
  });

  it("is an environment the app accepts, and production still refuses without the secret", () => {
    const check = (extra: Record<string, string>) =>
      startEnv({ NODE_ENV: "production", ...prodEnv, ...extra });
    // Newer Node versions warn that tsx's loader hook API is deprecated: not the app's output.
    const ownOutput = (text: string) =>
      text
        .split("\n")
        .filter((l) => !/DeprecationWarning|--trace-deprecation/.test(l))
        .join("\n")
        .trim();
    const secret = { SESSION_SECRET: "a-production-secret-0123456789" };
    const ok = check({ ...secret, SMTP_URL: "smtp://mail" });
    expect(ownOutput(ok.stderr)).toBe("");
    expect(ok.status).toBe(0);
    const missing = check({});
    expect(missing.status).not.toBe(0);
    expect(missing.stderr).toMatch(/SESSION_SECRET must be set in production/);
    // Mail written to files inside the LiteFS mount would be lost silently: refused, unless asked.
    const noMail = check(secret);
    expect(noMail.status).not.toBe(0);
    expect(noMail.stderr).toMatch(/SMTP_URL must be set in production/);
    expect(check({ ...secret, MAIL_TO_FILES: "true" }).status).toBe(0);
  });
});
