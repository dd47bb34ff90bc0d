import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import { isStoredFilePath } from "../../../common/stored-files";
import type { Config } from "../../config";

/**
 * What clients on other origins get: the API (for the origins in CORS_ORIGINS), stored files
 * (as images from anywhere, and fetched by the allowed origins), and absolute file URLs in API
 * answers when PUBLIC_URL is set. Pages and API answers stay same-origin resources.
 */

const isApi = (url: string) => url.startsWith("/api/");

/** Everything the admin API uses, so a back office on another allowed origin can edit too. */
const corsMethods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

/** Every string in a JSON value passed through `change`; other values as they are. */
function mapStrings(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === "string") return change(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change));
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)]));
  }
  return value;
}

/** `/uploads/a.webp` → `https://college.example/uploads/a.webp`; any other text unchanged. */
export const absoluteFileUrl = (publicUrl: string) => (text: string) => (isStoredFilePath(text) ? `${publicUrl}${text}` : text);

/** `https://college.example/uploads/a.webp` → `/uploads/a.webp`; any other text unchanged. */
export const siteFilePath = (publicUrl: string) => (text: string) =>
  text.startsWith(publicUrl) && isStoredFilePath(text.slice(publicUrl.length)) ? text.slice(publicUrl.length) : text;

/**
 * With `PUBLIC_URL` set, API answers name stored files by their absolute address, so a client on
 * another origin (CORS_ORIGINS) can show them; a site path would resolve against that client's own
 * origin. What clients send back may use either form and is stored as the site path. The pages
 * call the services directly and keep their site paths.
 */
function useAbsoluteFileUrls(app: FastifyInstance, publicUrl: string) {
  const toAbsolute = absoluteFileUrl(publicUrl);
  const toSitePath = siteFilePath(publicUrl);

  app.addHook("preValidation", async (request) => {
    if (isApi(request.url) && request.body && typeof request.body === "object") {
      request.body = mapStrings(request.body, toSitePath);
    }
  });
  app.addHook("preSerialization", async (request, _reply, payload) =>
    isApi(request.url) ? mapStrings(payload, toAbsolute) : payload,
  );
}

export async function openToOtherOrigins(app: FastifyInstance, config: Pick<Config, "corsOrigins" | "publicUrl">) {
  if (config.corsOrigins.length) {
    const allowedOrigins = new Set(config.corsOrigins);
    await app.register(cors, {
      // Pages and refused origins get no CORS headers at all.
      delegator: (request, callback) => {
        const origin = request.headers.origin;
        const offered = isApi(request.url) || isStoredFilePath(request.url);
        const allowed = offered && origin !== undefined && allowedOrigins.has(origin);
        callback(null, allowed ? { origin, credentials: true, methods: corsMethods, maxAge: 600 } : { origin: false });
      },
    });
  }
  // Helmet makes every answer a same-origin resource; stored files are public, so any page may show them.
  app.addHook("onSend", async (request, reply) => {
    if (isStoredFilePath(request.url)) reply.header("cross-origin-resource-policy", "cross-origin");
  });
  if (config.publicUrl) useAbsoluteFileUrls(app, config.publicUrl);
}
