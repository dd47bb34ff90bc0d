import { mkdir } from "node:fs/promises";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Only the images the upload pipeline writes: `<hash>.webp` and its `-w<width>` copies. */
const servedName = /^\/[a-f0-9]{16,64}(-w\d{2,4})?\.webp$/;

/**
 * Serves stored uploads at `/uploads/<name>` (register with `prefix: "/uploads"`). Names are
 * content hashes, so a name never changes its content and browsers may keep it for a year.
 */
export async function uploadsPlugin(app: FastifyInstance, { directory }: { directory: string }) {
  await mkdir(directory, { recursive: true });

  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).type("text/plain; charset=utf-8").send("Not found"),
  );

  await app.register(fastifyStatic, {
    root: directory,
    decorateReply: false,
    wildcard: true,
    index: false,
    list: false,
    allowedPath: (pathName) => servedName.test(pathName),
    maxAge: "365d",
    immutable: true,
    setHeaders(reply) {
      reply.header("x-content-type-options", "nosniff");
    },
  });
}
