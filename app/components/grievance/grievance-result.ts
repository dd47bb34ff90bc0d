import type { FiledGrievance, GrievanceField } from "../../../common/grievance.schema";
import { ApiError } from "../../lib/api-client";
import type { FieldErrors } from "../../lib/field-errors";

/** What the answer page shows of a grievance just filed. */
export type FiledAnswer = Pick<FiledGrievance, "grievanceNumber" | "category" | "dueDate" | "statusUrl">;

/** What the complainant is told after pressing Submit. */
export type GrievanceResult =
  | { kind: "filed"; filed: FiledAnswer }
  | { kind: "invalid"; errors: string[] }
  | { kind: "message"; message: string };

export type GrievanceFieldErrors = FieldErrors<GrievanceField>;
export type GrievanceValues = Record<GrievanceField, string>;

export const grievanceFieldOrder = ["name", "email", "mobile", "category", "subject", "description", "reference"] as const satisfies readonly GrievanceField[];

export const emptyGrievance = Object.fromEntries(grievanceFieldOrder.map((name) => [name, ""])) as GrievanceValues;

/** The form's own failures: the page says them with its catalog's words. */
export const NETWORK_FAILURE = "network";
export const UNEXPECTED_FAILURE = "unexpected";

/** The server's refusal, from the API (with JavaScript) or the page's action (without): its list of problems, or its message. */
export function resultFromRefusal({ message, errors }: { message?: string; errors?: readonly string[] }): GrievanceResult {
  if (errors?.length) return { kind: "invalid", errors: [...errors] };
  return { kind: "message", message: message?.trim() || UNEXPECTED_FAILURE };
}

/** A failed `apiRequest`: no answer at all, a refusal, or something that should not happen. */
export function resultFromApiFailure(error: unknown): GrievanceResult {
  if (error instanceof ApiError) {
    if (error.status === 0) return { kind: "message", message: NETWORK_FAILURE };
    return resultFromRefusal({ message: error.body?.message, errors: error.body?.errors });
  }
  return { kind: "message", message: UNEXPECTED_FAILURE };
}
