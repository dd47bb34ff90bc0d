import type { FieldDescription } from "../../common/fields";

/**
 * A value each described field takes (common/fields.ts), from its description alone: what a
 * clerk would type into the admin form's input for it. A body of these is valid for a plain list
 * resource, so the API's sweeps can send one to a list no test has written a body for.
 */
export function sampleValue(field: FieldDescription): string | number {
  switch (field.input) {
    case "date":
      return "2026-03-01";
    case "number":
      return field.range?.min ?? 1;
    case "email":
      return "office@example.com";
    case "tel":
      return "98765 43210";
    case "select":
      return field.options?.[0]?.value ?? "";
    default: {
      const text = field.lang === "mr" ? `नमुना ${field.label}` : `Sample ${field.label.toLowerCase()}`;
      return text.slice(0, field.max ?? text.length);
    }
  }
}

/** A body of every described field with its sample value. */
export const sampleBody = (fields: Record<string, FieldDescription>) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, sampleValue(field)]));
