import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { MAX_DETAILS, MIN_DETAILS, privacyRequestKinds, type PrivacyRequestField } from "../../../common/privacy-request.schema";
import type { MessageKey } from "../../i18n/catalogs";
import { useT } from "../../i18n/i18n";
import { useValidationText } from "../../i18n/validation";
import { Spinner } from "../ui/icons";
import { PrivacySummary } from "./privacy-summary";

export type PrivacyRequestValues = Record<PrivacyRequestField, string>;
export type PrivacyRequestErrors = Partial<Record<PrivacyRequestField, string>>;

type FieldSpec = {
  name: PrivacyRequestField;
  label: MessageKey;
  control: "input" | "select" | "textarea";
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  hint?: MessageKey;
  optional?: boolean;
  minLength?: number;
  maxLength: number;
};

const fields: FieldSpec[] = [
  { name: "name", label: "privacy.request.name", control: "input", type: "text", autoComplete: "name", minLength: 2, maxLength: 100 },
  { name: "email", label: "privacy.request.email", control: "input", type: "email", autoComplete: "email", hint: "privacy.request.emailHint", maxLength: 254 },
  { name: "mobile", label: "privacy.request.mobile", control: "input", type: "tel", autoComplete: "tel", maxLength: 20 },
  { name: "kind", label: "privacy.request.kind", control: "select", maxLength: 40 },
  { name: "details", label: "privacy.request.details", control: "textarea", hint: "privacy.request.detailsHint", minLength: MIN_DETAILS, maxLength: MAX_DETAILS },
  { name: "reference", label: "privacy.request.reference", control: "input", type: "text", optional: true, maxLength: 50 },
];

export const privacyRequestFieldNames = fields.map((field) => field.name);

/**
 * The privacy request form: a plain form posted to the page's own action, so it works the same
 * before the page's script runs and after (then without reloading the page). Until the script runs
 * the browser's own checks guard it; afterwards the page's answer names each field in its language.
 */
export function PrivacyRequestForm({ values, errors, problem }: { values: PrivacyRequestValues; errors: PrivacyRequestErrors; problem: string | null }) {
  const t = useT();
  const validationText = useValidationText();
  const submitting = useNavigation().state === "submitting";
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <Form method="post" noValidate={hydrated} className="card p-6 sm:p-8" aria-labelledby="privacy-request-form">
      <h2 id="privacy-request-form" className="text-2xl font-semibold">
        {t("privacy.request.formTitle")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("privacy.request.formNote")}</p>
      {problem && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          {validationText(problem)}
        </p>
      )}
      <div className="mt-6 grid gap-y-5">
        {fields.map((field) => {
          const id = `privacy-${field.name}`;
          const error = errors[field.name];
          const describedBy = [field.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
          const common = {
            id,
            name: field.name,
            defaultValue: values[field.name],
            required: !field.optional,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": describedBy,
            className: "field-input",
          };
          return (
            <div key={field.name}>
              <label htmlFor={id} className="field-label">
                {t(field.label)}
                {field.optional ? (
                  <span className="font-normal text-muted"> ({t("privacy.request.optional")})</span>
                ) : (
                  <span aria-hidden="true" className="ml-0.5 text-red-700">
                    *
                  </span>
                )}
              </label>
              {field.control === "select" ? (
                <select {...common}>
                  <option value="">{t("privacy.request.chooseKind")}</option>
                  {privacyRequestKinds.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`privacy.request.kind.${kind}`)}
                    </option>
                  ))}
                </select>
              ) : field.control === "textarea" ? (
                <textarea {...common} rows={6} minLength={field.minLength} maxLength={field.maxLength} />
              ) : (
                <input {...common} type={field.type} autoComplete={field.autoComplete ?? "off"} minLength={field.minLength} maxLength={field.maxLength} />
              )}
              {field.hint && (
                <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
                  {t(field.hint)}
                </p>
              )}
              {error && (
                <p id={`${id}-error`} className="field-error">
                  {validationText(error)}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <div className="mt-8 flex flex-col-reverse gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
        <PrivacySummary form="request" />
        <button type="submit" className="btn-accent w-full px-8 text-base sm:w-auto" disabled={submitting}>
          {submitting && <Spinner className="h-4 w-4 text-current" />}
          {t("privacy.request.submit")}
        </button>
      </div>
    </Form>
  );
}
