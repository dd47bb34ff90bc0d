import type { FastifyInstance } from "fastify";
import { committeeCollection } from "../../common/committee.collection";
import { governingBodyCollection } from "../../common/governing-body.collection";
import { facultyCollection } from "../../common/faculty.collection";
import { holidayCollection } from "../../common/holiday.collection";
import { imageCollection } from "../../common/image.collection";
import { eventCollection } from "../../common/event.collection";
import { newsCollection } from "../../common/news.collection";
import { noticeCollection } from "../../common/notice.collection";
import { testimonialCollection } from "../../common/testimonial.collection";
import { scheduledPath, type ScheduledRecord } from "../../common/collection";
import { registerAdminRoutes } from "../platform/auth/admin-guard";
import { settingsCollection } from "../../common/settings.collection";
import { staffCollection } from "../../common/staff.collection";
import type { AuthService } from "../platform/auth/auth.service";
import { registerCollectionRoutes, type ExtraRoutes } from "../platform/collections/collection-routes";
import {
  createCollectionService,
  type CollectionHooks,
  type CollectionIndexer,
  type TypedCollectionService,
} from "../platform/collections/collection-service";
import { columnOf } from "../platform/collections/collection-repository";
import { collectionTable } from "../platform/collections/collection-table";
import type { Database } from "../platform/db/database-type";
import type { CollectionService } from "../platform/collections/collection-service";
import type { PictureColumn } from "../platform/pictures/pictures-shown";
import { holidayHooks, type HolidayDependencies } from "./holidays/holidays.hooks";
import { imageHooks } from "./images/images.hooks";
import { testimonialHooks } from "./testimonials/testimonials.hooks";
import { committeeHooks } from "./committees/committees.hooks";
import { governingBodyHooks } from "./governing-body/governing-body.hooks";
import { settingsHooks } from "./settings/settings.hooks";
import { peopleHooks } from "./people/people.hooks";

/**
 * Every collection (server/platform/collections/): its table, made from its declaration in
 * common/ (drizzle-kit reads the tables here when it writes a migration), and its hooks where
 * it has rules of its own. A new kind of record is one declaration and one line in each list.
 */
export const notices = collectionTable(noticeCollection);
export const holidays = collectionTable(holidayCollection);
export const testimonials = collectionTable(testimonialCollection);
export const images = collectionTable(imageCollection);
export const siteSettings = collectionTable(settingsCollection);
export const committees = collectionTable(committeeCollection);
export const governingBody = collectionTable(governingBodyCollection);
export const news = collectionTable(newsCollection);
export const events = collectionTable(eventCollection);
export const faculty = collectionTable(facultyCollection);
export const staff = collectionTable(staffCollection);

type Registered = {
  collection: Parameters<typeof createCollectionService>[1];
  table: ReturnType<typeof collectionTable>;
  hooks?: CollectionHooks<CollectionDependencies> & ExtraRoutes;
};

export const collections = [
  { collection: noticeCollection, table: notices },
  { collection: holidayCollection, table: holidays, hooks: holidayHooks },
  { collection: testimonialCollection, table: testimonials, hooks: testimonialHooks },
  { collection: imageCollection, table: images, hooks: imageHooks },
  { collection: settingsCollection, table: siteSettings, hooks: settingsHooks },
  { collection: committeeCollection, table: committees, hooks: committeeHooks },
  { collection: governingBodyCollection, table: governingBody, hooks: governingBodyHooks },
  { collection: newsCollection, table: news },
  { collection: eventCollection, table: events },
  { collection: facultyCollection, table: faculty, hooks: peopleHooks({ slugFallback: "faculty" }) },
  { collection: staffCollection, table: staff, hooks: peopleHooks({ slugFallback: "staff" }) },
] as const satisfies readonly Registered[];

/** Where the collections' records show uploaded pictures: the columns of their `pictures` fields. */
export const collectionPictureColumns: PictureColumn[] = (collections as readonly Registered[]).flatMap(({ collection, table }) =>
  (collection.abilities.pictures ?? []).map((name) => ({ column: columnOf(table, name), list: collection.fields[name]!.storage.type === "textList" })),
);

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
  }: { releasePicture: (url: string) => Promise<void>; services: CollectionDependencies; indexer?: CollectionIndexer; now: () => Date },
): CollectionServices {
  const entries = (collections as readonly Registered[]).map(({ collection, table, hooks }) => [
    collection.name,
    createCollectionService(db, collection, table, { hooks, services, releasePicture, indexer, now }),
  ]);
  return Object.fromEntries(entries) as CollectionServices;
}

/** The next moment any collection's record becomes or stops being public by the clock alone (the response cache clears then). */
export async function nextCollectionChange(services: CollectionServices): Promise<Date | null> {
  const coming = await Promise.all(
    (collections as readonly Registered[]).map(({ collection }) => (services[collection.name as keyof CollectionServices] as unknown as CollectionService).nextChange()),
  );
  const times = coming.filter((at): at is Date => at !== null).map((at) => at.getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}

/** How many of the coming publications the dashboard lists. */
const SCHEDULED_SHOWN = 10;

/** What every collection with publishing has scheduled, soonest first, as the dashboard lists it. */
export async function scheduledNext(services: CollectionServices): Promise<ScheduledRecord[]> {
  const lists = await Promise.all(
    (collections as readonly Registered[]).map(async ({ collection }) => {
      const service = services[collection.name as keyof CollectionServices] as unknown as CollectionService;
      const titleField = collection.search?.title ?? "title";
      return (await service.listScheduled()).map((record) => ({
        collection: collection.name,
        noun: collection.noun,
        _id: record._id,
        title: String(record[titleField] ?? ""),
        publishAt: new Date(record.publishAt as string | Date).toISOString(),
      }));
    }),
  );
  return lists
    .flat()
    .sort((first, second) => first.publishAt.localeCompare(second.publishAt))
    .slice(0, SCHEDULED_SHOWN);
}

/** The routes of every collection, each served by its service. (Named, not `Services`: services.ts imports this file.) */
export async function collectionRoutes(app: FastifyInstance, { services }: { services: CollectionServices & { auth: AuthService } }) {
  for (const { collection, hooks } of collections as readonly Registered[]) {
    const service = services[collection.name as keyof CollectionServices] as unknown as CollectionService;
    registerCollectionRoutes(app, service, services.auth, hooks);
  }
  registerAdminRoutes(app, services.auth, "content", (guarded) => {
    guarded.get(scheduledPath, () => scheduledNext(services));
  });
}
