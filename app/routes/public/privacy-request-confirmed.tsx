import { Link } from "react-router";
import { loaderChangesData } from "../../../common/not-found-page";
import { privacyNoticePath, privacyRequestFormPath } from "../../../common/privacy.resource";
import { PageHeader } from "../../components/page-header";
import { formatCalendarDate } from "../../i18n/format";
import { useLocale, useLocalePath, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { notFound, notFoundMeta } from "../../lib/not-found";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/privacy-request-confirmed";
import NotFound from "./not-found";

/**
 * The page the acknowledgement's link opens: opening it confirms that the request came from the
 * address the mail went to, once. A token used already, and any other address, is the site's 404.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const confirmed = await context.services.privacyRequests.confirmRequest(params.token);
  const messages = messagesFor(request, "privacy");
  if (!confirmed) return notFound({ confirmed: null, ...messages });
  return { confirmed, ...messages };
}

// The link works once: the same address in the other language is gone, so the switch leads to the privacy notice.
export const handle = { ...loaderChangesData, languageSwitchTo: privacyNoticePath };

// One requester's page: never stored by a shared cache, never indexed.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData?.confirmed) return notFoundMeta({ matches, location });
  // No canonical or alternate address: this one works once.
  return [...pageMeta({ matches, location }, (t) => ({ title: t("privacy.confirmed.title"), description: t("privacy.confirmed.text") })), { name: "robots", content: "noindex" }];
};

export default function PrivacyRequestConfirmed({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const localePath = useLocalePath();
  const { confirmed } = loaderData;
  if (!confirmed) return <NotFound />;
  return (
    <>
      <PageHeader title={t("privacy.confirmed.title")} trail={[{ label: t("privacy.request.title"), to: privacyRequestFormPath }]} />
      <div className="container-page max-w-3xl py-10 sm:py-14">
        <section aria-labelledby="privacy-request-confirmed" className="card p-6 sm:p-8">
          <h2 id="privacy-request-confirmed" className="text-2xl font-semibold">
            {t("privacy.confirmed.thanks")}
          </h2>
          <p className="mt-3">{t("privacy.confirmed.text")}</p>
          <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
            <dt className="font-semibold">{t("privacy.request.number")}</dt>
            <dd>{confirmed.requestNumber}</dd>
            <dt className="font-semibold">{t("privacy.request.dueDate")}</dt>
            <dd>{formatCalendarDate(locale, confirmed.dueDate, "longDate")}</dd>
          </dl>
          <p className="mt-4 text-sm">{t("privacy.confirmed.follow")}</p>
        </section>
        <p className="mt-6 text-sm">
          <Link to={localePath(privacyNoticePath)} className="text-brand-700 underline">
            {t("frame.privacyLink")}
          </Link>
        </p>
      </div>
    </>
  );
}
