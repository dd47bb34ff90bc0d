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
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    // The parser marks a file it cut at the limit only when the bytes past the limit arrive; when
    // they come in a later piece than the last byte it kept, the plugin's toBuffer had already
    // checked the mark for the last time, and took the bytes up to the limit for the whole file.
    // Once the file has ended, the mark is final.
    if (part.file.truncated) throw new request.server.multipartErrors.RequestFileTooLargeError();
    return { bytes: Buffer.concat(chunks), fileName: part.filename };
  } catch (error) {
    // The plugin's own errors carry their status (413, 415…); the parser's (a missing boundary, a
    // form cut off in the middle) mean the request itself was malformed.
    if (typeof (error as { statusCode?: unknown }).statusCode === "number") throw error;
    throw badRequest("The upload could not be read. Please choose the file again and retry.");
  }
}
