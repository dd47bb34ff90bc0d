import { Link } from "react-router";
import { admissionContacts, admissionProcess, documentsRequired } from "../../../content/admissions";
import { institution } from "../../../content/institution";
import { ContactCard } from "../../components/contact-links";
import { PageHeader } from "../../components/page-header";
import { localDigits } from "../../i18n/format";
import { useEnglishKeyed, useLocale, useLocalePath, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { pageMeta } from "../../lib/seo";
import { useSettingsFigures, useSiteSettings } from "../../lib/site-settings";
import type { Route } from "./+types/admissions-process";

export function loader({ request }: Route.LoaderArgs) {
  return messagesFor(request, "admissions", "admissionsText", "contactsText");
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, (t) => ({
    title: "Admission Process",
    description: t("process.description", { college: t("institution.collegeName"), choiceCode: institution.choiceCode }),
    path: "/admissions/process",
  }));

export default function AdmissionsProcess() {
  const settings = useSiteSettings();
  const { academicYear } = useSettingsFigures();
  const t = useT();
  const locale = useLocale();
  const text = useEnglishKeyed();
  const localePath = useLocalePath();
  return (
    <>
      <PageHeader
        title="Admission Process"
        trail={[{ label: "Admissions", to: "/admissions" }]}
        intro={t("process.intro", { year: academicYear, collegeCode: institution.collegeCode, choiceCode: institution.choiceCode })}
      >
        <Link to={localePath("/apply-now")} className="btn-accent">
          {t("admissions.applyNow")}
        </Link>
        <Link to={localePath("/admissions")} className="btn-outline">
          {t("process.admissionsOfYear", { year: academicYear })}
        </Link>
      </PageHeader>

      <div className="container-page py-12 sm:py-16">
        <div className="grid gap-12 lg:grid-cols-[1fr_22rem] lg:gap-14">
          <section aria-labelledby="steps">
            <h2 id="steps" className="text-2xl font-semibold sm:text-3xl">
              {t("process.steps")}
            </h2>
            <ol className="relative mt-8 ml-[1.125rem] space-y-8 border-l-2 border-brand-100 pl-8 sm:pl-10">
              {admissionProcess.map((step) => (
                <li key={step.step} className="relative">
                  <span
                    aria-hidden="true"
                    className="absolute top-0 -left-[calc(3.125rem+1px)] grid h-9 w-9 place-items-center rounded-full bg-brand-700 font-display font-semibold text-white ring-4 ring-paper sm:-left-[calc(3.625rem+1px)]"
                  >
                    {localDigits(locale, String(step.step))}
                  </span>
                  <h3 className="font-sans text-lg font-semibold tracking-normal text-brand-900">
                    <span className="sr-only">{t("process.step", { number: step.step })}</span>
                    {text(step.title)}
                  </h3>
                  <p className="mt-1.5 max-w-prose leading-relaxed text-ink/90">{text(step.description)}</p>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="documents" className="card self-start p-6">
            <h2 id="documents" className="text-xl font-semibold">
              {t("process.documents")}
            </h2>
            <p className="mt-1 text-sm text-muted">{t("process.documentsNote")}</p>
            <ul className="mt-4 space-y-2.5 text-sm">
              {documentsRequired.map((document) => (
                <li key={document} className="flex gap-2.5">
                  <svg className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
                    <path d="m5 12 5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  {text(document)}
                </li>
              ))}
            </ul>
          </section>
        </div>

        <section aria-labelledby="contacts" className="mt-16">
          <h2 id="contacts" className="text-2xl font-semibold sm:text-3xl">
            {t("process.help")}
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {admissionContacts(settings).map((contact) => (
              <li key={contact.name}>
                <ContactCard contact={contact} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
