import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  fileGrievancePath,
  grievanceFiguresPath,
  grievanceResource,
  grievanceStatusApiPath,
} from "../../../common/grievance.resource";
import { grievanceStatusNames } from "../../../common/grievance-names";
import { GrievanceListQuerySchema, GrievanceUpdateSchema, type GrievanceCase } from "../../../common/grievance.schema";
import { registerAdminRoutes } from "../../platform/auth/admin-guard";
import { orNotFound, performRead, performWrite, recordIdOf, writeAnswer } from "../../platform/http/crud-routes";
import { notFound } from "../../platform/http/http-error";
import { parseInput } from "../../platform/http/parse-input";
import type { Services } from "../../services";
import type { GrievanceLanguage } from "./grievances.repository";

const TokenParamsSchema = z.object({ token: z.string() });

/**
 * The language of the page a grievance was sent from, which its mail is written in: `"mr"` from
 * the Marathi form, English otherwise. A preference, not data: any other value is English.
 */
const languageOf = (body: unknown): GrievanceLanguage =>
  typeof body === "object" && body !== null && (body as { language?: unknown }).language === "mr" ? "mr" : "en";

/**
 * The activity log's sentence for a note: the grievance's number and the status it set, never
 * the note itself, which only the desk may read.
 */
function updateSummary({ grievanceNumber, updates }: GrievanceCase): string {
  const status = updates.at(-1)?.status;
  return status
    ? `Added a note to grievance ${grievanceNumber} and set its status to ${grievanceStatusNames[status]}`
    : `Added a note to grievance ${grievanceNumber}`;
}

export async function grievancesRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { grievances } = services;
  const resource = grievanceResource;

  // Anyone may file one, as on the application form.
  app.post(fileGrievancePath, { config: { public: true } }, async (request, reply) => {
    const filed = await grievances.fileGrievance(request.body, { clientAddress: request.clientAddress, language: languageOf(request.body) });
    return reply.status(201).send({
      success: true,
      message: resource.messages.filed,
      grievanceNumber: filed.grievanceNumber,
      statusUrl: filed.statusUrl,
      dueDate: filed.dueDate,
    });
  });

  // Whoever holds the status link's token may read what the complainant may; any other address,
  // well-formed or not, is the same 404.
  app.get(grievanceStatusApiPath(":token"), async (request, reply) => {
    const params = TokenParamsSchema.safeParse(request.params);
    const status = params.success ? await grievances.grievanceStatus(params.data.token) : null;
    if (!status) throw notFound(resource.messages.statusNotFound);
    return reply.header("cache-control", "private, no-store").header("x-robots-tag", "noindex").send(status);
  });

  // Grievances are read by the desk alone: the grievance committee and administrators.
  registerAdminRoutes(app, services.auth, resource.area, (guarded) => {
    guarded.get(resource.path, (request) => grievances.listGrievances(parseInput(GrievanceListQuerySchema, request.query)));

    guarded.get(grievanceFiguresPath, () => grievances.grievanceFigures());

    // Each opening of a case is personal data read: the activity log names who read which grievance, by its number only.
    guarded.get(`${resource.path}/:id`, async (request) => {
      const id = recordIdOf(request, resource);
      const summary = ({ grievanceNumber }: GrievanceCase) => `Viewed grievance ${grievanceNumber}`;
      return orNotFound(resource, await performRead(request, { resource, id, summary }, () => grievances.getGrievance(id)));
    });

    // grievanceUpdatesPath would encode the colon of ":id".
    guarded.post(`${resource.path}/:id/updates`, async (request, reply) => {
      const id = recordIdOf(request, resource);
      const update = parseInput(GrievanceUpdateSchema, request.body);
      const grievance = await performWrite(request, { resource, action: "add-note", id, summary: updateSummary }, () =>
        grievances.addUpdate(id, update, request.admin?.username ?? null),
      );
      return reply.status(201).send(writeAnswer(resource, resource.messages.updated, orNotFound(resource, grievance)));
    });
  });
}
