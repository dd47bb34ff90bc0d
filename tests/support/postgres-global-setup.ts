import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres-server";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** Starts one PostgreSQL server for the `postgres` test project; each test app gets its own database in it. */
export default function setup(project: TestProject) {
  const port = 55_000 + Math.floor(Math.random() * 5_000);
  const server = startPostgres(port);
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}
