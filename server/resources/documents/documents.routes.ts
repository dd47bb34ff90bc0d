import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { documentDownloadPrefix, documentResource, documentsListPath } from "../../../common/document.resource";
import { mayUse } from "../../../common/roles";
import { identifyAdmin, registerAdminRoutes } from "../../platform/auth/admin-guard";
import { orNotFound, performWrite, writeAnswer } from "../../platform/http/crud-routes";
import { notFound } from "../../platform/http/http-error";
import { parseInput } from "../../platform/http/parse-input";
import { sendStoredFile } from "../../platform/http/send-stored-file";
import type { Services } from "../../services";
import { documentByKey } from "./document-files";
import { publicSummary } from "./documents.service";
import { acceptPdfUploads, pdfUploadRoute, readPdfUpload } from "./pdf-upload";

const resource = documentResource;
const FileParamsSchema = z.object({ file: z.string() });
const KeyParamsSchema = z.object({ key: z.string() });
const VersionParamsSchema = z.object({
  key: z.string(),
  versionId: z.string(),
});

/** The `:key` of a request when it names one of the documents; the contract's 404 otherwise, before any upload is read. */
function documentKeyOf(request: FastifyRequest): string {
  const { key } = parseInput(KeyParamsSchema, request.params);
  if (!documentByKey(key)) throw notFound(resource.messages.notFound);
  return key;
}

/**
 * The six PDF documents: each served at its fixed `/api/pdfdownload/…` address, which a new file
 * never changes (links in notices and messages keep working), listed at `GET /api/documents`,
 * and replaced, listed by version and restored by the admin.
 */
export async function documentsRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { documents } = services;

  // HEAD is declared, not derived from GET, so it answers the headers without reading the file.
  app.route({
    method: ["GET", "HEAD"],
    url: `${documentDownloadPrefix}:file`,
    handler: async (request, reply) => {
      const { file } = parseInput(FileParamsSchema, request.params);
      const opened = await documents.openDocument(file);
      if (!opened) throw notFound(resource.messages.notFound);
      return sendStoredFile(request, reply, {
        file: opened.file,
        // The stored name is the hash of the bytes: a new file is a new validator at once.
        etag: `"${opened.current.storageName.replace(/\.pdf$/, "").slice(0, 32)}"`,
        lastModified: opened.current.updatedAt,
        contentType: "application/pdf",
        // inline, so the pages can show the PDF; their download buttons use the `download` attribute.
        contentDisposition: `inline; filename="${opened.entry.fileName}"`,
        // The clerk may replace the file behind this address at any time, so browsers check back each time (a cheap 304).
        cacheControl: "public, no-cache",
      });
    },
  });

  // Public; a signed-in admin also learns who uploaded each file.
  app.get(documentsListPath, { onRequest: identifyAdmin(services.auth, mayUse[resource.area]), config: { publicCache: true } }, async (request) => {
    const list = await documents.listDocuments();
    return request.admin ? list : list.map(publicSummary);
  });

  registerAdminRoutes(app, services.auth, resource.area, async (guarded) => {
    await acceptPdfUploads(guarded);

    guarded.put(`${resource.path}/:key`, pdfUploadRoute, async (request) => {
      const key = documentKeyOf(request);
      const { bytes } = await readPdfUpload(request);
      const uploadedBy = request.admin!.username;
      const document = await performWrite(request, { resource, action: "replace", id: key }, () =>
        documents.replaceDocument(key, bytes, uploadedBy),
      );
      return writeAnswer(resource, resource.messages.replaced, orNotFound(resource, document));
    });

    guarded.get(`${resource.path}/:key/versions`, async (request) =>
      orNotFound(resource, await documents.listVersions(documentKeyOf(request))),
    );

    guarded.post(`${resource.path}/:key/versions/:versionId/restore`, async (request) => {
      const key = documentKeyOf(request);
      const { versionId } = parseInput(VersionParamsSchema, request.params);
      const document = await performWrite(request, { resource, action: "restore", id: key }, () =>
        documents.restoreVersion(key, versionId),
      );
      if (!document) throw notFound(resource.messages.versionNotFound);
      return writeAnswer(resource, resource.messages.restored, document);
    });
  });
}
