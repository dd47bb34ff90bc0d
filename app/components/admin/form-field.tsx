import type { ReactNode } from "react";
import type { FieldDescription } from "../../../common/fields";
import type { FieldErrors, FormValue } from "../../lib/admin/use-form-state";

/** What a control needs to be tied to its label, hint and error. */
export type ControlProps = {
  id: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
  /** Under the messages: a control that fills this one (an upload). */
  addon?: ReactNode;
};

/**
 * A label, a control and its messages. The error is tied to the control (aria-invalid and
 * aria-describedby), so a screen reader says why the field was refused.
 */
export function FormField({ id, label, error, hint, required, className, children, addon }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {children({ id, required, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      {addon && <div className="mt-2">{addon}</div>}
    </div>
  );
}

type CheckboxProps = { id: string; field: FieldSpec; checked: boolean; error?: string; className?: string; onChange: (checked: boolean) => void };

/** Yes or no: a box with its label beside it (set level with an input beside it by the class it is given). */
function Checkbox({ id, field, checked, error, className = "", onChange }: CheckboxProps) {
  const describedBy = [field.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={id}
          type="checkbox"
          name={field.name}
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="h-5 w-5 shrink-0 accent-brand-700"
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {field.label}
        </label>
      </div>
      {field.hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {field.hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

export type FieldOption = { value: string; label: string };

/** One input of a form described as data, so each screen lists its fields instead of repeating markup. */
export type FieldSpec = {
  name: string;
  label: string;
  /** `checkbox`: yes or no, held as "true" or "false". */
  type?: "text" | "email" | "tel" | "number" | "date" | "datetime-local" | "password" | "textarea" | "select" | "checkbox";
  options?: readonly FieldOption[];
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  hint?: string;
  rows?: number;
  min?: string;
  max?: string;
  maxLength?: number;
  /** The language the value is written in, when not English (a Marathi title): for spelling and screen readers. */
  lang?: string;
  /** Takes the whole row on wide screens; a textarea does unless this is `false` (an English text beside its Marathi twin). */
  wide?: boolean;
  /** Begins a new row on wide screens, so the field after it (its Marathi twin) stands beside it. */
  startsRow?: boolean;
};

/**
 * The inputs of fields a schema in common/ describes, in the order `names` lists them (all of
 * them, in their order, when it is left out): their labels, limits, hints and kinds are the
 * description's, so the form and the API's messages say the same. `extras` adds what only the
 * screen knows, by field: a select's current choices, a date's bounds as of today.
 */
export function fieldSpecs<Fields extends Record<string, FieldDescription>>(
  fields: Fields,
  names: readonly (keyof Fields & string)[] = Object.keys(fields) as (keyof Fields & string)[],
  extras: { [Name in keyof Fields]?: Partial<FieldSpec> } = {},
): FieldSpec[] {
  return names.map((name) => fieldSpec(name, fields[name]!, extras[name]));
}

function fieldSpec(name: string, field: FieldDescription, extra: Partial<FieldSpec> = {}): FieldSpec {
  const { label, formLabel, input, required, max, hint, placeholder, autoComplete, rows, options, range, lang } = field;
  return {
    name,
    label: formLabel ?? label,
    type: input,
    required,
    maxLength: max,
    hint,
    placeholder,
    autoComplete,
    rows,
    options,
    min: range && String(range.min),
    max: range && String(range.max),
    lang,
    ...extra,
  };
}

type FormFieldsProps = {
  fields: readonly FieldSpec[];
  /** The form's values; the fields listed here hold text. */
  values: Readonly<Record<string, FormValue>>;
  errors: FieldErrors;
  onChange: (name: string, value: string) => void;
  /** Keeps ids unique when two forms of the same kind are on one page. */
  idPrefix: string;
  /** The grid's columns; two from small screens up unless a screen lays out its own. */
  gridClassName?: string;
  /** Controls under a field's input, by its name: an upload that fills it. */
  addons?: Partial<Record<string, ReactNode>>;
};

const isWide = (field: FieldSpec) => field.wide ?? field.type === "textarea";

/** Whether each field shares its row with another in a grid of two columns. */
function sharingRows(fields: readonly FieldSpec[]): boolean[] {
  const shares = fields.map(() => false);
  let open: number | null = null;
  fields.forEach((field, index) => {
    if (isWide(field) || field.startsRow) open = null;
    if (isWide(field)) return;
    if (open === null) {
      open = index;
      return;
    }
    shares[open] = shares[index] = true;
    open = null;
  });
  return shares;
}

export function FormFields({ fields, values, errors, onChange, idPrefix, gridClassName = "sm:grid-cols-2", addons = {} }: FormFieldsProps) {
  const shares = sharingRows(fields);
  return (
    <div className={`grid gap-x-5 gap-y-4 ${gridClassName}`}>
      {fields.map((field, index) => {
        const { name, type = "text" } = field;
        const required = field.required ?? true;
        const className = [isWide(field) && "sm:col-span-2", field.startsRow && "sm:col-start-1"].filter(Boolean).join(" ") || undefined;
        if (type === "checkbox") {
          return (
            <Checkbox
              key={name}
              id={`${idPrefix}-${name}`}
              field={field}
              checked={values[name] === "true"}
              error={errors[name]}
              // Level with the input beside it, below that input's label.
              className={[className, shares[index] && "sm:pt-7"].filter(Boolean).join(" ")}
              onChange={(checked) => onChange(name, String(checked))}
            />
          );
        }
        return (
          <FormField
            key={name}
            id={`${idPrefix}-${name}`}
            label={field.label}
            error={errors[name]}
            hint={field.hint}
            required={required}
            className={className}
            addon={addons[name]}
          >
            {(control) => {
              const value = values[name];
              const common = {
                ...control,
                name,
                value: typeof value === "string" ? value : "",
                className: "field-input",
              };
              if (type === "select") {
                return (
                  <select {...common} onChange={(event) => onChange(name, event.target.value)}>
                    {field.options?.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                );
              }
              if (type === "textarea") {
                return (
                  <textarea
                    {...common}
                    rows={field.rows ?? 3}
                    maxLength={field.maxLength}
                    placeholder={field.placeholder}
                    lang={field.lang}
                    onChange={(event) => onChange(name, event.target.value)}
                  />
                );
              }
              return (
                <input
                  {...common}
                  type={type}
                  autoComplete={field.autoComplete ?? "off"}
                  placeholder={field.placeholder}
                  min={field.min}
                  max={field.max}
                  maxLength={field.maxLength}
                  lang={field.lang}
                  inputMode={type === "tel" ? "tel" : type === "number" ? "numeric" : undefined}
                  onChange={(event) => onChange(name, event.target.value)}
                />
              );
            }}
          </FormField>
        );
      })}
    </div>
  );
}

/** Problems the server found that the form could not tie to one field. */
export function FormAlert({ title, messages }: { title?: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {title && <p className="font-semibold">{title}</p>}
      <ul className={title ? "mt-1 list-disc pl-5" : ""}>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
