import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { committeeResource, publicCommitteesPath } from "../../../common/committee.resource";
import { CommitteeInputSchema, CommitteeMoveSchema } from "../../../common/committee.schema";
import { recordName } from "../../platform/audit/change-summary";
import { registerAdminRoutes } from "../../platform/auth/admin-guard";
import { orNotFound, performWrite, recordIdOf, registerCrudRoutes, writeAnswer } from "../../platform/http/crud-routes";
import { parseInput } from "../../platform/http/parse-input";
import type { Services } from "../../services";

const SlugParamsSchema = z.object({ slug: z.string() });

export async function committeesRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { committees } = services;
  const resource = committeeResource;

  const slugOf = (request: FastifyRequest) => {
    const params = SlugParamsSchema.safeParse(request.params);
    return params.success ? params.data.slug : "";
  };
  app.get(publicCommitteesPath, { config: { publicCache: true } }, () => committees.listCommittees());
  app.get(`${publicCommitteesPath}/:slug`, { config: { publicCache: true } }, async (request) =>
    orNotFound(resource, await committees.findCommittee(slugOf(request))),
  );

  registerCrudRoutes(app, resource, {
    auth: services.auth,
    create: { schema: CommitteeInputSchema, run: committees.createCommittee },
    update: { schema: CommitteeInputSchema, run: committees.updateCommittee },
    remove: committees.deleteCommittee,
  });

  registerAdminRoutes(app, services.auth, resource.area, (guarded) => {
    guarded.post(`${resource.path}/:id/move`, async (request) => {
      const id = recordIdOf(request, resource);
      const { direction } = parseInput(CommitteeMoveSchema, request.body);
      const committee = await performWrite(
        request,
        { resource, action: "move", id, summary: (moved) => `Moved the committee ${recordName(moved) ?? id} ${direction}` },
        () => committees.moveCommittee(id, direction),
      );
      return writeAnswer(resource, resource.messages.moved, orNotFound(resource, committee));
    });
  });
}
