import type { FastifyInstance } from "fastify";
import { holidayCollection } from "../../common/holiday.collection";
import { noticeCollection } from "../../common/notice.collection";
import type { AuthService } from "../platform/auth/auth.service";
import { registerCollectionRoutes, type ExtraRoutes } from "../platform/collections/collection-routes";
import {
  createCollectionService,
  type CollectionHooks,
  type CollectionIndexer,
  type TypedCollectionService,
} from "../platform/collections/collection-service";
import { collectionTable } from "../platform/collections/collection-table";
import type { Database } from "../platform/db/database-type";
import type { CollectionService } from "../platform/collections/collection-service";
import { holidayHooks, type HolidayDependencies } from "./holidays/holidays.hooks";

/**
 * Every collection (server/platform/collections/): its table, made from its declaration in
 * common/ (drizzle-kit reads the tables here when it writes a migration), and its hooks where
 * it has rules of its own. A new kind of record is one declaration and one line in each list.
 */
export const notices = collectionTable(noticeCollection);
export const holidays = collectionTable(holidayCollection);

type Registered = {
  collection: Parameters<typeof createCollectionService>[1];
  table: ReturnType<typeof collectionTable>;
  hooks?: CollectionHooks<CollectionDependencies> & ExtraRoutes;
};

export const collections = [
  { collection: noticeCollection, table: notices },
  { collection: holidayCollection, table: holidays, hooks: holidayHooks },
] as const satisfies readonly Registered[];

/** What the kinds' hooks may use of the rest of the product. */
export type CollectionDependencies = HolidayDependencies;

export type CollectionServices = { [Entry in (typeof collections)[number] as Entry["collection"]["name"]]: TypedCollectionService<Entry["collection"]> };

export function createCollectionServices(
  db: Database,
  {
    releasePicture,
    services,
    indexer,
    now,
  }: { releasePicture: (url: string) => Promise<void>; services: CollectionDependencies; indexer?: CollectionIndexer; now?: () => Date },
): CollectionServices {
  const entries = (collections as readonly Registered[]).map(({ collection, table, hooks }) => [
    collection.name,
    createCollectionService(db, collection, table, { hooks, services, releasePicture, indexer, now }),
  ]);
  return Object.fromEntries(entries) as CollectionServices;
}

/** The routes of every collection, each served by its service. (Named, not `Services`: services.ts imports this file.) */
export async function collectionRoutes(app: FastifyInstance, { services }: { services: CollectionServices & { auth: AuthService } }) {
  for (const { collection, hooks } of collections as readonly Registered[]) {
    const service = services[collection.name as keyof CollectionServices] as unknown as CollectionService;
    registerCollectionRoutes(app, service, services.auth, hooks);
  }
}
