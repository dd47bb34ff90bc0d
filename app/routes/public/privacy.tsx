import { Link } from "react-router";
import { privacyNoticePath, privacyRequestFormPath } from "../../../common/privacy.resource";
import { MarkdownHtml } from "../../components/markdown-html";
import { PageHeader } from "../../components/page-header";
import { PageSections } from "../../components/page-sections";
import { useDigits, useLocalePath, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { loadShownPage } from "../../lib/page-record.server";
import { pageMeta } from "../../lib/seo";
import { useSiteSettings } from "../../lib/site-settings";
import type { Route } from "./+types/privacy";

/**
 * The privacy notice the Digital Personal Data Protection Act, 2023 asks for: the words are the
 * page's record (`privacy`), an introduction and then a section per part; beside them, the way to
 * the privacy request form.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await loadShownPage(context, request, "privacy");
  return { page, ...messagesFor(request, "privacy") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData ? pageMeta({ matches, location }, { title: loaderData.page.title, description: loaderData.page.description, path: privacyNoticePath }) : [];

export default function PrivacyNotice({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  // A first section without a heading or picture is the introduction under the title, as on the other pages.
  const [first, ...rest] = page.sections;
  const intro = first && !first.heading && !first.image ? first : null;
  const sections = intro ? rest : page.sections;
  const t = useT();
  const digits = useDigits();
  const localePath = useLocalePath();
  const { privacyResponseDays } = useSiteSettings();
  return (
    <>
      <PageHeader title={page.title} intro={intro && <MarkdownHtml html={intro.html} className="space-y-3" />} />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_20rem] lg:gap-12">
        <PageSections sections={sections} />
        <aside aria-labelledby="privacy-ask" className="card self-start p-6">
          <h2 id="privacy-ask" className="text-xl font-semibold">
            {t("privacy.askTitle")}
          </h2>
          <p className="mt-2 text-sm text-muted">{t("privacy.askText", { days: digits(privacyResponseDays) })}</p>
          <Link to={localePath(privacyRequestFormPath)} className="btn-accent mt-5 w-full">
            {t("privacy.askButton")}
          </Link>
        </aside>
      </div>
    </>
  );
}
