import { useCallback, useState } from "react";
import type { z } from "zod";

/** One message per field, the first the schema found; `form` holds problems not tied to a field. */
export type FieldErrors = Partial<Record<string, string>>;

/** Turns a failed parse into one message per top-level field. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The values of an admin form (kept as the strings the inputs hold) and their errors. The same
 * Zod schema the server uses checks them, so the browser shows the server's words.
 */
export function useFormState<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const setValue = useCallback((name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A corrected field stops shouting at once; the others keep their messages until the next check.
    setErrors((current) => (current[name] || current.form ? { ...current, [name]: undefined, form: undefined } : current));
  }, []);

  const reset = useCallback((next: Values) => {
    setValues(next);
    setErrors({});
  }, []);

  /** The parsed values, or null after showing why they are not acceptable. */
  function validate<Schema extends z.ZodType>(schema: Schema, input: unknown = values): z.output<Schema> | null {
    const result = schema.safeParse(input);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(fieldErrorsOf(result.error));
    return null;
  }

  return { values, errors, setValue, setErrors, reset, validate };
}

export type FormState<Values extends Record<string, string>> = ReturnType<typeof useFormState<Values>>;
