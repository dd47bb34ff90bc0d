import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { IMAGE_TOO_LARGE } from "../pictures/picture-processing";
import { HttpError, type FieldMessages } from "./http-error";

type ErrorBody = { success: false; message: string; errors?: string[]; fields?: FieldMessages };

/** Fastify's own error codes that describe a client mistake, in words a clerk understands. */
const clientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: "The request is too large." },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: IMAGE_TOO_LARGE },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: "This content type is not supported." },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: "The request body is empty." },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: "The request body is not valid JSON." },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: "Send the file as multipart/form-data." },
  FST_FILES_LIMIT: { status: 400, message: "Send one file at a time." },
  FST_PARTS_LIMIT: { status: 413, message: "The form has too many parts." },
};

function toReply(error: FastifyError | HttpError): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    const body: ErrorBody = { success: false, message: error.message };
    if (error.errors?.length) body.errors = error.errors;
    if (error.fields && Object.keys(error.fields).length) body.fields = error.fields;
    return { status: error.statusCode, body };
  }
  const known = error.code ? clientErrors[error.code] : undefined;
  if (known) return { status: known.status, body: { success: false, message: known.message } };
  if (error.statusCode === 429) {
    return { status: 429, body: { success: false, message: "Too many attempts. Please wait a while and try again." } };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, body: { success: false, message: "The request could not be understood." } };
  }
  return {
    status: 500,
    body: { success: false, message: "Something went wrong on our side. Please try again in a moment." },
  };
}

/** Every failure answers the contract's shape; 5xx details go to the log, never to the client. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toReply(error);
    // A 503 the server chose (a queue that is full: try again in a minute) is expected under load,
    // not a failure: one line of information, as any other refusal, without a stack.
    if (status >= 500 && !(error instanceof HttpError)) request.log.error({ err: error }, "request failed");
    else request.log.info({ status, message: body.message }, "request refused");
    // The rest of a refused large body is not read: the connection ends with this answer.
    if (status === 413) reply.header("connection", "close");
    return reply.status(status).type("application/json; charset=utf-8").send(body);
  });
}

/**
 * Fastify's `frameworkErrors`: a path it cannot decode (`/api/admin/faculty/%c0%ae`) is answered
 * in the contract's shape like every other failure, without echoing the path back.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const badUrl = error.code === "FST_ERR_BAD_URL";
  if (!badUrl) request.log.error({ err: error }, "request failed before routing");
  void reply
    .status(badUrl ? 400 : 500)
    .type("application/json; charset=utf-8")
    .send({
      success: false,
      message: badUrl ? "The address is not valid." : "Something went wrong on our side. Please try again in a moment.",
    } satisfies ErrorBody);
}

/**
 * Node's `clientError`: a request too malformed to reach Fastify (a broken request line, headers
 * that are too large) still gets an answer in the contract's shape before the connection closes.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return socket.destroy();
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
  const body = JSON.stringify({ success: false, message: "The request could not be understood." } satisfies ErrorBody);
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? "Request Header Fields Too Large" : "Bad Request"}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function sendApiNotFound(reply: import("fastify").FastifyReply) {
  return reply
    .status(404)
    .type("application/json; charset=utf-8")
    .send({ success: false, message: "Not found" } satisfies ErrorBody);
}
