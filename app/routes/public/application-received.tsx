import { departmentLabels } from "../../../common/departments";
import { ApplicantGuide } from "../../components/apply/applicant-guide";
import { ApplicationConfirmation } from "../../components/apply/application-confirmation";
import { EmailLink, PhoneLink } from "../../components/contact-links";
import { PageHeader } from "../../components/page-header";
import { notFound, notFoundMeta } from "../../lib/not-found";
import { pageMeta } from "../../lib/seo";
import { useSiteSettings } from "../../lib/site-settings";
import { useEnglishKeyed, useLocale, useT } from "../../i18n/i18n";
import { formatMomentInKolkata, localDigits } from "../../i18n/format";
import { messagesFor } from "../../i18n/messages.server";
import { applicantContacts } from "../../lib/admissions-words.server";
import type { Route } from "./+types/application-received";
import NotFound from "./not-found";

/** The page after applying, behind the receipt's secret: only the family that applied has its address. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const application = await context.services.admissions.findApplicationByReceipt(params.token);
  if (!application) return notFound({ application: null });
  // Only what the page shows: the family's other details stay on the receipt.
  const { name, applicationNumber, applicationDate, programme, academicYear, receiptUrl } = application;
  return {
    application: { name, applicationNumber, applicationDate, programme, academicYear, receiptUrl },
    contacts: await applicantContacts(context, request),
    ...messagesFor(request, "apply", "validation"),
  };
}

// The page names an applicant: never stored by a shared cache, never indexed.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData?.application) return notFoundMeta({ matches, location });
  return [
    ...pageMeta({ matches, location }, (t) => ({
      title: t("apply.receivedTitle"),
      description: t("apply.receivedDescription"),
      path: location.pathname,
    })),
    { name: "robots", content: "noindex" },
  ];
};

export default function ApplicationReceived({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const t = useT();
  const english = useEnglishKeyed();
  const locale = useLocale();
  const { application } = loaderData;
  if (!application) return <NotFound />;
  return (
    <>
      <PageHeader
        title={t("apply.receivedTitle")}
        trail={[
          { label: "Admissions", to: "/admissions" },
          { label: "Apply Now", to: "/apply-now" },
        ]}
        intro={t("apply.receivedIntro", { name: application.name, year: localDigits(locale, application.academicYear) })}
      />
      <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10">
        <section aria-labelledby="your-number" className="card p-5 sm:p-8">
          <h2 id="your-number" className="text-xl font-semibold">
            {t("apply.thanks")}
          </h2>
          <ApplicationConfirmation applicationNumber={application.applicationNumber} receiptUrl={application.receiptUrl} />
          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted">{t("apply.receivedAt")}</dt>
            <dd>{formatMomentInKolkata(locale, application.applicationDate)}</dd>
            <dt className="text-muted">{t("apply.programme")}</dt>
            <dd>{application.programme ? english(departmentLabels[application.programme]) : t("apply.notDecided")}</dd>
          </dl>

          <h2 className="mt-10 text-xl font-semibold">{t("apply.officeTitle")}</h2>
          <p className="mt-2 text-sm text-muted">{t("apply.officeHours")}</p>
          <ul className="mt-3 space-y-1">
            <li>
              <PhoneLink phone={settings.phone} />
            </li>
            <li>
              <EmailLink email={settings.email} />
            </li>
          </ul>
        </section>
        <ApplicantGuide contacts={loaderData.contacts} />
      </div>
    </>
  );
}
