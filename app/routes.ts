import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  layout("routes/public/public-layout.tsx", [
    index("routes/public/home.tsx"),
    // Public pages with fixed content (static pages helper) are added below.
    // Public pages with data from the services (data pages helper) are added below.
    route("*", "routes/public/not-found.tsx"),
  ]),
  layout("routes/back-office.tsx", [
    route("login", "routes/login.tsx"),
    route("admin", "routes/admin/admin-layout.tsx", [
      index("routes/admin/dashboard.tsx", { id: "admin-index" }),
      route("dashboard", "routes/admin/dashboard.tsx", { id: "admin-dashboard" }),
      // Management screens (issue 5) are added here.
      route("*", "routes/admin/dashboard.tsx", { id: "admin-fallback" }),
    ]),
  ]),
] satisfies RouteConfig;
