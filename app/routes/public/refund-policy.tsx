import { Link } from "react-router";
import { EmailLink, PhoneLink } from "../../components/contact-links";
import { MarkdownHtml } from "../../components/markdown-html";
import { PageHeader } from "../../components/page-header";
import { PageSections } from "../../components/page-sections";
import { useLocalePath, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { loadShownPage } from "../../lib/page-record.server";
import { pageMeta } from "../../lib/seo";
import { useSiteSettings } from "../../lib/site-settings";
import type { Route } from "./+types/refund-policy";

const PATH = "/admissions/refund-policy";

/**
 * The fee refund policy the UGC and AICTE require every college to publish: the words are the
 * page's record (`refund-policy`), an introduction and then a section per rule.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await loadShownPage(context, request, "refund-policy");
  return { page, ...messagesFor(request, "admissions") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData ? pageMeta({ matches, location }, { title: loaderData.page.title, description: loaderData.page.description, path: PATH }) : [];

export default function RefundPolicy({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  // A first section without a heading or picture is the introduction under the title, as on the other pages.
  const [first, ...rest] = page.sections;
  const intro = first && !first.heading && !first.image ? first : null;
  const sections = intro ? rest : page.sections;
  const settings = useSiteSettings();
  const t = useT();
  const localePath = useLocalePath();
  return (
    <>
      <PageHeader title={page.title} trail={[{ label: "Admissions", to: "/admissions" }]} intro={intro && <MarkdownHtml html={intro.html} className="space-y-3" />} />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_20rem] lg:gap-12">
        <PageSections sections={sections} />
        <aside aria-labelledby="refund-questions" className="card self-start p-6">
          <h2 id="refund-questions" className="text-xl font-semibold">
            {t("refund.questions")}
          </h2>
          <p className="mt-2 text-sm text-muted">{t("refund.askOffice")}</p>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <PhoneLink phone={settings.phone} />
            </li>
            <li>
              <EmailLink email={settings.email} />
            </li>
          </ul>
          <Link to={localePath("/course-fees/fra")} className="btn-outline mt-5 w-full">
            {t("refund.feeStructure")}
          </Link>
        </aside>
      </div>
    </>
  );
}
