import { Link } from "react-router";
import { admissionContacts } from "../../../content/admissions";
import { institution } from "../../../content/institution";
import { useSiteSettings } from "../../lib/site-settings";
import { EmailLink, PhoneLink } from "../contact-links";

const nextSteps = [
  { title: "We call you", text: "The admissions office calls or emails you within a few working days." },
  { title: "We guide you through CAP", text: `Register for the CAP rounds and list us with choice code ${institution.choiceCode}.` },
  { title: "You report to the college", text: "Bring your receipt, allotment letter and documents to confirm your seat." },
];

/** Beside the apply form and on the confirmation page: what happens after applying, and whom to ask. */
export function ApplicantGuide() {
  const settings = useSiteSettings();
  return (
    <aside aria-label="About your application" className="grid content-start gap-5">
      <section aria-labelledby="next-steps" className="rounded-card bg-brand-800 p-6 text-white shadow-card">
        <h2 id="next-steps" className="text-xl font-semibold text-white">
          What happens next
        </h2>
        <ol className="mt-5 space-y-5">
          {nextSteps.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-accent-400 text-sm font-bold text-brand-950">
                {index + 1}
              </span>
              <div>
                <p className="font-semibold">{step.title}</p>
                <p className="mt-0.5 text-sm text-brand-100">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <Link to="/admissions/process" className="mt-6 inline-flex text-sm font-semibold text-accent-200 hover:underline">
          Read the full admission process →
        </Link>
      </section>
      <section aria-labelledby="apply-help" className="card p-6">
        <h2 id="apply-help" className="text-xl font-semibold">
          Need help?
        </h2>
        <ul className="mt-4 space-y-4 text-sm">
          {admissionContacts(settings)
            .slice(0, 2)
            .map((contact) => (
              <li key={contact.name}>
                <p className="font-semibold text-brand-900">{contact.name}</p>
                <p className="text-muted">{contact.role}</p>
                <p className="mt-1">
                  <PhoneLink phone={contact.phone} />
                </p>
                <p>
                  <EmailLink email={contact.email} />
                </p>
              </li>
            ))}
        </ul>
      </section>
    </aside>
  );
}
