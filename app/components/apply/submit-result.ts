import type { z } from "zod";
import type { ApplicationSchema } from "../../../common/admission.schema";
import { ApiError } from "../../lib/api-client";
import type { FieldErrors as FieldErrorsOf } from "../../lib/field-errors";

export type ApplicationField = keyof z.output<typeof ApplicationSchema>;
export type FieldErrors = FieldErrorsOf<ApplicationField>;

/** What the visitor is told after pressing Submit. */
export type SubmitResult =
  | { kind: "success"; message: string; applicationNumber: string; receiptUrl: string }
  | { kind: "invalid"; errors: string[] }
  | { kind: "duplicate" }
  | { kind: "message"; message: string };

export const NETWORK_FAILURE = "Unable to connect to the server. Please check your internet connection and try again.";
export const UNEXPECTED_FAILURE = "An unexpected error occurred. Please try again later.";
export const GENERIC_SERVER_FAILURE = "An error occurred while submitting your application.";

/** The server's refusal — from the API (with JavaScript) or the page's action (without): its list of problems, an email already used, or its message. */
export function resultFromRefusal({ message, errors }: { message?: string; errors?: readonly string[] }): SubmitResult {
  if (errors?.length) return { kind: "invalid", errors: [...errors] };
  if (message && /already registered/i.test(message)) return { kind: "duplicate" };
  return { kind: "message", message: message?.trim() || GENERIC_SERVER_FAILURE };
}

/** A failed `apiRequest`: no answer at all, a refusal, or something that should not happen. */
export function resultFromApiFailure(error: unknown): SubmitResult {
  if (error instanceof ApiError) {
    if (error.status === 0 && error.message === "No response from server") return { kind: "message", message: NETWORK_FAILURE };
    if (error.status > 0) return resultFromRefusal({ message: error.body?.message, errors: error.body?.errors });
  }
  return { kind: "message", message: UNEXPECTED_FAILURE };
}
