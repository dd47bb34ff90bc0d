import type { FastifyInstance } from "fastify";
import { governingBodyResource, publicGoverningBodyPath } from "../../../common/governing-body.resource";
import { GoverningBodyInputSchema } from "../../../common/governing-body.schema";
import { registerAdminRoutes } from "../../platform/auth/admin-guard";
import { performWrite, writeAnswer } from "../../platform/http/crud-routes";
import { parseInput } from "../../platform/http/parse-input";
import type { Services } from "../../services";

/** The governing body is one record without an id: read by everyone, its members replaced by an admin. */
export async function governingBodyRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const resource = governingBodyResource;
  const { governingBody } = services;
  app.get(publicGoverningBodyPath, { config: { publicCache: true } }, () => governingBody.getGoverningBody());

  registerAdminRoutes(app, services.auth, resource.area, (guarded) => {
    guarded.put(resource.path, async (request) => {
      const { members } = parseInput(GoverningBodyInputSchema, request.body);
      const saved = await performWrite(
        request,
        { resource, action: "update", summary: () => `Edited the governing body (${members.length} ${members.length === 1 ? "member" : "members"})` },
        () => governingBody.replaceMembers(members),
      );
      return writeAnswer(resource, resource.messages.updated, saved);
    });
  });
}
