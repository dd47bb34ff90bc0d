import { data, Link } from "react-router";
import { privacyRequestFormPath, privacyNoticePath } from "../../../common/privacy.resource";
import { PrivacyRequestSchema, type FiledPrivacyRequest } from "../../../common/privacy-request.schema";
import { PageHeader } from "../../components/page-header";
import {
  PrivacyRequestForm,
  privacyRequestFieldNames,
  type PrivacyRequestErrors,
  type PrivacyRequestValues,
} from "../../components/privacy/privacy-request-form";
import { formatCalendarDate } from "../../i18n/format";
import { useDigits, useLocale, useLocalePath, useT } from "../../i18n/i18n";
import { localeOfPath } from "../../i18n/locale";
import { messagesFor } from "../../i18n/messages.server";
import { pageMeta } from "../../lib/seo";
import { isRefusal } from "../../lib/service-refusal";
import { useSiteSettings } from "../../lib/site-settings";
import type { Route } from "./+types/privacy-request";

const emptyValues = Object.fromEntries(privacyRequestFieldNames.map((name) => [name, ""])) as PrivacyRequestValues;

export function loader({ request }: Route.LoaderArgs) {
  return messagesFor(request, "privacy", "validation");
}

type ActionAnswer =
  | { filed: Pick<FiledPrivacyRequest, "requestNumber" | "dueDate" | "statusUrl">; values: PrivacyRequestValues; errors: PrivacyRequestErrors; problem: null }
  | { filed: null; values: PrivacyRequestValues; errors: PrivacyRequestErrors; problem: string | null };

/** Its answer holds the private status link: never stored by a browser or a shared cache. */
const privateAnswer = { headers: { "Cache-Control": "private, no-store" } };

/** The form, posted with or without the page's script: the same service as the API. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(privacyRequestFieldNames.map((name) => [name, String(form.get(name) ?? "")])) as PrivacyRequestValues;
  try {
    const filed = await context.services.privacyRequests.fileRequest(values, {
      clientAddress: context.clientAddress,
      language: localeOfPath(new URL(request.url).pathname),
    });
    const { requestNumber, dueDate, statusUrl } = filed;
    return data<ActionAnswer>({ filed: { requestNumber, dueDate, statusUrl }, values: emptyValues, errors: {}, problem: null }, privateAnswer);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    const parsed = PrivacyRequestSchema.safeParse(values);
    const errors: PrivacyRequestErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof PrivacyRequestErrors | undefined;
        if (field && !errors[field]) errors[field] = issue.message;
      }
    }
    const problem = error.statusCode === 400 ? "privacy.request.fixErrors" : error.message;
    return data<ActionAnswer>({ filed: null, values, errors, problem }, { status: error.statusCode, ...privateAnswer });
  }
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, (t) => ({
    title: t("privacy.request.title"),
    description: t("privacy.request.description", { college: t("institution.collegeName") }),
    path: privacyRequestFormPath,
  }));

export default function PrivacyRequest({ actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const digits = useDigits();
  const localePath = useLocalePath();
  const { privacyResponseDays } = useSiteSettings();
  const filed = actionData?.filed;
  return (
    <>
      <PageHeader
        title={t("privacy.request.title")}
        trail={[{ label: t("frame.privacyLink"), to: privacyNoticePath }]}
        intro={t("privacy.request.intro", { days: digits(privacyResponseDays) })}
      />
      <div className="container-page max-w-3xl py-10 sm:py-14">
        {filed ? (
          <section role="status" aria-labelledby="privacy-request-received" className="card p-6 sm:p-8">
            <h2 id="privacy-request-received" className="text-2xl font-semibold">
              {t("privacy.request.received")}
            </h2>
            <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
              <dt className="font-semibold">{t("privacy.request.number")}</dt>
              <dd>{filed.requestNumber}</dd>
              <dt className="font-semibold">{t("privacy.request.dueDate")}</dt>
              <dd>{formatCalendarDate(locale, filed.dueDate, "longDate")}</dd>
            </dl>
            <p className="mt-4 text-sm">{t("privacy.request.keepLink")}</p>
            <Link to={filed.statusUrl} className="btn-accent mt-4">
              {t("privacy.request.statusLink")}
            </Link>
          </section>
        ) : (
          <PrivacyRequestForm
            key={actionData ? "answered" : "new"}
            values={actionData?.values ?? emptyValues}
            errors={actionData?.errors ?? {}}
            problem={actionData?.problem ? (actionData.problem === "privacy.request.fixErrors" ? t("privacy.request.fixErrors") : actionData.problem) : null}
          />
        )}
        <p className="mt-6 text-sm">
          <Link to={localePath(privacyNoticePath)} className="text-brand-700 underline">
            {t("frame.privacyLink")}
          </Link>
        </p>
      </div>
    </>
  );
}
