import type { HttpError } from "../../server/platform/http/http-error";

/**
 * Whether a page action's call to a service was refused for the visitor (4xx), as opposed to
 * failing. Checked by shape, not `instanceof`: the page bundle carries its own copy of the
 * HttpError class, distinct from the one the services throw.
 */
export function isRefusal(error: unknown): error is HttpError {
  const status = (error as Partial<HttpError> | null)?.statusCode;
  return error instanceof Error && typeof status === "number" && status >= 400 && status < 500;
}
