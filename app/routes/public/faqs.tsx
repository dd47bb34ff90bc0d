import { Link } from "react-router";
import { institution } from "../../../content/institution";
import { Accordion } from "../../components/accordion";
import { EmailLink, PhoneLink } from "../../components/contact-links";
import { MarkdownHtml } from "../../components/markdown-html";
import { PageHeader } from "../../components/page-header";
import { useLocalePath, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { readPage, splitIntro } from "../../lib/page-record.server";
import { pageMeta } from "../../lib/seo";
import { useSiteSettings } from "../../lib/site-settings";
import type { Route } from "./+types/faqs";

/** The page's record (`faqs`): an introduction, then a section per question (heading = the question, body = the answer). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const words = await readPage(context, request, "faqs");
  const { intro, rest } = splitIntro(words.sections);
  return {
    title: words.title,
    intro: intro && words.html(intro.body),
    questions: rest.map((section) => ({ question: section.heading, answer: words.html(section.body) })),
    ...messagesFor(request, "documents"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? pageMeta({ matches, location }, (t) => ({
        title: loaderData.title,
        description: t("faqs.description", { college: t("institution.collegeName") }),
        path: "/faqs",
      }))
    : [];

export default function Faqs({ loaderData }: Route.ComponentProps) {
  const { title, intro, questions } = loaderData;
  const settings = useSiteSettings();
  const t = useT();
  const localePath = useLocalePath();
  const items = questions.map((faq, index) => ({
    id: String(index + 1),
    title: faq.question,
    content: <MarkdownHtml html={faq.answer} className="max-w-prose space-y-3" />,
  }));
  return (
    <>
      <PageHeader title={title} intro={intro && <MarkdownHtml html={intro} className="space-y-3" />} />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_20rem] lg:gap-12">
        <Accordion items={items} headingLevel={2} />
        <aside aria-labelledby="ask-us" className="card self-start p-6">
          <h2 id="ask-us" className="text-xl font-semibold">
            {t("faqs.stillQuestion")}
          </h2>
          <p className="mt-2 text-sm text-muted">{t("faqs.callOffice")}</p>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <PhoneLink phone={settings.phone} />
            </li>
            <li>
              <PhoneLink phone={institution.landline} />
            </li>
            <li>
              <EmailLink email={settings.email} />
            </li>
          </ul>
          <Link to={localePath("/admissions/process")} className="btn-outline mt-5 w-full">
            {t("faqs.process")}
          </Link>
        </aside>
      </div>
    </>
  );
}
