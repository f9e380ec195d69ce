/**
 * The image holds what the server loads: every source file the entry points import (followed
 * through the import graph) is copied into the runtime stage, every package they import is a
 * dependency, and .dockerignore keeps the junk out. The rest of the deploy checks are in
 * deploy-config.test.ts.
 */
import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  dockerCopies,
  loadDeployConfig,
  packageJson,
  ROOT,
  stageChain,
} from "~/tests/support/deploy-config";

const { stages, runtime, litefs } = loadDeployConfig();
const pkg = packageJson();

// ---- the image holds what the server loads at run time

const LOCAL_ALIASES: [string, string][] = [
  ["~/", "app/"],
  ["~/db/", "db/"],
  ["~/scripts/", "scripts/"],
  ["~/tests/", "tests/"],
];

function resolveLocal(from: string, spec: string): string | undefined {
  let base: string | undefined;
  for (const [prefix, dir] of LOCAL_ALIASES) {
    if (spec.startsWith(prefix)) base = path.join(ROOT, dir, spec.slice(prefix.length));
  }
  if (!base && spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  if (!base) return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")];
  const hit = candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
  if (!hit) throw new Error(`${path.relative(ROOT, from)}: cannot resolve ${spec}`);
  return hit;
}

/** Runtime imports of a module: static (not `import type`) and literal dynamic ones. */
function importsOf(file: string): { spec: string; dynamic: boolean }[] {
  const text = fs.readFileSync(file, "utf8");
  const out: { spec: string; dynamic: boolean }[] = [];
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/g;
  for (const m of text.matchAll(statement)) {
    if (m[2] || /^\s*type\s/.test(m[3])) continue;
    out.push({ spec: m[4], dynamic: false });
  }
  for (const m of text.matchAll(/(?:^|\n)\s*import\s+["']([^"']+)["']/g)) {
    out.push({ spec: m[1], dynamic: false });
  }
  for (const m of text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) {
    out.push({ spec: m[1], dynamic: true });
  }
  return out;
}

function packageName(spec: string): string {
  const parts = spec.split("/");
  return spec.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

function runtimeGraph(entries: string[]) {
  const files = new Set<string>();
  const packages = new Map<string, { dynamic: boolean; from: string }>();
  const queue = entries.map((e) => path.join(ROOT, e));
  while (queue.length) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    for (const { spec, dynamic } of importsOf(file)) {
      const local = resolveLocal(file, spec);
      if (local) queue.push(local);
      else if (!spec.startsWith("node:") && !builtinModules.includes(packageName(spec))) {
        const name = packageName(spec);
        const seen = packages.get(name);
        if (!seen || (seen.dynamic && !dynamic)) {
          packages.set(name, { dynamic, from: path.relative(ROOT, file) });
        }
      }
    }
  }
  return { files: [...files].map((f) => path.relative(ROOT, f)), packages };
}

/** What the container runs: compiled files under build/node, each from one source entry. */
const COMPILED = /^build\/node\/(.+)\.js$/;
const runCommands = [
  ...litefs.exec.map(({ cmd }) => cmd),
  pkg.scripts.start,
  ...["backup", "restore", "restore-drill"].map((c) => `node build/node/scripts/${c}.js`),
];
const entries = runCommands
  .map((cmd) => cmd.split(/\s+/).find((w) => COMPILED.test(w)))
  .filter((f): f is string => Boolean(f))
  .map((f) => `${COMPILED.exec(f)![1]}.ts`);
const buildScript = fs.readFileSync(path.join(ROOT, "scripts/build-node.mjs"), "utf8");

/** Packages a server file imports only in development (behind `NODE_ENV !== "production"`). */
const DEVELOPMENT_ONLY = new Set(["vite"]);

function dockerignored(file: string, patterns: string[]): boolean {
  const parts = file.split("/");
  const prefixes = parts.map((_, i) => parts.slice(0, i + 1).join("/"));
  return patterns.some((p) => {
    const re = new RegExp(
      `^${p
        .replace(/[.+^${}()|[\]\\]/g, "\\$&")
        .replace(/\*\*\//g, "(?:.*/)?")
        .replace(/\*/g, "[^/]*")}$`,
    );
    return prefixes.some((prefix) => re.test(prefix));
  });
}

describe("the image holds what the server loads", () => {
  const graph = runtimeGraph(entries);
  const workdir = stageChain(stages, runtime)
    .flatMap((s) => s.instructions)
    .find((i) => i.op === "WORKDIR")?.args as string;
  const copied = dockerCopies(runtime)
    .filter((c) => c.from === "build")
    .flatMap((c) =>
      c.sources.map((s) => {
        const rel = path.posix.relative(workdir, s);
        const dest = path.posix.resolve(workdir, c.dest);
        // Several sources into a directory land under their own names there.
        const target =
          c.sources.length > 1 || c.dest.endsWith("/")
            ? path.posix.join(dest, path.posix.basename(s))
            : dest;
        expect(path.posix.relative(workdir, target), `COPY ${s} ${c.dest}`).toBe(rel);
        return rel;
      }),
    );

  it("runs compiled JavaScript, never a TypeScript loader", () => {
    expect(entries).toEqual(
      expect.arrayContaining([
        "server.ts",
        "scripts/migrate.ts",
        "scripts/backup.ts",
        "scripts/restore.ts",
      ]),
    );
    for (const cmd of runCommands) expect(cmd).not.toMatch(/tsx|\.ts\b/);
    const appCommand = fs.readFileSync(path.join(ROOT, "scripts/bin/app-command"), "utf8");
    expect(appCommand).not.toMatch(/tsx/);
    // Every file the container runs is one the build compiles.
    for (const entry of entries) expect(buildScript).toContain(`"${entry}"`);
  });

  it("copies the build, not the sources, into the runtime stage", () => {
    expect(graph.files.length).toBeGreaterThan(10);
    expect(copied).toEqual(expect.arrayContaining(["build", "node_modules"]));
    const sources = copied.filter((c) => /^(app|db|server\.ts|tsconfig\.json|scripts)$/.test(c));
    expect(sources).toEqual([]);
  });

  it("imports only production dependencies at run time", () => {
    const problems = [...graph.packages]
      .filter(
        ([name, { dynamic }]) =>
          !(name in pkg.dependencies) && !(dynamic && DEVELOPMENT_ONLY.has(name)),
      )
      .map(([name, { from }]) => `${name} (from ${from})`);
    expect(problems).toEqual([]);
    expect(pkg.dependencies).not.toHaveProperty("tsx");
  });

  it("sends every file the build and the server need into the build context", () => {
    const patterns = fs
      .readFileSync(path.join(ROOT, ".dockerignore"), "utf8")
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith("#"));
    const needed = [
      ...graph.files,
      "package.json",
      "package-lock.json",
      "tsconfig.json",
      "vite.config.ts",
      "litefs.yml",
      "app/root.tsx",
      "app/routes.ts",
      "public",
    ];
    expect(needed.filter((f) => dockerignored(f, patterns))).toEqual([]);
    for (const junk of ["node_modules", "build", "data", ".git", "tests", "data/app.db"]) {
      expect(dockerignored(junk, patterns), junk).toBe(true);
    }
  });
});

describe("package.json", () => {
  it("has the backup and restore scripts", () => {
    expect(pkg.scripts.backup).toMatch(/scripts\/backup\.ts/);
    expect(pkg.scripts.restore).toMatch(/scripts\/restore\.ts/);
  });
});
