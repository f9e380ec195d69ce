/// <reference types="vitest/config" />
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { chunkOf } from "./vite/chunks";
import { precompress } from "./vite/precompress";

// Vitest loads this file too; the React Router plugin must stay out of unit tests.
const isVitest = Boolean(process.env.VITEST);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), !isVitest && reactRouter(), tsconfigPaths(), precompress()],
  build: {
    target: "es2022",
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: chunkOf } },
  },
  optimizeDeps: {
    // The dev server's browser dependencies, pre-bundled at start: one found later is bundled
    // again with everything else and the open page reloads.
    include: [
      "@conform-to/react",
      "@conform-to/zod/v4",
      "zod",
      "@radix-ui/react-toast",
      "cropperjs",
    ],
    // A server package that cannot be bundled for a browser; kept out of the pre-bundling in
    // case the dev server meets it in the browser's module graph.
    exclude: ["@node-rs/argon2"],
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "tests/unit/**/*.test.{ts,tsx}"],
    globalSetup: ["tests/unit/global-setup.ts"],
    setupFiles: ["tests/unit/setup.ts"],
    pool: "forks",
    testTimeout: 20000,
  },
}));
