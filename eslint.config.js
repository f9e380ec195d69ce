import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Request code, routes and components: what the lower layers never import (decision 046). */
const UPWARD = [
  "~/server/*",
  "**/server/*.server",
  "~/routes/*",
  "**/routes/**",
  "~/components/*",
  "**/components/**",
];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      ".react-router/**",
      "build-*/**",
      "test-results-*/**",
      "backups/**",
      "node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "**/*.tmp.mjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/db/client*", "#db/client*"],
              message: "Only app/models may reach the database.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/models/**", "app/freshness/**", "db/**", "tests/**", "server.ts", "scripts/**"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // Imports point down (ARCHITECTURE.md §3, decision 046): models may reach the freshness
    // layer, db and lib; the freshness layer only db and lib. Neither reaches up into request
    // code (app/server), routes or components.
    files: ["app/models/**", "app/freshness/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: UPWARD,
              message: "A model or the freshness layer imports down only (db, lib, app/freshness).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/freshness/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [...UPWARD, "~/models/*", "**/models/*"],
              message: "The freshness layer sits below the models: it imports only db and lib.",
            },
          ],
        },
      ],
    },
  },
);
