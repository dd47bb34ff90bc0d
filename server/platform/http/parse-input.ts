import type { z } from "zod";
import { badRequest, type FieldMessages } from "./http-error";

/**
 * `null` means "not given", as JSON clients write an empty optional field (`"photo": null`):
 * such properties are left out, at any depth, before the schema sees them. A required field that
 * is null is therefore missing, and says so. Recursive: a JSON body nests at most MAX_JSON_DEPTH
 * levels (json-body.ts), and other input is flat.
 */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== null)
        .map(([key, item]) => [key, withoutNulls(item)]),
    );
  }
  return value;
}

/** A set of named fields: a JSON object, or the params or query Fastify parsed. */
const isFieldSet = (value: unknown): value is object => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * An issue's message, saying which item of a list it concerns ("Member name is required (item 3)"),
 * so the problems of two members stay two problems.
 */
function messageOf(issue: z.core.$ZodIssue): string {
  const index = issue.path.find((part) => typeof part === "number");
  return index === undefined ? issue.message : `${issue.message} (item ${index + 1})`;
}

/**
 * Each message under the field it concerns (a list's item under the list), so a form can show it
 * there without validating again. A problem of the whole input (two fields that disagree and name
 * neither) has no field, and stays in `errors` alone.
 */
function fieldsOf(issues: readonly z.core.$ZodIssue[]): FieldMessages {
  const fields: FieldMessages = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== "string") continue;
    const messages = (fields[field] ??= []);
    const message = messageOf(issue);
    if (!messages.includes(message)) messages.push(message);
  }
  return fields;
}

/**
 * Validates a request part with a shared schema; a failure is a 400 listing every problem, and
 * under `fields` which field each belongs to. A part that is not a set of fields at all (no body,
 * `null`, a list, a number) carries none of them, and the 400 says which are missing.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(withoutNulls(isFieldSet(value) ? value : {}));
  if (result.success) return result.data;
  const errors = [...new Set(result.error.issues.map(messageOf))];
  throw badRequest("Please correct the highlighted fields.", errors, fieldsOf(result.error.issues));
}
