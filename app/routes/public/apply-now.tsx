import { data, Link } from "react-router";
import { admissionResource } from "../../../common/admission.resource";
import { ApplicationSchema, currentYearInKolkata } from "../../../common/admission.schema";
import { admissionContacts } from "../../../content/admissions";
import { institution } from "../../../content/institution";
import { ApplyForm, emptyApplication, type ApplicationValues } from "../../components/apply/apply-form";
import { fieldErrorsFrom, resultFromRefusal, type FieldErrors, type SubmitResult } from "../../components/apply/submit-result";
import { EmailLink, PhoneLink } from "../../components/contact-links";
import { PageHeader } from "../../components/page-header";
import { pageMeta, publicUrlFrom } from "../../lib/seo";
import { isRefusal } from "../../lib/service-refusal";
import { settingsFrom, useSiteSettings } from "../../lib/site-settings";
import type { Route } from "./+types/apply-now";

export function loader() {
  return { currentYear: currentYearInKolkata() };
}

type ActionAnswer = { values: ApplicationValues; result: SubmitResult; fieldErrors: FieldErrors };

/** The form posted without JavaScript: the same service as the API, answered in the same words. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(
    Object.keys(emptyApplication).map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  ) as ApplicationValues;
  try {
    await context.services.admissions.applyForAdmission(values, context.clientAddress);
    return data<ActionAnswer>({ values: emptyApplication, result: { kind: "success", message: admissionResource.messages.submitted }, fieldErrors: {} });
  } catch (error) {
    if (!isRefusal(error)) throw error;
    // The service's list names each problem; the shared schema says which field each belongs to.
    const parsed = ApplicationSchema.safeParse(values);
    const fieldErrors = error.statusCode === 400 && !parsed.success ? fieldErrorsFrom(parsed.error.issues) : {};
    return data<ActionAnswer>(
      { values, result: resultFromRefusal({ message: error.message, errors: error.errors }), fieldErrors },
      { status: error.statusCode },
    );
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Apply Now",
    description: `Apply online for D.Pharm or B.Pharm admission ${settingsFrom(matches).academicYear} at ${institution.collegeName}. Free, in three minutes; our admissions office will call you.`,
    path: "/apply-now",
    publicUrl: publicUrlFrom(matches),
  });

const nextSteps = [
  { title: "We call you", text: "The admissions office calls or emails you within a few working days." },
  { title: "We guide you through CAP", text: `Register for the CAP rounds and list us with choice code ${institution.choiceCode}.` },
  { title: "You report to the college", text: "Bring your allotment letter and documents to confirm your seat." },
];

export default function ApplyNow({ loaderData, actionData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  return (
    <>
      <PageHeader
        title="Apply Now"
        trail={[{ label: "Admissions", to: "/admissions" }]}
        intro={`Register your interest in D.Pharm or B.Pharm for ${settings.academicYear}. Fill in your details and marks; our admissions office will contact you and help you through every step.`}
      />
      <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10">
        {settings.admissionsOpen ? (
          <ApplyForm currentYear={loaderData.currentYear} initial={actionData ?? undefined} />
        ) : (
          <AdmissionsClosed academicYear={settings.academicYear} />
        )}
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
              {admissionContacts(settings).slice(0, 2).map((contact) => (
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
      </div>
    </>
  );
}

/** In place of the form while the settings say admissions are closed; the API answers 403 in the same words. */
function AdmissionsClosed({ academicYear }: { academicYear: string }) {
  return (
    <section aria-labelledby="admissions-closed" className="card p-6 sm:p-8">
      <h2 id="admissions-closed" className="text-2xl font-semibold">
        {admissionResource.messages.closed(academicYear)}
      </h2>
      <p className="mt-3 max-w-prose leading-relaxed text-ink/85">
        The online application form opens again with the next admission round. For questions about admission, call or write to
        the admissions office below; the admission process page says how the CAP rounds work.
      </p>
      <Link to="/admissions/process" className="btn-outline mt-5">
        Read the admission process
      </Link>
    </section>
  );
}
