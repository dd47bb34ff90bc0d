import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { requireAdmin } from "../auth/admin-guard";
import type { AuthService } from "../auth/auth.service";
import { notFound } from "../http/http-error";
import { parseInput } from "../http/parse-input";

type PersonRoutesOptions<Record, CreateSchema extends z.ZodType, UpdateSchema extends z.ZodType> = {
  /** Collection path, e.g. "/api/admin/faculty". */
  path: string;
  /** The key the contract names for the record in a write answer. */
  key: string;
  auth: AuthService;
  schemas: { create: CreateSchema; update: UpdateSchema };
  messages: { notFound: string; created: string; updated: string; deleted: string };
  operations: {
    list: () => Promise<Record[]>;
    get: (idOrPublicId: string) => Promise<Record | null>;
    create: (input: z.output<CreateSchema>) => Promise<Record>;
    update: (idOrPublicId: string, input: z.output<UpdateSchema>) => Promise<Record | null>;
    remove: (idOrPublicId: string) => Promise<boolean>;
  };
};

type IdParams = { Params: { id: string } };

/** The five calls faculty and non-teaching staff share: public reads, admin-only writes. */
export function registerPersonRoutes<Record, CreateSchema extends z.ZodType, UpdateSchema extends z.ZodType>(
  app: FastifyInstance,
  { path, key, auth, schemas, messages, operations }: PersonRoutesOptions<Record, CreateSchema, UpdateSchema>,
) {
  app.get(path, { config: { publicCache: true } }, () => operations.list());

  app.get<IdParams>(`${path}/:id`, { config: { publicCache: true } }, async (request) => {
    const record = await operations.get(request.params.id);
    if (!record) throw notFound(messages.notFound);
    return record;
  });

  app.register(async (guarded) => {
    guarded.addHook("onRequest", requireAdmin(auth));

    guarded.post(path, async (request, reply) => {
      const input = parseInput(schemas.create, request.body);
      const record = await operations.create(input);
      return reply.status(201).send({ success: true, message: messages.created, [key]: record });
    });

    guarded.put<IdParams>(`${path}/:id`, async (request) => {
      const input = parseInput(schemas.update, request.body);
      const record = await operations.update(request.params.id, input);
      if (!record) throw notFound(messages.notFound);
      return { success: true, message: messages.updated, [key]: record };
    });

    guarded.delete<IdParams>(`${path}/:id`, async (request) => {
      if (!(await operations.remove(request.params.id))) throw notFound(messages.notFound);
      return { success: true, message: messages.deleted };
    });
  });
}
