import path from "node:path";

/** Tests read the same database file the server writes, to assert rows. */
export default function globalSetup() {
  process.env.E2E_DATABASE_PATH = path.resolve("data/e2e/app.db");
}
