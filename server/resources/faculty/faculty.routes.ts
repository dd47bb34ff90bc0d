import type { FastifyInstance } from "fastify";
import { FacultyCreateSchema, FacultyUpdateSchema } from "../../../common/faculty.schema";
import { facultyResource } from "../../../common/faculty.resource";
import { registerCrudRoutes } from "../../platform/http/crud-routes";
import { isPersonId } from "../people/person.service";
import type { Services } from "../../services";

export async function facultyRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { faculty } = services;
  registerCrudRoutes(app, facultyResource, {
    auth: services.auth,
    ids: isPersonId,
    list: faculty.listFaculty,
    get: faculty.getFaculty,
    create: { schema: FacultyCreateSchema, run: faculty.createFaculty },
    update: { schema: FacultyUpdateSchema, run: faculty.updateFaculty },
    remove: faculty.deleteFaculty,
  });
}
