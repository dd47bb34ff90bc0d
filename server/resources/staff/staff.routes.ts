import type { FastifyInstance } from "fastify";
import { StaffCreateSchema, StaffUpdateSchema } from "../../../common/staff.schema";
import { staffResource } from "../../../common/staff.resource";
import { registerCrudRoutes } from "../../platform/http/crud-routes";
import { isPersonId } from "../people/person.service";
import type { Services } from "../../services";

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
