import { institution } from "../../../content/institution";
import { localDigits } from "../../i18n/format";
import { useLocale, useT } from "../../i18n/i18n";
import { useSiteSettings } from "../../lib/site-settings";
import { PhoneLink, telHref } from "../contact-links";

const steps = ["grievance.step1", "grievance.step2", "grievance.step3"] as const;

/** Beside the grievance form: who reads a grievance, what happens next, and whom to call at once. */
export function GrievanceGuide({ mailed }: { mailed: boolean }) {
  const t = useT();
  const locale = useLocale();
  const { phone } = useSiteSettings();
  return (
    <aside aria-label={t("grievance.guideLabel")} className="grid content-start gap-5">
      <section aria-labelledby="grievance-confidential" className="card p-6">
        <h2 id="grievance-confidential" className="text-xl font-semibold">
          {t("grievance.confidentialTitle")}
        </h2>
        <p className="mt-2 text-sm leading-relaxed">{t("grievance.confidentialText")}</p>
      </section>
      <section aria-labelledby="grievance-next" className="rounded-card bg-brand-800 p-6 text-white shadow-card">
        <h2 id="grievance-next" className="text-xl font-semibold text-white">
          {t("grievance.nextTitle")}
        </h2>
        <ol className="mt-5 space-y-4">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-accent-400 text-sm font-bold text-brand-950">
                {localDigits(locale, String(index + 1))}
              </span>
              <p className="text-sm text-brand-50">{t(step)}</p>
            </li>
          ))}
        </ol>
        {mailed && <p className="mt-5 text-sm text-brand-100">{t("grievance.byEmail")}</p>}
      </section>
      <section aria-labelledby="grievance-urgent" className="rounded-card bg-red-50 p-6 ring-1 ring-red-200">
        <h2 id="grievance-urgent" className="text-xl font-semibold text-red-900">
          {t("grievance.urgentTitle")}
        </h2>
        <p className="mt-2 text-sm text-red-900/85">{t("grievance.urgentText")}</p>
        <a
          href={telHref(institution.antiRaggingTollFree)}
          className="mt-3 inline-flex min-h-11 items-center rounded-full bg-red-700 px-5 text-lg font-bold whitespace-nowrap text-white hover:bg-red-800"
        >
          {institution.antiRaggingTollFree}
        </a>
        <p className="mt-4 text-sm text-red-900/85">{t("grievance.officeText")}</p>
        <PhoneLink phone={phone} className="font-semibold" />
      </section>
    </aside>
  );
}
