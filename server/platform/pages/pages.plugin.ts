import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Config } from "../../config";
import type { Services } from "../../services";
import { createNonce, pageContentSecurityPolicy } from "./content-security-policy";
import { cacheKey, sendCached, type ResponseCache } from "../http/response-cache";
import { siteUrlOf } from "../http/site-url";
import { suggestsMarathi } from "../../../common/language-preference";

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

async function sendWebResponse(reply: FastifyReply, response: Response, body = response.body) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
  return reply.send(body ? Readable.fromWeb(body as import("stream/web").ReadableStream) : null);
}

/** Headers a cached page is served with again; the length changes with the nonce. */
const reusableHeaders = (response: Response): [string, string][] =>
  [...response.headers].filter(([name]) => name !== "content-length");

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
      const cspNonce = createNonce();
      if (!config.development) reply.header("content-security-policy", pageContentSecurityPolicy(cspNonce));
      // The English home page suggests Marathi to some visitors (common/language-preference.ts): each answer is kept apart.
      const variant = suggestsMarathi({ acceptLanguage: request.headers["accept-language"], cookie: request.headers.cookie }) ? " mr" : "";
      const key = request.method === "GET" && !config.development ? `${cacheKey(request)}${variant}` : null;
      const cached = key ? responseCache.get(key, cspNonce) : undefined;
      if (cached) return sendCached(reply, cached);

      const build = responseCache.startBuild();
      let complete = true;
      const response = await handle(toWebRequest(request, reply), {
        services,
        cspNonce,
        publicUrl: siteUrlOf(request, config.publicUrl),
        clientAddress: request.ip,
        reportLoadError(message, error) {
          complete = false;
          request.log.error({ err: error }, message);
        },
      });
      // A page that says it must not be stored (one naming an applicant) is not kept either.
      const storable = !/no-store|private/.test(response.headers.get("cache-control") ?? "");
      if (!key || !storable || response.status !== 200 || !response.body || response.headers.has("set-cookie")) {
        return sendWebResponse(reply, response);
      }
      // The visitor gets the page as it streams; a copy is kept once it has finished without a failed section.
      const [toVisitor, toCache] = response.body.tee();
      new Response(toCache).text().then(
        (body) => {
          if (complete) responseCache.set(key, build, { headers: reusableHeaders(response), body }, cspNonce);
        },
        () => {},
      );
      return sendWebResponse(reply, response, toVisitor);
    },
  });
}
