import type { TestProject } from "vitest/node";
import { freePort } from "./free-port";
import { startPostgres } from "./postgres-server";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** Starts one PostgreSQL server for the `postgres` test project; each test app gets its own database in it. */
export default async function setup(project: TestProject) {
  const server = startPostgres(await freePort());
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}
