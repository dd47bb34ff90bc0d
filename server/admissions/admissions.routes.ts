import type { FastifyInstance } from "fastify";
import {
  ApplicationEditSchema,
  ApplicationStatusSchema,
  editableApplicationFields,
} from "../../common/admission.schema";
import { requireAdmin } from "../auth/admin-guard";
import { notFound } from "../http/http-error";
import { parseInput } from "../http/parse-input";
import type { Services } from "../services";
import { APPLICATION_SUBMITTED } from "./admissions.service";

const NOT_FOUND = "Application not found";

type IdParams = { Params: { id: string } };

/** A body carrying any editable detail is an edit; otherwise it is a decision on the status. */
function isEdit(body: unknown): boolean {
  return (
    typeof body === "object" && body !== null && editableApplicationFields.some((field) => Object.hasOwn(body, field))
  );
}

export async function admissionsRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.post("/api/admissions/apply", async (request, reply) => {
    await services.admissions.applyForAdmission(request.body, request.ip);
    return reply.status(201).send({ success: true, message: APPLICATION_SUBMITTED });
  });

  app.register(async (guarded) => {
    guarded.addHook("onRequest", requireAdmin(services.auth));

    guarded.get("/api/admin/admissions", () => services.admissions.listApplications());

    guarded.get<IdParams>("/api/admin/admissions/:id", async (request) => {
      const application = await services.admissions.getApplication(request.params.id);
      if (!application) throw notFound(NOT_FOUND);
      return application;
    });

    guarded.put<IdParams>("/api/admin/admissions/:id", async (request) => {
      if (isEdit(request.body)) {
        const changes = parseInput(ApplicationEditSchema, request.body);
        const application = await services.admissions.updateApplication(request.params.id, changes);
        if (!application) throw notFound(NOT_FOUND);
        return { success: true, message: "Application updated successfully", application };
      }
      const { status } = parseInput(ApplicationStatusSchema, request.body);
      const application = await services.admissions.changeApplicationStatus(request.params.id, status);
      if (!application) throw notFound(NOT_FOUND);
      return { success: true, message: `Application ${status} successfully`, application };
    });

    guarded.delete<IdParams>("/api/admin/admissions/:id", async (request) => {
      if (!(await services.admissions.deleteApplication(request.params.id))) throw notFound(NOT_FOUND);
      return { success: true, message: "Application deleted successfully" };
    });
  });
}
