import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // BUILD_DIR lets parallel local test runs keep separate builds; the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR || "build",
  ssr: true,
  // Every route is known from the first page: no manifest round trip before a navigation on slow data.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
