import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { filePrivacyRequestPath, privacyRequestResource, privacyRequestStatusApiPath, retentionRunPath } from "../../../common/privacy.resource";
import { PrivacyEraseSchema, PrivacyRequestListQuerySchema, PrivacyRequestUpdateSchema, RetentionRunSchema, type PrivacyRequestCase } from "../../../common/privacy-request.schema";
import { registerAdminRoutes } from "../../platform/auth/admin-guard";
import { orNotFound, performRead, performWrite, recordIdOf, writeAnswer } from "../../platform/http/crud-routes";
import { notFound } from "../../platform/http/http-error";
import { parseInput } from "../../platform/http/parse-input";
import type { Services } from "../../services";
import { retentionSummary } from "./privacy-requests.service";

const TokenParamsSchema = z.object({ token: z.string() });

const languageOf = (body: unknown): "en" | "mr" =>
  typeof body === "object" && body !== null && (body as { language?: unknown }).language === "mr" ? "mr" : "en";

/** The activity log's sentence for a note: the request's number and the status it set, never the note. */
function updateSummary({ requestNumber, updates }: PrivacyRequestCase): string {
  const status = updates.at(-1)?.status;
  return status ? `Added a note to privacy request ${requestNumber} and set its status to ${status}` : `Added a note to privacy request ${requestNumber}`;
}

export async function privacyRequestsRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { privacyRequests } = services;
  const resource = privacyRequestResource;

  app.post(filePrivacyRequestPath, { config: { public: true } }, async (request, reply) => {
    const filed = await privacyRequests.fileRequest(request.body, { clientAddress: request.clientAddress, language: languageOf(request.body) });
    return reply.status(201).send({ success: true, message: resource.messages.filed, requestNumber: filed.requestNumber, statusUrl: filed.statusUrl, dueDate: filed.dueDate });
  });

  // Whoever holds the status link's token reads what the requester may; any other address is the same 404.
  app.get(privacyRequestStatusApiPath(":token"), { config: { public: true } }, async (request, reply) => {
    const params = TokenParamsSchema.safeParse(request.params);
    const status = params.success ? await privacyRequests.requestStatus(params.data.token) : null;
    if (!status) throw notFound(resource.messages.statusNotFound);
    return reply.header("cache-control", "private, no-store").header("x-robots-tag", "noindex").send(status);
  });

  registerAdminRoutes(app, services.auth, resource.area, (guarded) => {
    guarded.get(resource.path, (request) => privacyRequests.listRequests(parseInput(PrivacyRequestListQuerySchema, request.query).status));

    guarded.get(`${resource.path}/:id`, async (request) => {
      const id = recordIdOf(request, resource);
      const summary = ({ requestNumber }: PrivacyRequestCase) => `Viewed privacy request ${requestNumber}`;
      return orNotFound(resource, await performRead(request, { resource, id, summary }, () => privacyRequests.getRequest(id)));
    });

    guarded.post(`${resource.path}/:id/updates`, async (request, reply) => {
      const id = recordIdOf(request, resource);
      const update = parseInput(PrivacyRequestUpdateSchema, request.body);
      const answered = await performWrite(request, { resource, action: "add-note", id, summary: updateSummary }, () =>
        privacyRequests.addUpdate(id, update, request.admin?.username ?? null),
      );
      return reply.status(201).send(writeAnswer(resource, resource.messages.updated, orNotFound(resource, answered)));
    });

    // The copy is personal data read: an export entry names the request and how many records, never their contents.
    guarded.get(`${resource.path}/:id/copy`, async (request, reply) => {
      const id = recordIdOf(request, resource);
      const summary = ({ request: asked }: { request: PrivacyRequestCase }) => `Exported a copy of ${asked.matches.length} records for privacy request ${asked.requestNumber}`;
      const made = orNotFound(resource, await performRead(request, { resource, id, action: "export", summary }, () => privacyRequests.copyFor(id)));
      return reply
        .header("content-type", "application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="${made.request.requestNumber}-copy.json"`)
        .header("cache-control", "private, no-store")
        .send(JSON.stringify(made.copy, null, 2));
    });

    guarded.post(`${resource.path}/:id/erase`, async (request) => {
      const id = recordIdOf(request, resource);
      const { records } = parseInput(PrivacyEraseSchema, request.body);
      const summary = ({ request: asked, erased }: { request: PrivacyRequestCase; erased: number }) => `Erased ${erased} records for privacy request ${asked.requestNumber}`;
      const done = orNotFound(resource, await performWrite(request, { resource, action: "erase", id, summary }, () => privacyRequests.eraseFor(id, records)));
      return { success: true, message: resource.messages.erased, erased: done.erased };
    });
  });

  registerAdminRoutes(app, services.auth, "administration", (guarded) => {
    // The dashboard's "retention last erased …": the newest retention entry of the activity log, scheduled or run by hand.
    guarded.get(retentionRunPath, async () => {
      const entry = await services.audit.latestEntry(resource.key, "retention");
      return { lastRun: entry && { at: entry.at, summary: entry.summary } };
    });

    guarded.post(retentionRunPath, async (request) => {
      const { asOf } = parseInput(RetentionRunSchema, request.body ?? {});
      const erased = await performWrite(request, { resource, action: "retention", id: "retention", summary: retentionSummary }, () => privacyRequests.runRetention(asOf));
      return { success: true, message: resource.messages.retentionRan, erased };
    });
  });
}
