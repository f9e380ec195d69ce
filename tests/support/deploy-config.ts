/**
 * Reads the deployment files (Dockerfile, litefs.yml, fly.toml) with parsing libraries
 * (docker-file-parser, yaml, smol-toml), so a test that checks the files agree reads them as
 * Docker, LiteFS and Fly do, not as a hand-written subset would.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseDockerCommands } from "docker-file-parser";
import { parse as parseToml } from "smol-toml";
import { parse as parseYaml } from "yaml";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

// ---------------------------------------------------------------- Dockerfile

export type DockerInstruction = {
  op: string;
  /** The instruction's text after its name, as written. */
  args: string;
  /** What the parser made of it: `ENV`'s variables, `COPY`'s words, an exec form's argv. */
  parsed: string | string[] | Record<string, string>;
  line: number;
};
export type DockerStage = { from: string; name?: string; instructions: DockerInstruction[] };

/** Stages with their instructions; global `ARG`s (before the first FROM) are left out. */
export function parseDockerfile(text: string): DockerStage[] {
  const stages: DockerStage[] = [];
  for (const c of parseDockerCommands(text, { includeComments: false })) {
    if (c.error) throw new Error(`Dockerfile line ${c.lineno}: ${c.error}`);
    const op = c.name.toUpperCase();
    const args = c.raw.slice(c.name.length).trim();
    if (op === "ARG" && stages.length === 0) continue;
    if (op === "FROM") {
      const from = /^(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      if (!from) throw new Error(`Dockerfile line ${c.lineno}: cannot read FROM "${args}"`);
      stages.push({ from: from[1], name: from[2], instructions: [] });
      continue;
    }
    if (!stages.length) throw new Error(`Dockerfile line ${c.lineno}: ${op} before FROM`);
    stages[stages.length - 1].instructions.push({ op, args, parsed: c.args, line: c.lineno });
  }
  return stages;
}

/** `ARG NAME=default` values declared before the first FROM. */
export function dockerArgs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/^ARG\s+([A-Za-z_][A-Za-z0-9_]*)=(\S+)\s*$/gm)) out[m[1]] = m[2];
  return out;
}

/** The image a stage finally rests on, following `FROM <earlier stage>` and `${ARG}`s. */
export function baseImage(stages: DockerStage[], stage: DockerStage, args = {}): string {
  const from = stage.from.replace(
    /\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g,
    (_, n: string) => (args as Record<string, string>)[n] ?? "",
  );
  const parent = stages.find((s) => s.name === from);
  return parent ? baseImage(stages, parent, args) : from;
}

/** Every stage a stage builds on (itself first), so ENV and RUN of a shared base count. */
export function stageChain(stages: DockerStage[], stage: DockerStage): DockerStage[] {
  const parent = stages.find((s) => s.name === stage.from);
  return parent ? [stage, ...stageChain(stages, parent)] : [stage];
}

/** The environment a stage's containers start with (`ENV A=1 B=2` and `ENV A 1`). */
export function dockerEnv(stages: DockerStage[], stage: DockerStage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const s of stageChain(stages, stage).reverse()) {
    for (const { op, parsed, line } of s.instructions) {
      if (op !== "ENV") continue;
      if (typeof parsed !== "object" || Array.isArray(parsed)) {
        throw new Error(`Dockerfile line ${line}: cannot read ENV`);
      }
      Object.assign(env, parsed);
    }
  }
  return env;
}

/** `["a", "b"]` (exec form) or a shell string, as argv. */
export function dockerCommand(args: string): string[] {
  return args.trim().startsWith("[") ? (JSON.parse(args) as string[]) : args.split(/\s+/);
}

export type DockerCopy = { from?: string; sources: string[]; dest: string };

export function dockerCopies(stage: DockerStage): DockerCopy[] {
  return stage.instructions
    .filter((i) => i.op === "COPY")
    .map(({ args }) => {
      const words = args.split(/\s+/);
      let from: string | undefined;
      while (words[0]?.startsWith("--")) {
        const flag = words.shift() as string;
        if (flag.startsWith("--from=")) from = flag.slice("--from=".length);
      }
      const dest = words.pop() as string;
      return { from, sources: words, dest };
    });
}

// ---------------------------------------------------------------- the project's files

export type LitefsConfig = {
  fuse: { dir: string };
  data: { dir: string };
  lease: {
    type: string;
    candidate: string;
    promote?: boolean;
    "advertise-url"?: string;
    consul?: { url: string; key: string };
  };
  proxy: { addr: string; target: string; db: string; passthrough: string[] };
  exec: { cmd: string; "if-candidate"?: boolean }[];
};

export type FlyConfig = {
  app: string;
  primary_region: string;
  kill_signal?: string;
  env: Record<string, string>;
  mounts: { source: string; destination: string } | { source: string; destination: string }[];
  http_service: {
    internal_port: number;
    concurrency?: { type?: string; soft_limit: number; hard_limit: number };
    checks?: { path: string; method?: string; interval?: string; timeout?: string }[];
  };
};

export function readText(file: string): string {
  return fs.readFileSync(path.join(ROOT, file), "utf8");
}

/** The scripts and dependencies package.json declares. */
export function packageJson() {
  return JSON.parse(readText("package.json")) as {
    scripts: Record<string, string>;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
}

export function loadDeployConfig() {
  const dockerText = readText("Dockerfile");
  const stages = parseDockerfile(dockerText);
  const runtime = stages[stages.length - 1];
  const litefsText = readText("litefs.yml");
  const flyText = readText("fly.toml");
  return {
    dockerText,
    stages,
    runtime,
    dockerArgs: dockerArgs(dockerText),
    dockerEnv: dockerEnv(stages, runtime),
    litefsText,
    litefs: parseYaml(litefsText) as LitefsConfig,
    flyText,
    fly: parseToml(flyText) as unknown as FlyConfig,
  };
}

/** The port of `":8080"`, `"localhost:3000"` or `"http://host:20202"`. */
export function portOf(address: string): number {
  const m = /:(\d+)\/?$/.exec(address);
  if (!m) throw new Error(`No port in ${address}`);
  return Number(m[1]);
}

/** The environment the app process gets in production: the image's ENV, then fly.toml's. */
export function productionEnv(config = loadDeployConfig()): Record<string, string> {
  return { ...config.dockerEnv, ...config.fly.env };
}

/** The secrets fly.toml's comments tell the operator to set (`#   NAME  description`). */
export function documentedSecrets(flyText: string): string[] {
  const section = /#\s*Secrets[^\n]*\n((?:#[^\n]*\n)+)/i.exec(flyText)?.[1] ?? "";
  return [...section.matchAll(/^#\s+([A-Z][A-Z0-9_]+)\s/gm)].map((m) => m[1]);
}

/** Loads the env module in a fresh Node with exactly these variables (and PATH, HOME). */
export function startEnv(variables: Record<string, string | undefined>) {
  return spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      "const { env } = await import('./app/env.server.ts'); env();",
    ],
    {
      cwd: ROOT,
      encoding: "utf8",
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...variables },
    },
  );
}
