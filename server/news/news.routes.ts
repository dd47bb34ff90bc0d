import type { FastifyInstance } from "fastify";
import { NewsCreateSchema, NewsUpdateSchema } from "../../common/news.schema";
import { identifyAdmin, requireAdmin } from "../auth/admin-guard";
import { notFound } from "../http/http-error";
import { parseInput } from "../http/parse-input";
import type { Services } from "../services";

const NOT_FOUND = "News item not found";

type IdParams = { Params: { id: string } };

export async function newsRoutes(app: FastifyInstance, { services }: { services: Services }) {
  // Public, but a signed-in admin also sees expired items; a bad token simply gets the public view.
  app.get("/api/admin/latestnews", { onRequest: identifyAdmin(services.auth), config: { publicCache: true } }, (request) =>
    services.news.listNews({ includeExpired: Boolean(request.admin) }),
  );

  app.register(async (guarded) => {
    guarded.addHook("onRequest", requireAdmin(services.auth));

    guarded.post("/api/admin/latestnews", async (request, reply) => {
      const input = parseInput(NewsCreateSchema, request.body);
      const item = await services.news.createNews(input);
      return reply.status(201).send({ success: true, message: "News added successfully", news: item });
    });

    guarded.put<IdParams>("/api/admin/latestnews/:id", async (request) => {
      const input = parseInput(NewsUpdateSchema, request.body);
      const item = await services.news.updateNews(request.params.id, input);
      if (!item) throw notFound(NOT_FOUND);
      return { success: true, message: "News updated successfully", news: item };
    });

    guarded.delete<IdParams>("/api/admin/latestnews/:id", async (request) => {
      if (!(await services.news.deleteNews(request.params.id))) throw notFound(NOT_FOUND);
      return { success: true, message: "News deleted successfully" };
    });
  });
}
