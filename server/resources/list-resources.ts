import type { FastifyInstance } from "fastify";
import type { Database } from "../platform/db/database-type";
import { createTableRepository } from "../platform/db/table-repository";
import { registerListRoutes, type ListRepository, type ListResource } from "../platform/http/list-resource";
import type { AuthService } from "../platform/auth/auth.service";

/**
 * Every plain list resource (server/platform/http/list-resource.ts), each declared in its own
 * folder: adding one here gives it its repository among the services and its routes in the app,
 * and puts its routes in the API's sweeps. A resource with rules of its own has a service and
 * routes of its own instead, wired in services.ts and app.ts.
 */
export const listResources = [] as const satisfies readonly ListResource[];

type ListResources = (typeof listResources)[number];

/** Each list's repository, by its name: `services.notices.list()`. */
export type ListRepositories = { [List in ListResources as List["name"]]: ListRepository<List> };

export function createListRepositories(db: Database): ListRepositories {
  const repositories = listResources.map((list: ListResource) => [
    list.name,
    createTableRepository(db, { table: list.table, fields: Object.keys(list.schema.shape), order: list.order }),
  ]);
  return Object.fromEntries(repositories) as ListRepositories;
}

/**
 * The routes of every list resource, each served by its repository among the services. (What it
 * needs of the services is named here, not as `Services`: services.ts imports this file.)
 */
export async function listResourcesRoutes(app: FastifyInstance, { services }: { services: ListRepositories & { auth: AuthService } }) {
  // The services hold each list's repository under its name (createListRepositories).
  const repositories = services as unknown as Record<string, ListRepository<ListResource>>;
  for (const list of listResources as readonly ListResource[]) registerListRoutes(app, list, repositories[list.name]!, services.auth);
}
