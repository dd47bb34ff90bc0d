import type { CollegeEvent, EventInput } from "../../../common/event.schema";
import type { PictureStorage } from "../../platform/pictures/picture-storage";
import type { EventsRepository } from "./events.repository";

/** The college's events with their pictures; write operations answer null when there is no such event. */
export function createEventsService(repository: EventsRepository, pictures: Pick<PictureStorage, "releasePicture">) {
  /** The files of pictures an event no longer shows go, once nothing else shows them either. */
  async function releaseDropped(before: CollegeEvent, after: CollegeEvent | null) {
    const kept = new Set(after?.images ?? []);
    for (const url of before.images) if (!kept.has(url)) await pictures.releasePicture(url);
  }

  return {
    listEvents: (): Promise<CollegeEvent[]> => repository.listEvents(),

    createEvent: (input: EventInput): Promise<CollegeEvent> => repository.insertEvent(input),

    /** The pictures are replaced as a whole list. */
    async updateEvent(id: string, input: EventInput): Promise<CollegeEvent | null> {
      const before = await repository.findEvent(id);
      if (!before) return null;
      const updated = await repository.updateEvent(id, input);
      if (updated) await releaseDropped(before, updated);
      return updated;
    },

    async deleteEvent(id: string): Promise<CollegeEvent | null> {
      const deleted = await repository.deleteEvent(id);
      if (deleted) await releaseDropped(deleted, null);
      return deleted;
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
