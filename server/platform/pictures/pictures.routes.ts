import type { FastifyInstance } from "fastify";
import { immutableFilesRoute } from "../http/immutable-files-route";
import { UPLOADS_PREFIX, type PictureStorage } from "./picture-storage";

/** `GET /uploads/<name>`: a stored picture, kept by browsers for a year (its name is its content's hash). */
export function picturesRoutes(app: FastifyInstance, pictures: Pick<PictureStorage, "openPicture">) {
  immutableFilesRoute(app, {
    prefix: UPLOADS_PREFIX,
    open: pictures.openPicture,
    // `<hash>.webp` or `<hash>-w<width>.webp`
    describe: (name) => ({ etag: `"${name.replace(/\.webp$/, "")}"`, contentType: "image/webp", contentDisposition: "inline" }),
  });
}
