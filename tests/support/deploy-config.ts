/**
 * Reads the deployment files (Dockerfile, litefs.yml, fly.toml) as text, with small parsers
 * for exactly the subsets those files use: no YAML or TOML library is installed, and a test
 * that checks the files agree must not depend on one. Each parser throws on a line it does not
 * understand, so a change to a file that outgrows its parser fails loudly instead of being
 * silently misread.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

// ---------------------------------------------------------------- Dockerfile

export type DockerInstruction = { op: string; args: string; line: number };
export type DockerStage = { from: string; name?: string; instructions: DockerInstruction[] };

/** Stages with their instructions; continuation lines joined, comments and blanks dropped. */
export function parseDockerfile(text: string): DockerStage[] {
  const logical: { text: string; line: number }[] = [];
  let buffer = "";
  let start = 0;
  text.split("\n").forEach((raw, i) => {
    const line = raw.trimEnd();
    if (!buffer && (line.trim() === "" || line.trim().startsWith("#"))) return;
    if (buffer && line.trim().startsWith("#")) return; // comment inside a continuation
    if (!buffer) start = i + 1;
    if (line.endsWith("\\")) {
      buffer += `${line.slice(0, -1).trim()} `;
      return;
    }
    buffer += line.trim();
    logical.push({ text: buffer, line: start });
    buffer = "";
  });
  if (buffer) throw new Error("Dockerfile ends inside a continuation line");

  const stages: DockerStage[] = [];
  for (const { text: l, line } of logical) {
    const match = /^([A-Za-z]+)\s+(.*)$/.exec(l);
    if (!match) throw new Error(`Dockerfile line ${line}: cannot read "${l}"`);
    const op = match[1].toUpperCase();
    const args = match[2].trim();
    if (op === "ARG" && stages.length === 0) continue; // global build arguments
    if (op === "FROM") {
      const from = /^(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      if (!from) throw new Error(`Dockerfile line ${line}: cannot read FROM "${args}"`);
      stages.push({ from: from[1], name: from[2], instructions: [] });
      continue;
    }
    if (!stages.length) throw new Error(`Dockerfile line ${line}: ${op} before FROM`);
    stages[stages.length - 1].instructions.push({ op, args, line });
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

function unquote(value: string): string {
  const v = value.trim();
  if ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'"))) {
    return v.slice(1, -1);
  }
  return v;
}

/** The environment a stage's containers start with (`ENV A=1 B=2` and `ENV A 1`). */
export function dockerEnv(stages: DockerStage[], stage: DockerStage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const s of stageChain(stages, stage).reverse()) {
    for (const { op, args, line } of s.instructions) {
      if (op !== "ENV") continue;
      if (!args.includes("=")) {
        const [k, ...rest] = args.split(/\s+/);
        env[k] = unquote(rest.join(" "));
        continue;
      }
      const pairs = args.match(/[A-Za-z_][A-Za-z0-9_]*=("[^"]*"|'[^']*'|\S+)/g) ?? [];
      if (pairs.join(" ").length !== args.replace(/\s+/g, " ").length) {
        throw new Error(`Dockerfile line ${line}: cannot read ENV "${args}"`);
      }
      for (const pair of pairs) {
        const i = pair.indexOf("=");
        env[pair.slice(0, i)] = unquote(pair.slice(i + 1));
      }
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

// ---------------------------------------------------------------- YAML (block subset)

export type Yaml = string | boolean | number | null | Yaml[] | { [key: string]: Yaml };

type YamlLine = { indent: number; text: string; line: number };

function yamlScalar(raw: string, line: number): Yaml {
  const v = raw.trim();
  if (v.startsWith('"')) {
    if (!v.endsWith('"') || v.length < 2) throw new Error(`litefs.yml line ${line}: bad string`);
    return JSON.parse(v) as string;
  }
  if (v.startsWith("'")) {
    if (!v.endsWith("'") || v.length < 2) throw new Error(`litefs.yml line ${line}: bad string`);
    return v.slice(1, -1).replace(/''/g, "'");
  }
  if (v.startsWith("[") || v.startsWith("{")) {
    throw new Error(`litefs.yml line ${line}: flow collections are not supported; use blocks`);
  }
  if (v === "true") return true;
  if (v === "false") return false;
  if (v === "null" || v === "~" || v === "") return null;
  if (/^-?\d+(\.\d+)?$/.test(v)) return Number(v);
  return v;
}

/** Strips a `# comment` that is not inside quotes. */
function stripComment(text: string): string {
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === "#" && (i === 0 || /\s/.test(text[i - 1]))) return text.slice(0, i).trimEnd();
  }
  return text.trimEnd();
}

/** Block mappings, block sequences (of scalars or mappings) and scalars: what litefs.yml uses. */
export function parseYaml(text: string): Yaml {
  const lines: YamlLine[] = [];
  text.split("\n").forEach((raw, i) => {
    if (raw.includes("\t")) throw new Error(`litefs.yml line ${i + 1}: tab character`);
    const body = stripComment(raw);
    if (body.trim() === "") return;
    lines.push({ indent: body.length - body.trimStart().length, text: body.trim(), line: i + 1 });
  });
  let pos = 0;

  function block(indent: number): Yaml {
    const first = lines[pos];
    if (!first || first.indent < indent) return null;
    return first.text.startsWith("- ") || first.text === "-"
      ? sequence(first.indent)
      : mapping(first.indent);
  }

  function mapping(indent: number): { [key: string]: Yaml } {
    const out: { [key: string]: Yaml } = {};
    while (pos < lines.length && lines[pos].indent === indent) {
      const { text: t, line } = lines[pos];
      if (t.startsWith("- ")) break;
      const m = /^([A-Za-z0-9_.-]+|"[^"]+"):(?:\s+(.*))?$/.exec(t);
      if (!m) throw new Error(`litefs.yml line ${line}: cannot read "${t}"`);
      const key = unquote(m[1]);
      if (key in out) throw new Error(`litefs.yml line ${line}: duplicate key ${key}`);
      pos++;
      if (m[2] !== undefined && m[2] !== "") {
        out[key] = yamlScalar(m[2], line);
      } else {
        const next = lines[pos];
        if (next && next.indent > indent) out[key] = block(next.indent);
        else if (next && next.indent === indent && next.text.startsWith("- ")) {
          out[key] = sequence(indent);
        } else out[key] = null;
      }
    }
    if (pos < lines.length && lines[pos].indent > indent) {
      throw new Error(`litefs.yml line ${lines[pos].line}: unexpected indentation`);
    }
    return out;
  }

  function sequence(indent: number): Yaml[] {
    const out: Yaml[] = [];
    while (pos < lines.length && lines[pos].indent === indent && lines[pos].text.startsWith("-")) {
      const { text: t, line } = lines[pos];
      const rest = t.slice(1).trimStart();
      if (/^[A-Za-z0-9_.-]+:(\s|$)/.test(rest)) {
        // "- key: value" opens a mapping whose further keys sit at the column after "- ".
        const column = indent + (t.length - rest.length);
        lines[pos] = { indent: column, text: rest, line };
        out.push(mapping(column));
      } else {
        pos++;
        out.push(yamlScalar(rest, line));
      }
    }
    return out;
  }

  const root = block(0);
  if (pos !== lines.length) throw new Error(`litefs.yml line ${lines[pos].line}: unexpected`);
  return root;
}

// ---------------------------------------------------------------- TOML (subset)

export type Toml = string | number | boolean | Toml[] | { [key: string]: Toml };
type TomlTable = { [key: string]: Toml };

function tomlValue(raw: string, line: number): Toml {
  const v = raw.trim();
  if (v.startsWith('"')) return JSON.parse(v) as string;
  if (v.startsWith("'")) return v.slice(1, -1);
  if (v === "true" || v === "false") return v === "true";
  if (/^[+-]?\d[\d_]*(\.\d+)?$/.test(v)) return Number(v.replace(/_/g, ""));
  if (v.startsWith("[") && v.endsWith("]")) {
    const inner = v.slice(1, -1).trim();
    if (!inner) return [];
    return (inner.match(/"(?:[^"\\]|\\.)*"|'[^']*'|[^,\s][^,]*/g) ?? []).map((item) =>
      tomlValue(item, line),
    );
  }
  throw new Error(`fly.toml line ${line}: cannot read value ${v}`);
}

function tomlKeyPath(raw: string): string[] {
  return raw.split(".").map((k) => unquote(k.trim()));
}

/** Tables, arrays of tables, dotted names, `key = value` with strings/numbers/booleans/arrays. */
export function parseToml(text: string): TomlTable {
  const root: TomlTable = {};
  let current: TomlTable = root;
  text.split("\n").forEach((raw, i) => {
    const line = i + 1;
    const t = stripComment(raw).trim();
    if (!t) return;
    let m: RegExpExecArray | null;
    if ((m = /^\[\[\s*([^\]]+?)\s*\]\]$/.exec(t))) {
      const keys = tomlKeyPath(m[1]);
      const parent = walk(root, keys.slice(0, -1), line);
      const last = keys[keys.length - 1];
      const list = (parent[last] ??= []) as Toml[];
      if (!Array.isArray(list)) throw new Error(`fly.toml line ${line}: ${last} is not an array`);
      const table: TomlTable = {};
      list.push(table);
      current = table;
    } else if ((m = /^\[\s*([^\]]+?)\s*\]$/.exec(t))) {
      current = walk(root, tomlKeyPath(m[1]), line);
    } else if ((m = /^([A-Za-z0-9_."-]+)\s*=\s*(.+)$/.exec(t))) {
      const keys = tomlKeyPath(m[1]);
      const table = walk(current, keys.slice(0, -1), line);
      const key = keys[keys.length - 1];
      if (key in table) throw new Error(`fly.toml line ${line}: duplicate key ${key}`);
      table[key] = tomlValue(m[2], line);
    } else {
      throw new Error(`fly.toml line ${line}: cannot read "${t}"`);
    }
  });
  return root;
}

function walk(from: TomlTable, keys: string[], line: number): TomlTable {
  let table = from;
  for (const key of keys) {
    let next = table[key] ?? (table[key] = {});
    if (Array.isArray(next)) next = next[next.length - 1];
    if (typeof next !== "object" || next === null) {
      throw new Error(`fly.toml line ${line}: ${key} is not a table`);
    }
    table = next as TomlTable;
  }
  return table;
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
    litefs: parseYaml(litefsText) as unknown as LitefsConfig,
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
