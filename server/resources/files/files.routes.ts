import type { FastifyInstance } from "fastify";
import { documentResource, fileUploadPath } from "../../../common/document.resource";
import { registerAdminRoutes } from "../../platform/auth/admin-guard";
import { performWrite } from "../../platform/http/crud-routes";
import { immutableFilesRoute } from "../../platform/http/immutable-files-route";
import { acceptPdfUploads, pdfUploadRoute, readPdfUpload } from "../documents/pdf-upload";
import type { Services } from "../../services";
import { FILES_PREFIX } from "./files.service";

/** `POST /api/admin/files` (a PDF in the field `file`: 201 with its permanent URL) and `GET /files/:name`. */
export async function filesRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { files } = services;
  const resource = documentResource;

  immutableFilesRoute(app, {
    prefix: FILES_PREFIX,
    open: files.openFile,
    // `<16 hex digits of the hash>-<readable name>.pdf`
    describe: (name) => ({ etag: `"${name.slice(0, 16)}"`, contentType: "application/pdf", contentDisposition: `inline; filename="${name.slice(17)}"` }),
  });

  registerAdminRoutes(app, services.auth, resource.area, async (guarded) => {
    await acceptPdfUploads(guarded);
    guarded.post(fileUploadPath, pdfUploadRoute, async (request, reply) => {
      const { bytes, fileName } = await readPdfUpload(request);
      const url = await performWrite(request, { resource, action: "upload file" }, () => files.storeFile(bytes, fileName));
      return reply.status(201).send({ success: true, message: resource.messages.fileUploaded, url });
    });
  });
}
