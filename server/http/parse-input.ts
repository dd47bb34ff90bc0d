import type { z } from "zod";
import { badRequest } from "./http-error";

/** Validates a request part with a shared schema; a failure is a 400 listing every problem by field. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const errors = [...new Set(result.error.issues.map((issue) => issue.message))];
  throw badRequest("Please correct the highlighted fields.", errors);
}
