import type { FastifyInstance, RouteOptions } from "fastify";
import type { Role } from "../../../common/roles";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A call anyone may make, declared as such: signing in, applying, filing a grievance. */
    public?: boolean;
  }
  interface FastifyInstance {
    /** Who may call each route of the API, as the routes declared it when they were registered. */
    routeAccess: RouteAccess[];
  }
}

/** One route's declared access: the roles that may call it, or `"public"`. */
export type RouteAccess = { method: string; url: string; access: readonly Role[] | "public" | undefined };

const readMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** Every call under /api/admin/, and every write under /api/, must say who may make it. */
const needsDeclaration = ({ method, url }: RouteAccess) => url.startsWith("/api/admin/") || (url.startsWith("/api/") && !readMethods.has(method));

function accessOf(route: RouteOptions): RouteAccess["access"] {
  const config = route.config ?? {};
  if (config.roles) return config.roles;
  // An answer kept for every visitor (the response cache) is public by its nature.
  if (config.public || config.publicCache) return "public";
  return undefined;
}

/**
 * Collects the access every route declares — `config.roles` (set by registerAdminRoutes) or
 * `config.public` — and refuses to start when a route that needs a declaration has none, so a
 * route added later cannot be open to every role by mistake.
 */
export function checkRouteAccess(app: FastifyInstance) {
  const routes: RouteOptions[] = [];
  app.decorate("routeAccess", []);
  // The options object is the one later hooks of the route's own scope change (its roles), so it is read at ready.
  app.addHook("onRoute", (route) => {
    routes.push(route);
  });
  app.addHook("onReady", async () => {
    const declared = routes.flatMap((route) =>
      // HEAD is the GET route's own (Fastify adds it), with the same access.
      [route.method]
        .flat()
        .filter((method) => method !== "HEAD")
        .map((method) => ({ method, url: route.url, access: accessOf(route) })),
    );
    const undeclared = declared.filter((route) => needsDeclaration(route) && !route.access);
    if (undeclared.length) {
      throw new Error(`These routes do not declare who may call them: ${undeclared.map((route) => `${route.method} ${route.url}`).join(", ")}`);
    }
    app.routeAccess.push(...declared.filter((route) => route.url.startsWith("/api/")));
  });
}
