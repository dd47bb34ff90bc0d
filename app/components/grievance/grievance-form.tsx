import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type HTMLInputTypeAttribute } from "react";
import { fileGrievancePath } from "../../../common/grievance.resource";
import {
  grievanceCategories,
  grievanceLabels,
  GrievanceSchema,
  MAX_DESCRIPTION,
  MIN_DESCRIPTION,
  type FiledGrievance,
  type GrievanceField,
} from "../../../common/grievance.schema";
import type { MessageKey } from "../../i18n/catalogs";
import { useEnglishKeyed, useLocale, useT } from "../../i18n/i18n";
import { useValidationText } from "../../i18n/validation";
import { apiRequest } from "../../lib/api-client";
import { fieldErrorsFrom } from "../../lib/field-errors";
import { PrivacySummary } from "../privacy/privacy-summary";
import { Spinner } from "../ui/icons";
import { GrievanceFiled } from "./grievance-filed";
import {
  emptyGrievance,
  grievanceFieldOrder,
  NETWORK_FAILURE,
  resultFromApiFailure,
  UNEXPECTED_FAILURE,
  type GrievanceFieldErrors,
  type GrievanceResult,
  type GrievanceValues,
} from "./grievance-result";

type FieldSpec = {
  name: GrievanceField;
  control: "input" | "select" | "textarea";
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel";
  hint?: MessageKey;
  optional?: boolean;
  minLength?: number;
  maxLength: number;
};

const fieldGroups: readonly { title: MessageKey; description: MessageKey; fields: readonly FieldSpec[] }[] = [
  {
    title: "grievance.detailsTitle",
    description: "grievance.detailsText",
    fields: [
      { name: "name", control: "input", type: "text", autoComplete: "name", minLength: 2, maxLength: 100 },
      { name: "email", control: "input", type: "email", autoComplete: "email", inputMode: "email", maxLength: 254 },
      { name: "mobile", control: "input", type: "tel", autoComplete: "tel", inputMode: "tel", hint: "grievance.mobileHint", maxLength: 20 },
    ],
  },
  {
    title: "grievance.aboutTitle",
    description: "grievance.aboutText",
    fields: [
      { name: "category", control: "select", hint: "grievance.categoryHint", maxLength: 40 },
      { name: "subject", control: "input", type: "text", hint: "grievance.subjectHint", maxLength: 150 },
      { name: "description", control: "textarea", hint: "grievance.descriptionHint", minLength: MIN_DESCRIPTION, maxLength: MAX_DESCRIPTION },
      { name: "reference", control: "input", type: "text", hint: "grievance.referenceHint", optional: true, maxLength: 50 },
    ],
  },
];

type Status = "idle" | "submitting" | "filed" | "error";

type Props = {
  /** Set when the form was posted without JavaScript and the page's action answered. */
  initial?: { values: GrievanceValues; result: GrievanceResult | null; fieldErrors: GrievanceFieldErrors };
  /** The category a committee's page chose for the form it links to. */
  category?: string;
};

/**
 * The grievance form. With JavaScript it checks every field with the shared schema and posts to
 * the API; without, the same form posts to the page, whose action answers in the same words. Either
 * way the answer replaces the form.
 */
export function GrievanceForm({ initial, category = "" }: Props) {
  const [values, setValues] = useState<GrievanceValues>(initial?.values ?? { ...emptyGrievance, category });
  const [fieldErrors, setFieldErrors] = useState<GrievanceFieldErrors>(initial?.fieldErrors ?? {});
  const [result, setResult] = useState<GrievanceResult | null>(initial?.result ?? null);
  const [status, setStatus] = useState<Status>(!initial?.result ? "idle" : initial.result.kind === "filed" ? "filed" : "error");
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // Until the script runs the browser's own checks guard the form; afterwards the schema's messages do.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    // On a slow phone people start typing before the script arrives; keep what they typed.
    const form = formRef.current;
    if (form) {
      const typed = Object.fromEntries(
        grievanceFieldOrder.map((name) => [name, (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? ""]),
      ) as GrievanceValues;
      setValues((current) => (grievanceFieldOrder.some((name) => current[name] !== typed[name]) ? typed : current));
    }
    setHydrated(true);
  }, []);
  useEffect(() => {
    if (result && result.kind !== "filed" && hydrated) alertRef.current?.focus();
    // Only a new answer moves focus, not hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  const t = useT();
  const locale = useLocale();
  const validationText = useValidationText();

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    const name = event.target.name as GrievanceField;
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
    const parsed = GrievanceSchema.safeParse(values);
    if (!parsed.success) {
      const errors = fieldErrorsFrom<GrievanceField>(parsed.error.issues);
      setFieldErrors(errors);
      setResult(null);
      setStatus("idle");
      const first = grievanceFieldOrder.find((name) => errors[name]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setFieldErrors({});
    setResult(null);
    setStatus("submitting");
    try {
      // The page's language goes along: the acknowledgement is written in it.
      const filed = await apiRequest<Pick<FiledGrievance, "grievanceNumber" | "statusUrl" | "dueDate">>(fileGrievancePath, {
        method: "POST",
        body: { ...parsed.data, language: locale },
      });
      setStatus("filed");
      setResult({ kind: "filed", filed: { ...filed, category: parsed.data.category } });
    } catch (error) {
      setStatus("error");
      setResult(resultFromApiFailure(error));
    }
  }

  if (result?.kind === "filed") return <GrievanceFiled filed={result.filed} focus={hydrated} />;

  const submitting = status === "submitting";
  const errorCount = Object.keys(fieldErrors).length;
  const ownFailures: Record<string, string> = {
    [NETWORK_FAILURE]: t("grievance.networkFailure"),
    [UNEXPECTED_FAILURE]: t("grievance.unexpectedFailure"),
  };

  return (
    <form ref={formRef} method="post" noValidate={hydrated} onSubmit={onSubmit} aria-labelledby="grievance-form-title" className="card p-5 sm:p-8">
      <h2 id="grievance-form-title" className="text-2xl font-semibold">
        {t("grievance.formTitle")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("grievance.formNote")}</p>

      {result && (
        <div ref={alertRef} tabIndex={-1} role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200 outline-none sm:p-5">
          {result.kind === "invalid" ? (
            <>
              <p className="font-semibold">{t("grievance.correctIssues")}</p>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {result.errors.map((error) => (
                  <li key={error}>{validationText(error)}</li>
                ))}
              </ul>
            </>
          ) : (
            <p className="font-medium">{ownFailures[result.message] ?? validationText(result.message)}</p>
          )}
        </div>
      )}
      {errorCount > 0 && (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {t("grievance.fieldsNeedAttention", { count: errorCount })}
        </p>
      )}

      {fieldGroups.map((group) => (
        <fieldset key={group.title} className="mt-8 border-t border-line pt-6 first-of-type:mt-6">
          <legend className="float-left w-full">
            <span className="font-display text-lg font-semibold text-brand-900">{t(group.title)}</span>
            <span className="mt-0.5 block text-sm text-muted">{t(group.description)}</span>
          </legend>
          <div className="clear-both grid gap-y-5 pt-5">
            {group.fields.map((field) => (
              <Field key={field.name} field={field} value={values[field.name]} error={fieldErrors[field.name]} onChange={onChange} />
            ))}
          </div>
        </fieldset>
      ))}

      <div className="mt-8 flex flex-col-reverse gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
        <PrivacySummary form="grievance" />
        <button type="submit" className="btn-accent w-full px-8 text-base sm:w-auto" disabled={submitting} aria-disabled={submitting}>
          {submitting && <Spinner className="h-4 w-4 text-current" />}
          {submitting ? t("grievance.submitting") : t("grievance.submit")}
        </button>
      </div>
    </form>
  );
}

type FieldProps = {
  field: FieldSpec;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
};

function Field({ field, value, error, onChange }: FieldProps) {
  const id = `grievance-${field.name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const t = useT();
  const english = useEnglishKeyed();
  const validationText = useValidationText();
  const describedBy = [field.hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: field.name,
    value,
    onChange,
    required: !field.optional,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: "field-input",
  };
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {english(grievanceLabels[field.name])}
        {field.optional ? (
          // A space of its own, so the label reads "… क्रमांक (ऐच्छिक)" when read or copied too.
          <span className="font-normal text-muted"> ({t("grievance.optional")})</span>
        ) : (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {field.control === "select" ? (
        <select {...common}>
          <option value="">{t("grievance.chooseCategory")}</option>
          {grievanceCategories.map((category) => (
            <option key={category} value={category}>
              {t(`grievance.category.${category}`)}
            </option>
          ))}
        </select>
      ) : field.control === "textarea" ? (
        <textarea {...common} rows={7} minLength={field.minLength} maxLength={field.maxLength} />
      ) : (
        <input
          {...common}
          type={field.type}
          autoComplete={field.autoComplete ?? "off"}
          inputMode={field.inputMode}
          minLength={field.minLength}
          maxLength={field.maxLength}
        />
      )}
      {field.hint && (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {t(field.hint)}
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
