import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { IMAGE_TOO_LARGE, ImageInputSchema, ImageSectionSchema, MAX_IMAGE_UPLOAD_BYTES } from "../../../common/image.schema";
import { galleryPath, imageResource, imageUploadPath } from "../../../common/image.resource";
import { registerAdminRoutes } from "../../platform/auth/admin-guard";
import { performWrite, registerCrudRoutes } from "../../platform/http/crud-routes";
import { HttpError, badRequest } from "../../platform/http/http-error";
import { immutableFilesRoute } from "../../platform/http/immutable-files-route";
import { parseInput } from "../../platform/http/parse-input";
import { readUploadedFile } from "../../platform/http/read-uploaded-file";
import type { Services } from "../../services";
import { UPLOADS_PREFIX } from "./images.service";

const SectionParamsSchema = z.object({ section: ImageSectionSchema });

const NO_FILE_MESSAGE = "Please choose an image file";

export async function imagesRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { images } = services;
  const resource = imageResource;

  app.get(`${resource.path}/:section`, { config: { publicCache: true } }, async (request) => {
    const { section } = parseInput(SectionParamsSchema, request.params);
    return images.listImages(section);
  });

  app.get(galleryPath, { config: { publicCache: true } }, async () => images.listGallery());

  immutableFilesRoute(app, {
    prefix: UPLOADS_PREFIX,
    open: images.openUpload,
    // `<hash>.webp` or `<hash>-w<width>.webp`
    describe: (name) => ({ etag: `"${name.replace(/\.webp$/, "")}"`, contentType: "image/webp", contentDisposition: "inline" }),
  });

  registerCrudRoutes(app, resource, {
    auth: services.auth,
    create: { schema: ImageInputSchema, run: images.createImage },
    remove: images.deleteImage,
  });

  registerAdminRoutes(app, services.auth, resource.area, async (guarded) => {
    await guarded.register(multipart, {
      limits: { fileSize: MAX_IMAGE_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 },
    });

    // The file's limit plus room for the form's boundaries and headers.
    const uploadConfig = { maxBody: { bytes: MAX_IMAGE_UPLOAD_BYTES + 64 * 1024, message: IMAGE_TOO_LARGE } };
    guarded.post(imageUploadPath, { config: uploadConfig }, async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, 'Send the image as multipart/form-data, in the field "image".');
      }
      const { bytes, fileName } = await readUploadedFile(request, "image");
      // A form sent with no file chosen still carries an empty part.
      if (bytes.length === 0) throw badRequest(NO_FILE_MESSAGE, [NO_FILE_MESSAGE]);

      // Named as the clerk knows it, the file chosen on the computer, not by the hash it is stored under.
      const kilobytes = Math.max(1, Math.round(bytes.length / 1024));
      const named = fileName ? `the picture ${fileName.slice(0, 120)}` : "a picture";
      const change = { resource, action: "upload", summary: () => `Uploaded ${named} (${kilobytes} KB)` };
      const imageUrl = await performWrite(request, change, () => images.storeImage(bytes));
      return reply.status(201).send({ success: true, message: resource.messages.uploaded, imageUrl });
    });
  });
}
