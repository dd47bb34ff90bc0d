import type { FastifyRequest } from "fastify";
import { badRequest } from "./http-error";

/** An uploaded file: its bytes, and the name the uploader's computer gave it (to be trusted for nothing). */
export type UploadedFile = { bytes: Buffer; fileName: string };

/**
 * The one file in the multipart field `field`; empty bytes when the form carries no file there.
 * Over the multipart plugin's size limit this throws its 413.
 */
export async function readUploadedFile(request: FastifyRequest, field: string): Promise<UploadedFile> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== field) {
      part?.file.resume();
      return { bytes: Buffer.alloc(0), fileName: "" };
    }
    return { bytes: await part.toBuffer(), fileName: part.filename };
  } catch (error) {
    // The plugin's own errors carry their status (413, 415…); the parser's (a missing boundary, a
    // form cut off in the middle) mean the request itself was malformed.
    if (typeof (error as { statusCode?: unknown }).statusCode === "number") throw error;
    throw badRequest("The upload could not be read. Please choose the file again and retry.");
  }
}
