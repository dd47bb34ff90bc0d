import { Link } from "react-router";
import { grievanceFormPath } from "../../../common/grievance.resource";
import { committeeOf, isDecided } from "../../../common/grievance.schema";
import { isPastDue } from "../../../common/working-days";
import { EmailLink, PhoneLink } from "../../components/contact-links";
import { RaggingHelpline } from "../../components/grievance/ragging-helpline";
import { PageHeader } from "../../components/page-header";
import { formatCalendarDate, formatDayAndTimeInKolkata, formatMomentInKolkata } from "../../i18n/format";
import { useLocale, useLocalePath, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { notFound, notFoundMeta } from "../../lib/not-found";
import { pageMeta } from "../../lib/seo";
import { useSiteSettings } from "../../lib/site-settings";
import type { Route } from "./+types/grievance-status";
import NotFound from "./not-found";

/** The status page, behind the token only the complainant has; any other address is the site's 404. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const grievance = await context.services.grievances.grievanceStatus(params.token);
  const messages = messagesFor(request, "grievance");
  if (!grievance) return notFound({ grievance: null, overdue: false, ...messages });
  return { grievance, overdue: !isDecided(grievance.status) && isPastDue(grievance.dueDate), ...messages };
}

// The page is one complainant's: never stored by a shared cache, never indexed.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData?.grievance) return notFoundMeta({ matches, location });
  return [
    ...pageMeta({ matches, location }, (t) => ({
      title: t("grievance.title"),
      description: t("grievance.statusDescription"),
      path: location.pathname,
    })),
    { name: "robots", content: "noindex" },
  ];
};

export default function GrievanceStatus({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const localePath = useLocalePath();
  const { phone, email } = useSiteSettings();
  const { grievance, overdue } = loaderData;
  if (!grievance) return <NotFound />;
  const decided = isDecided(grievance.status);
  const dueDate = formatCalendarDate(locale, grievance.dueDate, "longDate");
  // The hearing set last, while one is scheduled.
  const hearing = grievance.status === "hearing-scheduled" ? [...grievance.updates].reverse().find((update) => update.hearingAt) : undefined;
  return (
    <>
      <PageHeader
        title={t("grievance.statusTitle", { number: grievance.grievanceNumber })}
        trail={[{ label: t("grievance.title"), to: grievanceFormPath }]}
        intro={decided ? t("grievance.statusDecidedIntro") : t("grievance.statusIntro", { date: dueDate })}
      />
      <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10">
        <div className="grid content-start gap-8">
          {grievance.category === "ragging" && <RaggingHelpline heading="h2" />}
          <section aria-labelledby="grievance-summary" className="card p-5 sm:p-8">
            <h2 id="grievance-summary" className="sr-only">
              {t("grievance.detailsHeading")}
            </h2>
            <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
              <Detail label={t("grievance.currentStatus")}>
                <span className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">
                  {t(`grievance.status.${grievance.status}`)}
                </span>
              </Detail>
              {hearing?.hearingAt && (
                <>
                  <Detail label={t("grievance.hearingTime")}>{formatDayAndTimeInKolkata(locale, hearing.hearingAt)}</Detail>
                  <Detail label={t("grievance.hearingPlace")}>{hearing.hearingPlace}</Detail>
                </>
              )}
              <Detail label={t("grievance.number")}>
                <span className="font-display text-xl font-semibold tracking-wide text-brand-800">{grievance.grievanceNumber}</span>
              </Detail>
              <Detail label={t("grievance.categoryLabel")}>{t(`grievance.category.${grievance.category}`)}</Detail>
              <Detail label={t("grievance.subjectLabel")}>{grievance.subject}</Detail>
              <Detail label={t("grievance.receivedAt")}>{formatMomentInKolkata(locale, grievance.receivedAt)}</Detail>
              <Detail label={t("grievance.dueLabel")}>{dueDate}</Detail>
            </dl>
            <p className="mt-5 text-sm text-muted">{t(`grievance.committee.${committeeOf(grievance.category)}`)}</p>
            {overdue && (
              <p role="note" className="mt-5 rounded-lg bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950 ring-1 ring-amber-300">
                {t("grievance.overdueText")}
              </p>
            )}
          </section>

          <section aria-labelledby="grievance-history">
            <h2 id="grievance-history" className="text-2xl font-semibold">
              {t("grievance.historyTitle")}
            </h2>
            <ol className="mt-5 space-y-4 border-l-2 border-brand-200 pl-5">
              {[...grievance.updates].reverse().map((update, index) => (
                <li key={`${update.at}-${index}`} className="relative">
                  <span aria-hidden="true" className="absolute top-1.5 -left-[1.65rem] h-3 w-3 rounded-full bg-brand-600 ring-4 ring-paper" />
                  <p className="text-sm text-muted">{formatMomentInKolkata(locale, update.at)}</p>
                  {update.status && <p className="font-semibold text-brand-900">{t(`grievance.status.${update.status}`)}</p>}
                  {update.hearingAt && (
                    <dl className="mt-1 text-sm">
                      <div>
                        <dt className="inline font-medium">{t("grievance.hearingTime")}: </dt>
                        <dd className="inline">{formatDayAndTimeInKolkata(locale, update.hearingAt)}</dd>
                      </div>
                      <div>
                        <dt className="inline font-medium">{t("grievance.hearingPlace")}: </dt>
                        <dd className="inline [overflow-wrap:anywhere]">{update.hearingPlace}</dd>
                      </div>
                    </dl>
                  )}
                  {update.note && <p className="mt-1 leading-relaxed whitespace-pre-line">{update.note}</p>}
                </li>
              ))}
            </ol>
          </section>
        </div>

        <aside aria-labelledby="grievance-contact" className="card content-start p-6">
          <h2 id="grievance-contact" className="text-xl font-semibold">
            {t("grievance.contactTitle")}
          </h2>
          <p className="mt-2 text-sm">{t("grievance.contactText")}</p>
          <ul className="mt-3 space-y-1 text-sm">
            <li>
              <PhoneLink phone={phone} />
            </li>
            <li>
              <EmailLink email={email} />
            </li>
          </ul>
          <Link to={localePath(grievanceFormPath)} className="btn-outline mt-5">
            {t("grievance.newGrievance")}
          </Link>
        </aside>
      </div>
    </>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-0.5 font-medium [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
