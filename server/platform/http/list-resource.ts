import type { FastifyInstance } from "fastify";
import type { SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { FieldDescription } from "../../../common/fields";
import type { AuthService } from "../auth/auth.service";
import type { RecordTable, TableRepository } from "../db/table-repository";
import { registerCrudRoutes, type RouteResource } from "./crud-routes";

/**
 * A plain list resource: records the back office adds, edits and deletes, stored as they are
 * written, and read by everyone as one list. Its descriptor, fields and schema (common/) and its
 * table are all it needs: the repository and the routes are made from them, and the API tests
 * (the sweeps, the fuzz) find its routes from this description.
 */
export type ListResource<Name extends string = string, Schema extends z.ZodObject = z.ZodObject, Table extends RecordTable = RecordTable> = {
  /** Its name among the services (`services.notices`), which the public page's loader reads. */
  name: Name;
  resource: RouteResource;
  /** Where anyone reads the whole list, in `order`. */
  publicPath: string;
  /** One schema for adding and editing: an edit sends the whole record. */
  schema: Schema;
  /** Each field's description (common/fields.ts): the API tests name the fields by them. */
  fields: { [Field in keyof z.output<Schema>]: FieldDescription };
  /** Its table, with a column of the same name for each field and a uuid `id`. */
  table: Table;
  /** The list's order. (A method, so a list of any table is a `ListResource`.) */
  order(table: Table): (SQL | AnyPgColumn)[];
};

/** One record of a list resource, as the API answers it. */
export type ListItem<List extends ListResource> = { _id: string } & z.output<List["schema"]>;

/** The repository a list resource is read and written through. */
export type ListRepository<List extends ListResource> = TableRepository<z.output<List["schema"]>, ListItem<List>>;

/** Declares a list resource, keeping its name, schema and table types for the services and the page that reads it. */
export const defineListResource = <const Name extends string, Schema extends z.ZodObject, Table extends RecordTable>(list: ListResource<Name, Schema, Table>) => list;

/** The list for everyone at `publicPath` (kept in the response cache), and the admin's add, edit and delete at the descriptor's path. */
export function registerListRoutes(app: FastifyInstance, list: ListResource, repository: TableRepository<Record<string, unknown>, object>, auth: AuthService) {
  app.get(list.publicPath, { config: { publicCache: true } }, () => repository.list());
  registerCrudRoutes(app, list.resource, {
    auth,
    create: { schema: list.schema, run: repository.create },
    update: { schema: list.schema, run: repository.update },
    remove: repository.remove,
  });
}
