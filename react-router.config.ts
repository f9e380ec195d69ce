import type { Config } from "@react-router/dev/config";

export default {
  // Server-rendered: every page works without JavaScript.
  ssr: true,
  // Parallel work trees can build side by side (BUILD_DIR); the default is ./build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
