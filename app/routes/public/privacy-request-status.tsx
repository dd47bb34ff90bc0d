import { privacyRequestFormPath } from "../../../common/privacy.resource";
import { PageHeader } from "../../components/page-header";
import { formatCalendarDate, formatMomentInKolkata } from "../../i18n/format";
import { useLocale, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { notFound, notFoundMeta } from "../../lib/not-found";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/privacy-request-status";
import NotFound from "./not-found";

/** The status page, behind the token only the requester has; any other address, and an erased request's, is the site's 404. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const privacyRequest = await context.services.privacyRequests.requestStatus(params.token);
  const messages = messagesFor(request, "privacy");
  if (!privacyRequest) return notFound({ privacyRequest: null, ...messages });
  return { privacyRequest, ...messages };
}

// One requester's page: never stored by a shared cache, never indexed.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData?.privacyRequest) return notFoundMeta({ matches, location });
  return [...pageMeta({ matches, location }, (t) => ({ title: t("privacy.status.title"), description: t("privacy.request.description", { college: t("institution.collegeName") }), path: location.pathname })), { name: "robots", content: "noindex" }];
};

export default function PrivacyRequestStatus({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { privacyRequest } = loaderData;
  if (!privacyRequest) return <NotFound />;
  return (
    <>
      <PageHeader title={t("privacy.status.title")} trail={[{ label: t("privacy.request.title"), to: privacyRequestFormPath }]} />
      <div className="container-page grid max-w-3xl gap-8 py-10 sm:py-14">
        <section aria-labelledby="privacy-request-summary" className="card p-6">
          <h2 id="privacy-request-summary" className="text-xl font-semibold">
            {privacyRequest.requestNumber}
          </h2>
          <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
            <dt className="font-semibold">{t("privacy.request.kind")}</dt>
            <dd>{t(`privacy.request.kind.${privacyRequest.kind}`)}</dd>
            <dt className="font-semibold">{t("privacy.status.status")}</dt>
            <dd>{t(`privacy.state.${privacyRequest.status}`)}</dd>
            <dt className="font-semibold">{t("privacy.status.received")}</dt>
            <dd>{formatMomentInKolkata(locale, privacyRequest.receivedAt)}</dd>
            <dt className="font-semibold">{t("privacy.request.dueDate")}</dt>
            <dd>{formatCalendarDate(locale, privacyRequest.dueDate, "longDate")}</dd>
          </dl>
        </section>
        <section aria-labelledby="privacy-request-history" className="card p-6">
          <h2 id="privacy-request-history" className="text-xl font-semibold">
            {t("privacy.status.history")}
          </h2>
          <ol className="mt-4 grid gap-4">
            {privacyRequest.updates.map((update) => (
              <li key={update.at} className="border-l-4 border-brand-200 pl-4">
                <p className="text-xs text-muted">
                  {formatMomentInKolkata(locale, update.at)}
                  {update.status && ` · ${t(`privacy.state.${update.status}`)}`}
                </p>
                <p className="mt-1 text-sm whitespace-pre-line">{update.note || t("privacy.status.noNote")}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
