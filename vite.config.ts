/// <reference types="vitest/config" />
import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { preactInBrowser } from "./vite/preact-in-browser";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

// Vitest loads this file too; the Remix plugin must stay out of unit tests.
const isVitest = Boolean(process.env.VITEST);

export default defineConfig({
  plugins: [
    tailwindcss(),
    // The browser runs Preact's compat layer, the server React (decision 027).
    !isVitest && preactInBrowser(),
    !isVitest &&
      remix({
        // Parallel work trees can build side by side (BUILD_DIR); the default is ./build.
        buildDirectory: process.env.BUILD_DIR ?? "build",
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_lazyRouteDiscovery: true,
          v3_singleFetch: true,
          v3_routeConfig: true,
        },
      }),
    tsconfigPaths(),
  ],
  build: { target: "es2022" },
  optimizeDeps: {
    // The dev server's browser dependencies, pre-bundled at start: one found later is bundled
    // again with everything else and the open page, holding the first bundles, reloads (and
    // meanwhile runs two copies of Preact).
    include: [
      "@conform-to/react",
      "@conform-to/zod/v4",
      "zod",
      "@radix-ui/react-toast",
      "cropperjs",
    ],
    // Remix's dev server looks up the server's imports in the browser's module graph too, so
    // the server's packages reach the browser's pre-bundling; this one cannot be bundled for a
    // browser, and its failure stopped every later pre-bundling (conform's pages never loaded).
    exclude: ["@node-rs/argon2"],
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "tests/unit/**/*.test.{ts,tsx}"],
    globalSetup: ["tests/unit/global-setup.ts"],
    setupFiles: ["tests/unit/setup.ts"],
    pool: "forks",
    testTimeout: 20000,
  },
});
