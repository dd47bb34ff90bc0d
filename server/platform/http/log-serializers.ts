import type { FastifyRequest } from "fastify";
import { confirmationPath, receiptPath } from "../../../common/admission.resource";
import { grievanceStatusApiPath, grievanceStatusPagePath } from "../../../common/grievance.resource";

/**
 * What the server's log may say about a request and an error. Logs are read by whoever looks
 * after the server, so they never carry what visitors typed: no query values (a sign-in form
 * sent before its script ran puts the password there), no secret in a path (a receipt's address
 * is the only key to an applicant's details) and no SQL parameters (a failed insert would log an
 * applicant's name, email and mobile).
 */

/** `/login?username=a&password=b` → `/login?username=[redacted]&password=[redacted]`. */
export function redactQuery(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return url;
  const keys = [...new URLSearchParams(url.slice(queryStart + 1)).keys()];
  return `${url.slice(0, queryStart)}?${keys.map((key) => `${encodeURIComponent(key)}=[redacted]`).join("&")}`;
}

/**
 * Where a path's secret starts: the receipt's token, and the same token on its confirmation page
 * (also under /mr, and in React Router's `.data` request for that page); a grievance's status
 * token, in its JSON call and on its page.
 */
const secretPathStarts = [receiptPath(""), confirmationPath(""), grievanceStatusApiPath(""), grievanceStatusPagePath("")].map((start) =>
  start.toLowerCase(),
);

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** `/mr/apply-now/received/<token>.data` → `/mr/apply-now/received/[redacted]`; other paths unchanged. */
function redactPathSecret(path: string): string {
  // Decoded and in any letter case, as the router may match it, so an encoded letter hides nothing.
  const decoded = decodedPath(path);
  const lowerCase = decoded.toLowerCase();
  for (const start of secretPathStarts) {
    const at = lowerCase.indexOf(start);
    if (at !== -1) return `${decoded.slice(0, at + start.length)}[redacted]`;
  }
  return path;
}

/** A request's URL as the log may show it: no secret in its path, no values in its query. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return redactPathSecret(url);
  return `${redactPathSecret(url.slice(0, queryStart))}${redactQuery(url.slice(queryStart))}`;
}

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

type SerializedError = { type: string; message: string; stack: string; code?: unknown; statusCode?: unknown; cause?: SerializedError };

/**
 * Drizzle puts the whole query, and its parameters, into its error message (`Failed query: …\nparams: …`):
 * the log keeps that a query failed, and the database's reason (the error's cause), not the SQL.
 */
const withoutQuery = (message: string) => (message.startsWith("Failed query:") ? "Failed query" : message);

/**
 * An error as the log shows it: its kind, message, code and stack frames, and the same for its
 * cause. Every other property (the SQL and its `params`, PostgreSQL's `detail` with the offending row) is left out.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: "(not an Error)", stack: "" };
  const type = error.constructor?.name ?? error.name;
  const message = withoutQuery(error.message);
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  const serialized: SerializedError = { type, message, stack: [`${type}: ${message}`, ...frames].join("\n") };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (typeof code === "string" || typeof code === "number") serialized.code = code;
  if (typeof statusCode === "number") serialized.statusCode = statusCode;
  if (error.cause !== undefined && depth < 4) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}
