import multipart from "@fastify/multipart";
import { galleryPath, imageCollection, imageUploadPath } from "../../../common/image.collection";
import type { ExtraRoutes } from "../../platform/collections/collection-routes";
import { performWrite } from "../../platform/http/crud-routes";
import { HttpError, badRequest } from "../../platform/http/http-error";
import { readUploadedFile } from "../../platform/http/read-uploaded-file";
import { IMAGE_TOO_LARGE, MAX_IMAGE_UPLOAD_BYTES } from "../../platform/pictures/picture-processing";

const NO_FILE_MESSAGE = "Please choose an image file";
const publicCache = { config: { publicCache: true } };

/**
 * The images' own calls, beside the add and delete every collection has:
 * - `GET admin/:section` — anyone reads a section's images, newest first (an unknown section is a 400, its filter's);
 * - `GET galleryPath` — the gallery as `[{url, caption, captionMr}]`, for the home page's carousel;
 * - `POST imageUploadPath` — the admin uploads a picture (multipart, field `image`), stored with its
 *   smaller widths by the picture storage (server/platform/pictures/); `201 {imageUrl}`.
 */
export const imageHooks: ExtraRoutes = {
  publicRoutes(app, { service }) {
    app.get(`${imageCollection.paths.admin}/:section`, publicCache, (request) => service.listPublic(request.params));
    app.get(galleryPath, publicCache, async () =>
      (await service.listPublic({ section: "gallery" })).map(({ url, caption, captionMr }) => ({ url, caption, captionMr })),
    );
  },

  adminRoutes(guarded, { resource }) {
    // In a scope of its own: only the upload takes multipart forms.
    guarded.register(async (uploads) => {
      await uploads.register(multipart, { limits: { fileSize: MAX_IMAGE_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 } });
      // The file's limit plus room for the form's boundaries and headers.
      const config = { maxBody: { bytes: MAX_IMAGE_UPLOAD_BYTES + 64 * 1024, message: IMAGE_TOO_LARGE } };
      uploads.post(imageUploadPath, { config }, async (request, reply) => {
        if (!request.isMultipart()) throw new HttpError(415, 'Send the image as multipart/form-data, in the field "image".');
        const { bytes, fileName } = await readUploadedFile(request, "image");
        // A form sent with no file chosen still carries an empty part.
        if (bytes.length === 0) throw badRequest(NO_FILE_MESSAGE, [NO_FILE_MESSAGE]);

        // Named as the clerk knows it, the file chosen on the computer, not by the hash it is stored under.
        const kilobytes = Math.max(1, Math.round(bytes.length / 1024));
        const named = fileName ? `the picture ${fileName.slice(0, 120)}` : "a picture";
        const change = { resource, action: "upload", summary: () => `Uploaded ${named} (${kilobytes} KB)` };
        const imageUrl = await performWrite(request, change, () => request.server.services.pictures.storePicture(bytes));
        return reply.status(201).send({ success: true, message: imageCollection.messages.uploaded, imageUrl });
      });
    });
  },
};
