import type { DepOptimizationOptions, Plugin } from "vite";

type EsbuildPlugin = NonNullable<
  NonNullable<DepOptimizationOptions["esbuildOptions"]>["plugins"]
>[number];

/**
 * React's entry points and what the browser gets for each instead (decision 027). The server
 * keeps rendering with React; only the modules shipped to the browser are given Preact's
 * compat layer, which is about half of React DOM's size.
 */
const inBrowser: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

const reactEntry = new RegExp(
  `^(?:${Object.keys(inBrowser)
    .map((id) => id.replace(/[/-]/g, "\\$&"))
    .join("|")})$`,
);

/**
 * The dev server pre-bundles the browser's dependencies (Remix, React Router, Radix, conform)
 * with esbuild, where Vite's plugins do not run: their imports of React are redirected here,
 * so that one Preact serves the app's modules and the pre-bundled ones alike.
 */
const preBundled: EsbuildPlugin = {
  name: "preact-in-browser",
  setup(build) {
    build.onResolve({ filter: reactEntry }, (args) =>
      build.resolve(inBrowser[args.path], { kind: args.kind, resolveDir: args.resolveDir }),
    );
  },
};

/**
 * Serves React's imports from Preact's compat layer in the browser's module graph only, in
 * `vite build` (the client build; the server build has `ssr`) and in the dev server, where one
 * Vite server resolves the same import for the server render and for the browser.
 */
export function preactInBrowser(): Plugin {
  return {
    name: "preact-in-browser",
    enforce: "pre",
    config: () => ({
      // Top-level optimizeDeps is the browser's (the dev server's SSR does not pre-bundle).
      optimizeDeps: {
        // Pre-bundled together, so app modules and pre-bundled ones share one Preact.
        include: [...new Set(Object.values(inBrowser))],
        esbuildOptions: { plugins: [preBundled] },
      },
    }),
    // Remix's dev server updates components in place through React Refresh, which drives React
    // only: under Preact the page kept the old component without a word. A reload shows the
    // change (styles still update in place).
    hotUpdate({ modules }) {
      if (this.environment.name !== "client" || !modules.some((m) => m.type === "js")) return;
      this.environment.hot.send({ type: "full-reload" });
      return [];
    },
    resolveId(id, importer, options) {
      if (options?.ssr || !Object.hasOwn(inBrowser, id)) return;
      return this.resolve(inBrowser[id], importer, { ...options, skipSelf: true });
    },
  };
}
