import type { FastifyInstance } from "fastify";
import { NewUserSchema } from "../../common/account.schema";
import { auditedWrite } from "../audit/audited-write";
import { registerAdminRoutes, signedInAs } from "../auth/admin-guard";
import { parseInput } from "../http/parse-input";
import type { Services } from "../services";

/** The admin accounts (api-contract.md, "Accounts, sessions and the audit log"); admins only. */
export async function usersRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { users } = services;

  registerAdminRoutes(app, services.auth, (guarded) => {
    guarded.get("/api/admin/users", () => users.listUsers());

    guarded.post("/api/admin/users", async (request, reply) => {
      const input = parseInput(NewUserSchema, request.body);
      const user = await auditedWrite(
        request,
        { action: "create", resource: "user", describe: (created) => ({ recordId: created._id, summary: `Added the admin ${created.username}` }) },
        () => users.createUser(input),
      );
      return reply.status(201).send({ success: true, message: "User added successfully", user });
    });

    guarded.delete<{ Params: { id: string } }>("/api/admin/users/:id", async (request) => {
      const actor = signedInAs(request).admin;
      await auditedWrite(
        request,
        { action: "delete", resource: "user", describe: (deleted) => ({ recordId: deleted._id, summary: `Deleted the admin ${deleted.username}` }) },
        () => users.deleteUser(actor, request.params.id),
      );
      return { success: true, message: "User deleted successfully" };
    });
  });
}
