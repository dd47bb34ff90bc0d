import { useId } from "react";
import { institution } from "../../../content/institution";
import { useT } from "../../i18n/i18n";
import { telHref } from "../contact-links";
import { PhoneIcon } from "../ui/icons";

/**
 * The national anti-ragging helpline as a number to call, for a ragging case: on the answer to the
 * grievance and on its status page, which a student in distress may reopen later.
 */
export function RaggingHelpline({ heading: Heading, className = "" }: { heading: "h2" | "h3"; className?: string }) {
  const t = useT();
  const headingId = useId();
  return (
    <aside aria-labelledby={headingId} className={`rounded-xl bg-red-50 p-4 ring-1 ring-red-200 sm:p-5 ${className}`}>
      <Heading id={headingId} className="font-sans text-lg font-semibold text-red-900">
        {t("grievance.helplineTitle")}
      </Heading>
      <p className="mt-1 text-sm text-red-900/85">{t("grievance.helplineText")}</p>
      <a
        href={telHref(institution.antiRaggingTollFree)}
        className="mt-3 inline-flex min-h-12 items-center gap-2 rounded-full bg-red-700 px-6 text-xl font-bold whitespace-nowrap text-white hover:bg-red-800"
      >
        <PhoneIcon className="h-5 w-5" />
        {institution.antiRaggingTollFree}
      </a>
    </aside>
  );
}
