// The server side that runs outside React Router's build, compiled to plain JavaScript so
// production starts `node build/node/server.js` with no TypeScript loader: the HTTP server, the
// operator scripts the image runs, and the import's worker thread. Packages stay external (the
// image installs them); our own modules are bundled, shared ones into common chunks.
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const outdir = path.resolve("build/node");
fs.rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints: [
    "server.ts",
    "scripts/migrate.ts",
    "scripts/backup.ts",
    "scripts/restore.ts",
    "scripts/restore-drill.ts",
    "scripts/admin.ts",
    "app/models/imports/import-worker.run.ts",
  ],
  outdir,
  outbase: ".",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  sourcemap: "linked",
  tsconfig: "tsconfig.json",
  chunkNames: "chunks/[name]-[hash]",
  logLevel: "warning",
});

// The migrations are SQL files the database client finds beside itself (it lands in a chunk).
fs.cpSync("db/migrations", path.join(outdir, "chunks/migrations"), { recursive: true });
console.log(`compiled the server into ${path.relative(process.cwd(), outdir)}`);
