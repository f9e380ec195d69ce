import type { Config } from "@react-router/dev/config";

export default {
  // Server-rendered: every page works without JavaScript.
  ssr: true,
  // Every route in one immutable, cached manifest file rather than a partial manifest in each
  // page: rendering the partial one matched the path against every route twice a page (a
  // twentieth of an uncached page's time), and browsers then asked the server for more of it on
  // every navigation (decision 052).
  routeDiscovery: { mode: "initial" },
  // Parallel work trees can build side by side (BUILD_DIR); the default is ./build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
