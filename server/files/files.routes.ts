import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { documentResource, fileUploadPath } from "../../common/document.resource";
import { registerAdminRoutes } from "../auth/admin-guard";
import { performWrite } from "../http/crud-routes";
import { parseInput } from "../http/parse-input";
import { sendStoredFile } from "../http/send-stored-file";
import { acceptPdfUploads, pdfUploadRoute, readPdfUpload } from "../documents/pdf-upload";
import type { Services } from "../services";
import { FILES_PREFIX } from "./files.service";

const NameParamsSchema = z.object({ name: z.string() });

/** `POST /api/admin/files` (a PDF in the field `file`: 201 with its permanent URL) and `GET /files/:name`. */
export async function filesRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { files } = services;
  const resource = documentResource;

  // HEAD is declared, not derived from GET, so it answers the headers without reading the file.
  app.route({
    method: ["GET", "HEAD"],
    url: `${FILES_PREFIX}:name`,
    handler: async (request, reply) => {
      const { name } = parseInput(NameParamsSchema, request.params);
      const file = await files.openFile(name);
      if (!file) return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
      return sendStoredFile(request, reply, {
        file,
        // The name holds the hash of the bytes, so it never serves other bytes.
        etag: `"${name.slice(0, 16)}"`,
        lastModified: file.modifiedAt,
        contentType: "application/pdf",
        contentDisposition: `inline; filename="${name.slice(17)}"`,
        cacheControl: "public, max-age=31536000, immutable",
      });
    },
  });

  registerAdminRoutes(app, services.auth, async (guarded) => {
    await acceptPdfUploads(guarded);
    guarded.post(fileUploadPath, pdfUploadRoute, async (request, reply) => {
      const { bytes, fileName } = await readPdfUpload(request);
      const url = await performWrite(request, { resource, action: "upload file" }, () => files.storeFile(bytes, fileName));
      return reply.status(201).send({ success: true, message: resource.messages.fileUploaded, url });
    });
  });
}
