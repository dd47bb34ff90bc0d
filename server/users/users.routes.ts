import type { FastifyInstance } from "fastify";
import { NewUserSchema } from "../../common/account.schema";
import { userResource } from "../../common/user.resource";
import { registerAdminRoutes, signedInAs } from "../auth/admin-guard";
import { performWrite, recordIdOf, writeAnswer } from "../http/crud-routes";
import { parseInput } from "../http/parse-input";
import type { Services } from "../services";

/** The admin accounts: only a signed-in admin lists, adds or removes them. */
export async function usersRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { users } = services;
  const resource = userResource;

  registerAdminRoutes(app, services.auth, (guarded) => {
    guarded.get(resource.path, () => users.listUsers());

    guarded.post(resource.path, async (request, reply) => {
      const input = parseInput(NewUserSchema, request.body);
      const user = await performWrite(request, { resource, action: "create" }, () => users.createUser(input));
      return reply.status(201).send(writeAnswer(resource, resource.messages.created, user));
    });

    guarded.delete(`${resource.path}/:id`, async (request) => {
      const actor = signedInAs(request).admin;
      const id = recordIdOf(request, resource);
      await performWrite(request, { resource, action: "delete", id }, () => users.deleteUser(actor, id));
      return writeAnswer(resource, resource.messages.deleted);
    });
  });
}
