import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import type { Config } from "../../config";
import type { Services } from "../../services";
import { cacheKeyOf, mayUseCache, sendAnswer, type ResponseCache } from "../http/response-cache";
import { siteUrlOf } from "../http/site-url";
import { findsNothing, pageRoutesOf, type PageRoute } from "./page-routes";

type Options = { config: Config; services: Services; rootDir: string; responseCache: ResponseCache };

/** Not OPTIONS: preflight requests belong to @fastify/cors, whose own catch-all would clash with this one. */
const pageMethods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

type RequestHandler = ReturnType<typeof createRequestHandler>;

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  // The path is appended, never resolved: resolving `//other.site/apply-now` against our origin
  // would make it the other site's address, and React Router's same-origin check of form posts
  // compares the Origin header with this URL.
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  const raw = request.raw.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);

  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const init: RequestInit = { method: request.method, headers, signal: controller.signal };
  if (Buffer.isBuffer(request.body) && request.body.length && request.method !== "GET" && request.method !== "HEAD") {
    init.body = new Uint8Array(request.body);
  }
  return new Request(`${origin}${request.url}`, init);
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
  return reply.send(response.body ? Readable.fromWeb(response.body as import("stream/web").ReadableStream) : null);
}

/** Whether an answer may be kept for every visitor: a 200 with a body, setting no cookie, that does not say it must not be stored (a page naming an applicant). */
const storable = (response: Response) =>
  response.status === 200 &&
  response.body !== null &&
  !response.headers.has("set-cookie") &&
  !/no-store|private/.test(response.headers.get("cache-control") ?? "");

/** What a page not found answers: nothing of it names the visitor, so only a cookie set on the way keeps it from being kept. */
const keepableNotFound = (response: Response) => response.status === 404 && response.body !== null && !response.headers.has("set-cookie");

/** The key of a route's kept 404 page: one per route (and language, which the route is), whatever the address. */
const notFoundKeyOf = (request: FastifyRequest["raw"], routeId: string) => cacheKeyOf(request, ` 404 ${routeId}`);

/**
 * The server-rendered pages: every path that no other route claims goes to React Router,
 * with the services in the load context so loaders read data directly, not over HTTP.
 * Plain GETs of pages that rendered completely are kept in the response cache, and so is the 404
 * page of each route (common/not-found-page.ts): the same at every address the route does not
 * find, it is kept once per route and language, however many addresses are made up, and sent as
 * kept once the route's own loader has found nothing there.
 */
export async function pagesPlugin(app: FastifyInstance, { config, services, rootDir, responseCache }: Options) {
  // React Router parses form posts itself; this scope only reads their bytes, within the server's
  // body limit (a larger declared or streamed body is a 413 before it is buffered). The pages'
  // actions read forms, which come in these two encodings only: any other body (JSON, however
  // deep) is a 415 here, where it would make the action's request.formData() throw, a 500.
  app.removeAllContentTypeParsers();
  for (const formEncoding of ["application/x-www-form-urlencoded", "multipart/form-data"]) {
    app.addContentTypeParser(formEncoding, { parseAs: "buffer" }, (_request, body, done) => done(null, body));
  }

  let handle: RequestHandler;
  // Which page an address is, to answer it from its route's kept 404 page (none in development, which keeps nothing).
  let pageOf: ((url: string) => PageRoute | undefined) | undefined;
  if (config.development) {
    const { createServer } = await import("vite");
    const middie = await import("@fastify/middie");
    const vite = await createServer({ root: rootDir, server: { middlewareMode: true }, appType: "custom" });
    await app.register(middie.default);
    app.use(vite.middlewares);
    app.addHook("onClose", () => vite.close());
    handle = createRequestHandler(
      () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      "development",
    );
  } else {
    const buildPath = path.join(config.buildDir, "server", "index.js");
    if (!fs.existsSync(buildPath)) {
      app.log.warn("The pages are not built yet: run `npm run build`.");
      app.route({
        method: pageMethods,
        url: "/*",
        handler: async (_request, reply) =>
          reply.status(503).type("text/plain; charset=utf-8").send("The site is not built yet. Run: npm run build"),
      });
      return;
    }
    const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
    handle = createRequestHandler(build, "production");
    pageOf = pageRoutesOf(build);
  }

  app.route({
    method: pageMethods,
    url: "/*",
    handler: async (request, reply) => {
      // A page the cache holds was answered before routing (response-cache.ts); this one is built.
      const keepable = !config.development && mayUseCache(request.raw);
      const key = request.method === "GET" && keepable ? cacheKeyOf(request.raw) : null;
      const build = responseCache.startBuild();
      let complete = true;
      let notFoundPageOf: string | undefined;
      const context: AppLoadContext = {
        services,
        publicUrl: siteUrlOf(request, config.publicUrl),
        clientAddress: request.clientAddress,
        reportLoadError(message, error) {
          complete = false;
          request.log.error({ err: error }, message);
        },
        renderingNotFoundPage(routeId) {
          notFoundPageOf = routeId;
        },
      };
      const webRequest = toWebRequest(request, reply);

      // With its route's 404 page kept, the page's own loader says whether the address names anything;
      // when it names nothing, the kept page is the answer, without the frame's loaders or a render.
      const page = keepable ? pageOf?.(request.url) : undefined;
      const kept = page && responseCache.get(notFoundKeyOf(request.raw, page.id));
      if (page && kept && (await findsNothing(page, webRequest, context))) {
        reply.hijack();
        return sendAnswer(request.raw, reply.raw, kept);
      }

      const response = await handle(webRequest, context);
      // Vite's development pages run inline scripts of their own: they keep the server's default policy.
      if (config.development) response.headers.delete("content-security-policy");
      if (notFoundPageOf && keepable && request.method === "GET" && keepableNotFound(response)) {
        return keepAndSend(notFoundKeyOf(request.raw, notFoundPageOf), response);
      }
      if (!key || !storable(response)) return sendWebResponse(reply, response);
      return keepAndSend(key, response);

      /** Keeps the answer, whole, so that it is kept only if no section failed, and sends it as the bytes every later visitor gets. */
      async function keepAndSend(keyOfAnswer: string, rendered: Response) {
        const body = Buffer.from(await rendered.arrayBuffer());
        if (!complete) return sendWebResponse(reply, new Response(body, { status: rendered.status, headers: rendered.headers }));
        const headers = { ...reply.getHeaders(), ...Object.fromEntries(rendered.headers) };
        const answer = await responseCache.keep(keyOfAnswer, build, { status: rendered.status === 404 ? 404 : 200, headers, body });
        reply.hijack();
        sendAnswer(request.raw, reply.raw, answer);
      }
    },
  });
}
