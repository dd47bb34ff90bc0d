import { useCallback, useState } from "react";
import type { z } from "zod";

/** One message per field, the first the schema found; `form` holds problems not tied to a field. */
export type FieldErrors = Partial<Record<string, string>>;

/** One row of a list field (say, a committee's members): each of its inputs holds text. */
export type RowValues = Record<string, string>;

/** What a form keeps for one field: the text its input holds, the rows of a list field, or a list of addresses (an event's pictures). */
export type FormValue = string | readonly RowValues[] | readonly string[];

/**
 * Turns a failed parse into one message per field. A field inside a row is keyed by its path,
 * `members.1.name`; a problem with a list as a whole by the list's name.
 */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Whether an error key belongs to the field `name`: the field itself or anything inside its rows. */
const isErrorOf = (key: string, name: string) => key === name || key.startsWith(`${name}.`);

/**
 * The values of an admin form (kept as the strings the inputs hold) and their errors. The same
 * Zod schema the server uses checks them, so the browser shows the server's words.
 */
export function useFormState<Values extends Record<string, FormValue>>(initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const setValue = useCallback((name: string, value: FormValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A corrected field stops shouting at once; the others keep their messages until the next check.
    setErrors((current) => {
      const stale = Object.keys(current).filter((key) => current[key] && (key === "form" || isErrorOf(key, name)));
      if (stale.length === 0) return current;
      return Object.fromEntries(Object.entries(current).filter(([key]) => !stale.includes(key)));
    });
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

export type FormState<Values extends Record<string, FormValue>> = ReturnType<typeof useFormState<Values>>;
