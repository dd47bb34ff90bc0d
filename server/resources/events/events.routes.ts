import type { FastifyInstance } from "fastify";
import { eventResource, publicEventsPath } from "../../../common/event.resource";
import { EventInputSchema } from "../../../common/event.schema";
import { registerCrudRoutes } from "../../platform/http/crud-routes";
import type { Services } from "../../services";

export async function eventsRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { events } = services;
  app.get(publicEventsPath, { config: { publicCache: true } }, () => events.listEvents());

  registerCrudRoutes(app, eventResource, {
    auth: services.auth,
    create: { schema: EventInputSchema, run: events.createEvent },
    update: { schema: EventInputSchema, run: events.updateEvent },
    remove: events.deleteEvent,
  });
}
