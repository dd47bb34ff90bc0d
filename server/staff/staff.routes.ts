import type { FastifyInstance } from "fastify";
import { StaffCreateSchema, StaffUpdateSchema } from "../../common/staff.schema";
import { registerCrudRoutes } from "../http/crud-routes";
import { isPersonId } from "../people/person.service";
import type { Services } from "../services";

const staffResource = {
  path: "/api/admin/nonteachingstaff",
  key: "staff",
  messages: {
    notFound: "Staff member not found",
    created: "Staff member added successfully",
    updated: "Staff member updated successfully",
    deleted: "Staff member deleted successfully",
  },
};

export async function staffRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { staff } = services;
  registerCrudRoutes(app, staffResource, {
    auth: services.auth,
    ids: isPersonId,
    list: staff.listStaff,
    get: staff.getStaff,
    create: { schema: StaffCreateSchema, run: staff.createStaff },
    update: { schema: StaffUpdateSchema, run: staff.updateStaff },
    remove: staff.deleteStaff,
  });
}
