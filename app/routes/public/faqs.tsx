import { Link } from "react-router";
import { faqs } from "../../../content/faqs";
import { institution } from "../../../content/institution";
import { Accordion } from "../../components/accordion";
import { EmailLink, PhoneLink } from "../../components/contact-links";
import { PageHeader } from "../../components/page-header";
import { useEnglishKeyed, useLocalePath, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { pageMeta } from "../../lib/seo";
import { useSiteSettings } from "../../lib/site-settings";
import type { Route } from "./+types/faqs";

export function loader({ request }: Route.LoaderArgs) {
  return messagesFor(request, "documents", "faqsText");
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, (t) => ({
    title: "Frequently Asked Questions",
    description: t("faqs.description", { college: t("institution.collegeName") }),
    path: "/faqs",
  }));

// The answers name the college's phone and email (site settings): their catalog keys hold placeholders.
const faqTemplates = faqs({ phone: "{phone}", email: "{email}" });

export default function Faqs() {
  const settings = useSiteSettings();
  const t = useT();
  const text = useEnglishKeyed();
  const localePath = useLocalePath();
  const contact = { phone: settings.phone, email: settings.email };
  const items = faqTemplates.map((faq, index) => ({
    id: String(index + 1),
    title: text(faq.question),
    content: <p className="max-w-prose">{text(faq.answer, contact)}</p>,
  }));
  return (
    <>
      <PageHeader
        title="Frequently Asked Questions"
        intro={t("faqs.intro")}
      />
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
