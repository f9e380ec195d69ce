import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { defineConfig } from "@playwright/test";

/** A free loopback port, found synchronously because the config cannot await. */
function freePort(): number {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT);
  const out = execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ]);
  return Number(out.toString().trim());
}

function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((p): p is string => Boolean(p && fs.existsSync(p)));
}

const port = (process.env.E2E_PORT ??= String(freePort()));
const baseURL = `http://localhost:${port}`;
// Each run gets its own database, so runs side by side never share a file.
process.env.E2E_DATABASE_PATH ??= `data/e2e-${port}/app.db`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // One retry, reported as flaky: two cores shared by the server, two browsers and the tests
  // sometimes miss a timing; a test that fails twice fails the run.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false } },
  ],
  webServer: {
    command: "node --import tsx scripts/e2e-server.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: port,
      E2E_DATABASE_PATH: process.env.E2E_DATABASE_PATH,
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
    },
  },
});
