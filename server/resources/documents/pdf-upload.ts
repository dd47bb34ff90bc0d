import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { MAX_PDF_UPLOAD_BYTES, NO_PDF_CHOSEN, PDF_TOO_LARGE, PDF_UPLOAD_FIELD } from "../../../common/document.resource";
import { HttpError, badRequest } from "../../platform/http/http-error";
import { payloadTooLarge } from "../../platform/http/request-guards";
import { readUploadedFile, type UploadedFile } from "../../platform/http/read-uploaded-file";

/** The route options of a PDF upload: a body that declares more than the file's limit (plus the form's own bytes) is refused at once. */
export const pdfUploadRoute = { config: { maxBody: { bytes: MAX_PDF_UPLOAD_BYTES + 64 * 1024, message: PDF_TOO_LARGE } } };

/** Lets the routes of `scope` read one PDF of at most 20 MB from a multipart form. */
export async function acceptPdfUploads(scope: FastifyInstance) {
  await scope.register(multipart, {
    limits: { fileSize: MAX_PDF_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 },
  });
}

/**
 * The PDF in the field `file` of a multipart form: 415 for another kind of body, 400 when no
 * file was chosen, 413 past 20 MB. Whether the bytes are a PDF is the services' rule.
 */
export async function readPdfUpload(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new HttpError(415, `Send the PDF as multipart/form-data, in the field "${PDF_UPLOAD_FIELD}".`);
  let upload: UploadedFile;
  try {
    upload = await readUploadedFile(request, PDF_UPLOAD_FIELD);
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode === 413) throw payloadTooLarge(PDF_TOO_LARGE);
    throw error;
  }
  // A form sent with no file chosen still carries an empty part.
  if (upload.bytes.length === 0) throw badRequest(NO_PDF_CHOSEN, [NO_PDF_CHOSEN]);
  return upload;
}
