import type { FastifyInstance } from "fastify";
import { auditPath } from "../../../common/audit.resource";
import { AuditQuerySchema } from "../../../common/audit.schema";
import { registerAdminRoutes } from "../auth/admin-guard";
import { parseInput } from "../http/parse-input";
import type { Services } from "../../services";

export async function auditRoutes(app: FastifyInstance, { services }: { services: Services }) {
  registerAdminRoutes(app, services.auth, "administration", (guarded) => {
    // Newest first, a page at a time: the next page is `before` (and `beforeId`) of the last entry shown.
    guarded.get(auditPath, async (request) => services.audit.listEntries(parseInput(AuditQuerySchema, request.query)));
  });
}
