/** The message under each field of a form: the first problem of that field. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** From the schema's issues, as the browser checks a form before sending it. */
export function fieldErrorsFrom<Field extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = issue.path[0] as Field | undefined;
    if (typeof field === "string" && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** From a refusal's `fields` (which field each message of a 400 belongs to), as the server said it. */
export function fieldErrorsOfRefusal<Field extends string>(fields: Readonly<Record<string, readonly string[]>> | undefined): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const [field, messages] of Object.entries(fields ?? {})) {
    if (messages[0]) errors[field as Field] = messages[0];
  }
  return errors;
}
