import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { StoredFile } from "../storage/file-storage";
import { parseInput } from "./parse-input";
import { sendStoredFile } from "./send-stored-file";

const NameParamsSchema = z.object({ name: z.string() });

type ImmutableFiles = {
  /** Where the files are served: `/files/`. */
  prefix: string;
  /** The stored file by its name, or null for a name never given or not stored. */
  open(name: string): Promise<StoredFile | null>;
  /** A strong validator taken from the name, quoted, and how the file is sent. */
  describe(name: string): { etag: string; contentType: string; contentDisposition: string };
};

/**
 * `GET` and `HEAD <prefix>:name` for stored files whose name holds the hash of their bytes: a
 * name never serves other bytes, so browsers may keep each for a year without asking again.
 */
export function immutableFilesRoute(app: FastifyInstance, { prefix, open, describe }: ImmutableFiles) {
  // HEAD is declared, not derived from GET, so it answers the headers without reading the file.
  app.route({
    method: ["GET", "HEAD"],
    url: `${prefix}:name`,
    handler: async (request, reply) => {
      const { name } = parseInput(NameParamsSchema, request.params);
      const file = await open(name);
      if (!file) return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
      return sendStoredFile(request, reply, {
        file,
        lastModified: file.modifiedAt,
        cacheControl: "public, max-age=31536000, immutable",
        ...describe(name),
      });
    },
  });
}
