import type { FastifyInstance } from "fastify";
import { NewUserSchema, RoleChangeSchema } from "../../../common/account.schema";
import { roleNames } from "../../../common/roles";
import { userResource } from "../../../common/user.resource";
import { registerAdminRoutes, signedInAs } from "../../platform/auth/admin-guard";
import { orNotFound, performWrite, recordIdOf, writeAnswer } from "../../platform/http/crud-routes";
import { parseInput } from "../../platform/http/parse-input";
import type { Services } from "../../services";
import { roleChangeSummary } from "./users.service";

/** The accounts: only an administrator lists, adds, changes the role of or removes them. */
export async function usersRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { users } = services;
  const resource = userResource;

  registerAdminRoutes(app, services.auth, resource.area, (guarded) => {
    guarded.get(resource.path, () => users.listUsers());

    guarded.post(resource.path, async (request, reply) => {
      const input = parseInput(NewUserSchema, request.body);
      const user = await performWrite(
        request,
        { resource, action: "create", summary: (account) => `Added the account ${account.username} (${roleNames[account.role]})` },
        () => users.createUser(input),
      );
      return reply.status(201).send(writeAnswer(resource, resource.messages.created, user));
    });

    guarded.put(`${resource.path}/:id`, async (request) => {
      const id = recordIdOf(request, resource);
      const { role } = parseInput(RoleChangeSchema, request.body);
      const changed = await performWrite(
        request,
        { resource, action: "role-change", id, summary: ({ account, from }) => roleChangeSummary(account.username, from, account.role) },
        () => users.changeRole(signedInAs(request).admin, id, role),
      );
      return writeAnswer(resource, resource.messages.updated, orNotFound(resource, changed).account);
    });

    guarded.delete(`${resource.path}/:id`, async (request) => {
      const actor = signedInAs(request).admin;
      const id = recordIdOf(request, resource);
      await performWrite(request, { resource, action: "delete", id }, () => users.deleteUser(actor, id));
      return writeAnswer(resource, resource.messages.deleted);
    });
  });
}
