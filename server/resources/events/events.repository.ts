import { desc, eq } from "drizzle-orm";
import type { CollegeEvent, EventInput } from "../../../common/event.schema";
import type { Database } from "../../platform/db/database-type";
import { isRecordId } from "../../platform/db/record-id";
import { events } from "../../platform/db/schema";

const toEvent = (row: typeof events.$inferSelect): CollegeEvent => ({
  _id: row.id,
  title: row.title,
  titleMr: row.titleMr,
  date: row.date,
  description: row.description,
  descriptionMr: row.descriptionMr,
  images: row.images,
});

export function createEventsRepository(db: Database) {
  return {
    /** Newest date first; of two on one day, the one added last. */
    async listEvents(): Promise<CollegeEvent[]> {
      const rows = await db.select().from(events).orderBy(desc(events.date), desc(events.createdAt), desc(events.id));
      return rows.map(toEvent);
    },

    async findEvent(id: string): Promise<CollegeEvent | null> {
      if (!isRecordId(id)) return null;
      const [row] = await db.select().from(events).where(eq(events.id, id));
      return row ? toEvent(row) : null;
    },

    async insertEvent(values: EventInput): Promise<CollegeEvent> {
      const [row] = await db.insert(events).values(values).returning();
      return toEvent(row!);
    },

    async updateEvent(id: string, values: EventInput): Promise<CollegeEvent | null> {
      if (!isRecordId(id)) return null;
      const [row] = await db.update(events).set(values).where(eq(events.id, id)).returning();
      return row ? toEvent(row) : null;
    },

    async deleteEvent(id: string): Promise<CollegeEvent | null> {
      if (!isRecordId(id)) return null;
      const [row] = await db.delete(events).where(eq(events.id, id)).returning();
      return row ? toEvent(row) : null;
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
