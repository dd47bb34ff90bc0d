import type { FastifyInstance } from "fastify";
import { NewsCreateSchema, NewsUpdateSchema } from "../../../common/news.schema";
import { newsResource } from "../../../common/news.resource";
import { mayUse } from "../../../common/roles";
import { identifyAdmin } from "../../platform/auth/admin-guard";
import { registerCrudRoutes } from "../../platform/http/crud-routes";
import type { Services } from "../../services";

export async function newsRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { news } = services;
  // Public, but a signed-in admin also sees expired items; a bad token simply gets the public view.
  app.get(newsResource.path, { onRequest: identifyAdmin(services.auth, mayUse[newsResource.area]), config: { publicCache: true } }, (request) =>
    news.listNews({ includeExpired: Boolean(request.admin) }),
  );

  registerCrudRoutes(app, newsResource, {
    auth: services.auth,
    create: { schema: NewsCreateSchema, run: (input) => news.createNews(input) },
    update: { schema: NewsUpdateSchema, run: news.updateNews },
    remove: news.deleteNews,
  });
}
