import { Link } from "react-router";
import { faqs } from "../../../content/faqs";
import { institution } from "../../../content/institution";
import { Accordion } from "../../components/accordion";
import { EmailLink, PhoneLink } from "../../components/contact-links";
import { PageHeader } from "../../components/page-header";
import { pageMeta } from "../../lib/seo";
import { useSiteSettings } from "../../lib/site-settings";
import type { Route } from "./+types/faqs";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, {
    title: "Frequently Asked Questions",
    description: `Answers for students and parents about ${institution.collegeName}: eligibility, MHT-CET and NEET, fees, scholarships, hostel, documents, placements and transport.`,
    path: "/faqs",
  });

export default function Faqs() {
  const settings = useSiteSettings();
  const items = faqs(settings).map((faq, index) => ({
    id: String(index + 1),
    title: faq.question,
    content: <p className="max-w-prose">{faq.answer}</p>,
  }));
  return (
    <>
      <PageHeader
        title="Frequently Asked Questions"
        intro="Straight answers to what students and parents ask us most about admission, fees, scholarships and life on campus. Tap a question to read its answer."
      />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_20rem] lg:gap-12">
        <Accordion items={items} headingLevel={2} />
        <aside aria-labelledby="ask-us" className="card self-start p-6">
          <h2 id="ask-us" className="text-xl font-semibold">
            Still have a question?
          </h2>
          <p className="mt-2 text-sm text-muted">Call or write to the college office, 10:00 AM to 5:00 PM, Monday to Saturday.</p>
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
          <Link to="/admissions/process" className="btn-outline mt-5 w-full">
            Admission process
          </Link>
        </aside>
      </div>
    </>
  );
}
