import { useT } from "../../i18n/i18n";
import { useValidationText } from "../../i18n/validation";
import { useSiteSettings } from "../../lib/site-settings";
import { GENERIC_SERVER_FAILURE, NETWORK_FAILURE, UNEXPECTED_FAILURE } from "./submit-result";
import { ApplicationConfirmation } from "./application-confirmation";
import type { SubmitResult } from "./submit-result";

const duplicateHelpKeys = ["apply.duplicateHelp1", "apply.duplicateHelp2", "apply.duplicateHelp3", "apply.duplicateHelp4", "apply.duplicateHelp5"] as const;

/** The answer to a submission: the number and receipt, what to correct, or what to do next; announced as soon as it appears. */
export function SubmitResultMessage({ result }: { result: SubmitResult }) {
  const { phone } = useSiteSettings();
  const t = useT();
  const validationText = useValidationText();
  // The form's own failures have catalog keys; the server's messages are translated by their English words.
  const ownFailures: Record<string, string> = {
    [NETWORK_FAILURE]: t("apply.networkFailure"),
    [UNEXPECTED_FAILURE]: t("apply.unexpectedFailure"),
    [GENERIC_SERVER_FAILURE]: t("apply.serverFailure"),
  };
  if (result.kind === "success") {
    return (
      <div role="status" className="flex gap-3 rounded-xl bg-brand-50 p-4 text-brand-900 ring-1 ring-brand-200 sm:p-5">
        <CheckMark />
        <div>
          <p className="font-semibold">{t("apply.thanks")}</p>
          <p className="mt-1 text-sm leading-relaxed">{validationText(result.message)}</p>
          <ApplicationConfirmation applicationNumber={result.applicationNumber} receiptUrl={result.receiptUrl} linkToPage />
        </div>
      </div>
    );
  }
  return (
    <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200 sm:p-5">
      {result.kind === "invalid" && (
        <>
          <p className="font-semibold">{t("apply.correctIssues")}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {result.errors.map((error) => (
              <li key={error}>{validationText(error)}</li>
            ))}
          </ul>
        </>
      )}
      {result.kind === "duplicate" && (
        <>
          <p className="font-semibold">{t("apply.duplicateTitle")}</p>
          <p className="mt-1 text-sm leading-relaxed">{t("apply.duplicateText")}</p>
          <p className="mt-3 text-sm font-semibold">{t("apply.duplicateHelpHeading")}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {duplicateHelpKeys.map((key) => (
              <li key={key}>{t(key, { phone })}</li>
            ))}
          </ul>
        </>
      )}
      {result.kind === "message" && <p className="font-medium">{ownFailures[result.message] ?? validationText(result.message)}</p>}
    </div>
  );
}

function CheckMark() {
  return (
    <svg className="mt-0.5 h-6 w-6 shrink-0 text-brand-600" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="12" r="9.5" />
      <path d="m8 12.3 2.7 2.7L16.2 9.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
