import type { FastifyInstance } from "fastify";
import {
  ApplicationEditSchema,
  ApplicationStatusSchema,
  editableApplicationFields,
} from "../../common/admission.schema";
import { admissionResource, applyPath } from "../../common/admission.resource";
import { registerAdminRoutes } from "../auth/admin-guard";
import { orNotFound, performWrite, recordIdOf, registerCrudRoutes, writeAnswer } from "../http/crud-routes";
import { parseInput } from "../http/parse-input";
import type { Services } from "../services";

/** A body carrying any editable detail is an edit; otherwise it is a decision on the status. */
function isEdit(body: unknown): boolean {
  return (
    typeof body === "object" && body !== null && editableApplicationFields.some((field) => Object.hasOwn(body, field))
  );
}

export async function admissionsRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { admissions } = services;
  const resource = admissionResource;

  app.post(applyPath, async (request, reply) => {
    await admissions.applyForAdmission(request.body, request.ip);
    return reply.status(201).send({ success: true, message: resource.messages.submitted });
  });

  // Applications carry families' contact details: only an admin reads them.
  registerCrudRoutes(app, resource, {
    auth: services.auth,
    reads: "admin",
    list: admissions.listApplications,
    get: admissions.getApplication,
    remove: admissions.deleteApplication,
  });

  registerAdminRoutes(app, services.auth, (guarded) => {
    guarded.put(`${resource.path}/:id`, async (request) => {
      const id = recordIdOf(request, resource);
      if (isEdit(request.body)) {
        const changes = parseInput(ApplicationEditSchema, request.body);
        const application = await performWrite(request, { resource, action: "update", id }, () =>
          admissions.updateApplication(id, changes),
        );
        return writeAnswer(resource, resource.messages.updated, orNotFound(resource, application));
      }
      const { status } = parseInput(ApplicationStatusSchema, request.body);
      const decision = status === "approved" ? "Approved" : "Rejected";
      const application = await performWrite(
        request,
        { resource, action: status === "approved" ? "approve" : "reject", id, summary: ({ name }) => `${decision} the application of ${name}` },
        () => admissions.changeApplicationStatus(id, status),
      );
      return writeAnswer(resource, resource.messages.statusChanged(status), orNotFound(resource, application));
    });
  });
}
