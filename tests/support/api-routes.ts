import type { FastifyInstance } from "fastify";

export type ApiRoute = { method: string; url: string };

/**
 * Every route the app serves under /api/, read from Fastify's own route table, so a route added
 * later is in every test that walks this list without anyone adding it there. Parameters keep
 * their names (`/api/admin/faculty/:id`); two parameters at one place read `:section|:id`.
 * HEAD (answered by the GET handler) and the catch-all 404 are left out.
 */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const routes: ApiRoute[] = [];
  const prefixes: string[] = [];
  // Lines look like "│   └── /:id (GET, HEAD, DELETE)": the depth is where the branch starts.
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (prefixes[depth - 1] ?? "") + match[2]!;
    prefixes[depth] = url;
    if (!url.startsWith("/api/") || !match[3]) continue;
    for (const method of match[3].split(", ")) if (method !== "HEAD") routes.push({ method, url });
  }
  return routes;
}
