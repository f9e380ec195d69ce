import path from "node:path";

/** Tests read the same database file the server writes (set per run in playwright.config.ts). */
export default function globalSetup() {
  process.env.E2E_DATABASE_PATH = path.resolve(process.env.E2E_DATABASE_PATH ?? "data/e2e/app.db");
}
