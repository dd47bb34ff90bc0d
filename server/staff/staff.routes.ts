import type { FastifyInstance } from "fastify";
import { StaffCreateSchema, StaffUpdateSchema } from "../../common/staff.schema";
import { registerPersonRoutes } from "../people/person.routes";
import type { Services } from "../services";

export async function staffRoutes(app: FastifyInstance, { services }: { services: Services }) {
  registerPersonRoutes(app, {
    path: "/api/admin/nonteachingstaff",
    key: "staff",
    auth: services.auth,
    schemas: { create: StaffCreateSchema, update: StaffUpdateSchema },
    messages: {
      notFound: "Staff member not found",
      created: "Staff member added successfully",
      updated: "Staff member updated successfully",
      deleted: "Staff member deleted successfully",
    },
    operations: {
      list: services.staff.listStaff,
      get: services.staff.getStaff,
      create: services.staff.createStaff,
      update: services.staff.updateStaff,
      remove: services.staff.deleteStaff,
    },
  });
}
