import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Config } from "../../config";
import type { Services } from "../../services";
import { cacheKeyOf, mayUseCache, sendAnswer, type ResponseCache } from "../http/response-cache";
import { siteUrlOf } from "../http/site-url";

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

/**
 * The server-rendered pages: every path that no other route claims goes to React Router,
 * with the services in the load context so loaders read data directly, not over HTTP.
 * Plain GETs of pages that rendered completely are kept in the response cache.
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
  }

  app.route({
    method: pageMethods,
    url: "/*",
    handler: async (request, reply) => {
      // A page the cache holds was answered before routing (response-cache.ts); this one is built.
      const key = request.method === "GET" && !config.development && mayUseCache(request.raw) ? cacheKeyOf(request.raw) : null;
      const build = responseCache.startBuild();
      let complete = true;
      const response = await handle(toWebRequest(request, reply), {
        services,
        publicUrl: siteUrlOf(request, config.publicUrl),
        clientAddress: request.clientAddress,
        reportLoadError(message, error) {
          complete = false;
          request.log.error({ err: error }, message);
        },
      });
      // Vite's development pages run inline scripts of their own: they keep the server's default policy.
      if (config.development) response.headers.delete("content-security-policy");
      if (!key || !storable(response)) return sendWebResponse(reply, response);

      // Whole, so that it is kept only if no section failed, and sent as the bytes every later visitor gets.
      const body = Buffer.from(await response.arrayBuffer());
      if (!complete) return sendWebResponse(reply, new Response(body, { status: response.status, headers: response.headers }));
      const headers = { ...reply.getHeaders(), ...Object.fromEntries(response.headers) };
      const answer = await responseCache.keep(key, build, { headers, body });
      reply.hijack();
      sendAnswer(request.raw, reply.raw, answer);
    },
  });
}
