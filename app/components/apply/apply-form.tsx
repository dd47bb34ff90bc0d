import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type HTMLInputTypeAttribute } from "react";
import { applyPath } from "../../../common/admission.resource";
import { ApplicationSchema, FIRST_PASSING_YEAR, programmeNames, programmes, PROGRAMME_NOT_DECIDED } from "../../../common/admission.schema";
import type { MessageKey } from "../../i18n/catalogs";
import { useEnglishKeyed, useLocale, useT } from "../../i18n/i18n";
import { useValidationText } from "../../i18n/validation";
import { apiRequest } from "../../lib/api-client";
import { PrivacySummary } from "../privacy/privacy-summary";
import { Spinner } from "../ui/icons";
import { SubmitResultMessage } from "./submit-result-message";
import { fieldErrorsFrom } from "../../lib/field-errors";
import { resultFromApiFailure, type ApplicationField, type FieldErrors, type SubmitResult } from "./submit-result";

export type ApplicationValues = Record<ApplicationField, string>;

type FieldSpec = {
  name: ApplicationField;
  /** The same words the shared schema's messages use, so an error names the field as labelled (translated by their English text). */
  label: string;
  type: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "decimal" | "numeric";
  hint?: MessageKey;
  /** Number inputs: bounds and step; `max: "year"` is the current year. */
  range?: { min: number; max: number | "year"; step: number };
  wide?: boolean;
  list?: string;
  /** A choice among these instead of typed text; the first is preselected. */
  options?: readonly { value: string; label: string }[];
  /** Not every field is required: the programme may be left undecided. */
  optional?: boolean;
};

const percentage = { min: 0, max: 100, step: 0.01 };
const passingYear = { min: FIRST_PASSING_YEAR, max: "year" as const, step: 1 };

/**
 * A figure in Western or Devanagari digits. A number input drops Devanagari digits as they are
 * typed, and a Marathi page hints its figures in them, so there marks and years are text inputs
 * with the phone's number keyboard, which the browser checks by this pattern before the script
 * runs and the shared schema after (it reads both kinds of digits).
 */
const figurePattern = "[0-9०-९]+([.][0-9०-९]+)?";

const fieldGroups: readonly { title: MessageKey; description: MessageKey; fields: readonly FieldSpec[] }[] = [
  {
    title: "apply.detailsTitle",
    description: "apply.detailsText",
    fields: [
      { name: "name", label: "Full name", type: "text", autoComplete: "name", wide: true, hint: "apply.nameHint" },
      { name: "email", label: "Email", type: "email", autoComplete: "email", inputMode: "email", hint: "apply.emailHint" },
      { name: "mobile", label: "Mobile number", type: "tel", autoComplete: "tel", inputMode: "tel", hint: "apply.mobileHint" },
      {
        name: "programme",
        label: "Programme",
        type: "text",
        optional: true,
        wide: true,
        options: [{ value: "", label: PROGRAMME_NOT_DECIDED }, ...programmes.map((value) => ({ value, label: programmeNames[value] }))],
        hint: "apply.programmeHint",
      },
      {
        name: "education",
        label: "Education",
        type: "text",
        wide: true,
        list: "education-suggestions",
        hint: "apply.educationHint",
      },
    ],
  },
  {
    title: "apply.tenthTitle",
    description: "apply.tenthText",
    fields: [
      { name: "tenthPercentage", label: "10th percentage", type: "number", inputMode: "decimal", range: percentage, hint: "apply.percentageHint" },
      { name: "tenthPassingYear", label: "10th passing year", type: "number", inputMode: "numeric", range: passingYear },
      { name: "tenthSchoolName", label: "10th school name", type: "text", wide: true },
    ],
  },
  {
    title: "apply.twelfthTitle",
    description: "apply.twelfthText",
    fields: [
      { name: "twelfthPercentage", label: "12th percentage", type: "number", inputMode: "decimal", range: percentage, hint: "apply.percentageHint" },
      { name: "twelfthPassingYear", label: "12th passing year", type: "number", inputMode: "numeric", range: passingYear },
      { name: "twelfthCollegeName", label: "12th college name", type: "text", wide: true },
    ],
  },
];

const fieldOrder = fieldGroups.flatMap((group) => group.fields.map((field) => field.name));

const educationSuggestions = ["12th Science (PCB)", "12th Science (PCM)", "12th Science (PCMB)", "D.Pharm", "B.Sc."];

export const emptyApplication = Object.fromEntries(fieldOrder.map((name) => [name, ""])) as ApplicationValues;

type Status = "idle" | "submitting" | "success" | "error";

type ApplyFormProps = {
  /** From the server, so the page's year limit is the same before and after hydration. */
  currentYear: number;
  /** Set when the form was posted without JavaScript and the page's action answered. */
  initial?: { values: ApplicationValues; result: SubmitResult | null; fieldErrors: FieldErrors };
};

/**
 * The admission application. With JavaScript it checks every field with the shared schema and
 * posts to the API; without, the same form posts to the page, whose action answers in the same words.
 */
export function ApplyForm({ currentYear, initial }: ApplyFormProps) {
  const [values, setValues] = useState<ApplicationValues>(initial?.values ?? emptyApplication);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(initial?.fieldErrors ?? {});
  const [result, setResult] = useState<SubmitResult | null>(initial?.result ?? null);
  const [status, setStatus] = useState<Status>(
    !initial?.result ? "idle" : initial.result.kind === "success" ? "success" : "error",
  );
  const formRef = useRef<HTMLFormElement>(null);
  // Until the script runs the browser's own checks guard the form; afterwards the schema's messages do.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    // On a slow phone people start typing before the script arrives; keep what they typed.
    const form = formRef.current;
    if (form) {
      const typed = Object.fromEntries(
        fieldOrder.map((name) => [name, (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? ""]),
      ) as ApplicationValues;
      setValues((current) => (fieldOrder.some((name) => current[name] !== typed[name]) ? typed : current));
    }
    setHydrated(true);
  }, []);

  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result && hydrated) resultRef.current?.focus();
    // Only a new answer moves focus, not hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) {
    const name = event.target.name as ApplicationField;
    setValues((current) => ({ ...current, [name]: event.target.value }));
    if (fieldErrors[name]) setFieldErrors(({ [name]: _cleared, ...rest }) => rest);
    if (status === "error") {
      setStatus("idle");
      setResult(null);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "submitting") return;
    const parsed = ApplicationSchema.safeParse(values);
    if (!parsed.success) {
      const errors = fieldErrorsFrom<ApplicationField>(parsed.error.issues);
      setFieldErrors(errors);
      setResult(null);
      setStatus("idle");
      const first = fieldOrder.find((name) => errors[name]);
      if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setFieldErrors({});
    setResult(null);
    setStatus("submitting");
    try {
      const response = await apiRequest<{ success: true; message: string; applicationNumber: string; receiptUrl: string }>(
        applyPath,
        { method: "POST", body: parsed.data },
      );
      setValues(emptyApplication);
      setStatus("success");
      const { message, applicationNumber, receiptUrl } = response;
      setResult({ kind: "success", message, applicationNumber, receiptUrl });
    } catch (error) {
      setStatus("error");
      setResult(resultFromApiFailure(error));
    }
  }

  const t = useT();
  const submitting = status === "submitting";
  const errorCount = Object.keys(fieldErrors).length;

  return (
    <form ref={formRef} method="post" noValidate={hydrated} onSubmit={onSubmit} aria-labelledby="apply-form-title" className="card p-5 sm:p-8">
      <h2 id="apply-form-title" className="text-2xl font-semibold">
        {t("apply.formTitle")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("apply.formNote")}</p>

      {result && (
        <div ref={resultRef} tabIndex={-1} className="mt-6 outline-none">
          <SubmitResultMessage result={result} />
        </div>
      )}
      {errorCount > 0 && (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {t("apply.fieldsNeedAttention", { count: errorCount })}
        </p>
      )}

      {status === "success" && (
        // The emptied form must not look like the same application waiting to be sent again.
        <div className="mt-8 rounded-lg bg-brand-50 px-4 py-4 ring-1 ring-brand-100">
          <h3 className="font-display text-lg font-semibold text-brand-900">{t("apply.anotherTitle")}</h3>
          <p className="mt-1 text-sm text-muted">{t("apply.anotherText")}</p>
        </div>
      )}

      <datalist id="education-suggestions">
        {educationSuggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>

      {fieldGroups.map((group) => (
        <fieldset key={group.title} className="mt-8 border-t border-line pt-6 first-of-type:mt-6">
          <legend className="float-left w-full">
            <span className="font-display text-lg font-semibold text-brand-900">{t(group.title)}</span>
            <span className="mt-0.5 block text-sm text-muted">{t(group.description)}</span>
          </legend>
          <div className="clear-both grid grid-cols-2 gap-x-4 gap-y-5 pt-5 sm:gap-x-5">
            {group.fields.map((field) => (
              <Field
                key={field.name}
                field={field}
                value={values[field.name]}
                error={fieldErrors[field.name]}
                currentYear={currentYear}
                onChange={onChange}
              />
            ))}
          </div>
        </fieldset>
      ))}

      <div className="mt-8 flex flex-col-reverse gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-2">
          <p className="text-xs text-muted">{t("apply.free")}</p>
          <PrivacySummary form="application" />
        </div>
        <button type="submit" className="btn-accent w-full px-8 text-base sm:w-auto" disabled={submitting} aria-disabled={submitting}>
          {submitting && <Spinner className="h-4 w-4 text-current" />}
          {submitting ? t("apply.submitting") : t("apply.submit")}
        </button>
      </div>
    </form>
  );
}

type FieldProps = {
  field: FieldSpec;
  value: string;
  error: string | undefined;
  currentYear: number;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
};

function Field({ field, value, error, currentYear, onChange }: FieldProps) {
  const id = `apply-${field.name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const t = useT();
  const english = useEnglishKeyed();
  const validationText = useValidationText();
  const max = field.range?.max === "year" ? currentYear : field.range?.max;
  const locale = useLocale();
  const figureAsText = field.type === "number" && locale === "mr";
  // The hint's years are figures like any other: Devanagari digits on a Marathi page (the schema reads either).
  const hint = field.range?.max === "year" ? t("apply.yearHint", { year: currentYear }) : field.hint && t(field.hint);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    // Marks and years sit in pairs even on a phone; other short fields pair up from 640 px.
    <div className={field.wide ? "col-span-2" : field.range ? "col-span-1" : "col-span-2 sm:col-span-1"}>
      <label htmlFor={id} className="field-label">
        {english(field.label)}
        {!field.optional && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {field.options ? (
        <select
          id={id}
          name={field.name}
          value={value}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="field-input"
        >
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.value === "" ? t("apply.notDecided") : english(option.label)}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={field.name}
          type={figureAsText ? "text" : field.type}
          value={value}
          onChange={onChange}
          required={!field.optional}
          autoComplete={field.autoComplete ?? "off"}
          inputMode={field.inputMode}
          list={field.list}
          pattern={figureAsText ? figurePattern : undefined}
          min={figureAsText ? undefined : field.range?.min}
          max={figureAsText ? undefined : max}
          step={figureAsText ? undefined : field.range?.step}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="field-input"
        />
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {validationText(error)}
        </p>
      )}
    </div>
  );
}
