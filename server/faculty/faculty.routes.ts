import type { FastifyInstance } from "fastify";
import { FacultyCreateSchema, FacultyUpdateSchema } from "../../common/faculty.schema";
import { registerPersonRoutes } from "../people/person.routes";
import type { Services } from "../services";

export async function facultyRoutes(app: FastifyInstance, { services }: { services: Services }) {
  registerPersonRoutes(app, {
    path: "/api/admin/faculty",
    key: "faculty",
    auth: services.auth,
    schemas: { create: FacultyCreateSchema, update: FacultyUpdateSchema },
    messages: {
      notFound: "Faculty not found",
      created: "Faculty added successfully",
      updated: "Faculty updated successfully",
      deleted: "Faculty deleted successfully",
    },
    operations: {
      list: services.faculty.listFaculty,
      get: services.faculty.getFaculty,
      create: services.faculty.createFaculty,
      update: services.faculty.updateFaculty,
      remove: services.faculty.deleteFaculty,
    },
  });
}
