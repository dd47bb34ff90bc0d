import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // Every route is known from the first page: no manifest round trip before a navigation on slow data.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
