import { data } from "react-router";
import { programmeNames, PROGRAMME_NOT_DECIDED } from "../../../common/admission.schema";
import { formatDateTime } from "../../../common/format-date";
import { ApplicantGuide } from "../../components/apply/applicant-guide";
import { ApplicationConfirmation } from "../../components/apply/application-confirmation";
import { EmailLink, PhoneLink } from "../../components/contact-links";
import { PageHeader } from "../../components/page-header";
import { pageMeta } from "../../lib/seo";
import { useSiteSettings } from "../../lib/site-settings";
import { messagesFor } from "../../i18n/messages.server";
import type { Route } from "./+types/application-received";
import NotFound from "./not-found";

/** The page after applying, behind the receipt's secret: only the family that applied has its address. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const application = await context.services.admissions.findApplicationByReceipt(params.token);
  if (!application) return data({ application: null }, { status: 404 });
  // Only what the page shows: the family's other details stay on the receipt.
  const { name, applicationNumber, applicationDate, programme, academicYear, receiptUrl } = application;
  return { application: { name, applicationNumber, applicationDate, programme, academicYear, receiptUrl }, ...messagesFor(request, "apply") };
}

// The page names an applicant: never stored by a shared cache, never indexed.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...pageMeta({ matches, location }, (t) => ({
    title: "Application received",
    description: t("apply.receivedDescription"),
    path: location.pathname,
  })),
  { name: "robots", content: "noindex" },
];

export default function ApplicationReceived({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { application } = loaderData;
  if (!application) return <NotFound />;
  return (
    <>
      <PageHeader
        title="Application received"
        trail={[
          { label: "Admissions", to: "/admissions" },
          { label: "Apply Now", to: "/apply-now" },
        ]}
        intro={`Thank you, ${application.name}. Your application for ${application.academicYear} has reached our admissions office.`}
      />
      <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10">
        <section aria-labelledby="your-number" className="card p-5 sm:p-8">
          <h2 id="your-number" className="text-xl font-semibold">
            Thank you for applying!
          </h2>
          <ApplicationConfirmation applicationNumber={application.applicationNumber} receiptUrl={application.receiptUrl} />
          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted">Received</dt>
            <dd>{formatDateTime(application.applicationDate)}</dd>
            <dt className="text-muted">Programme</dt>
            <dd>{application.programme ? programmeNames[application.programme] : PROGRAMME_NOT_DECIDED}</dd>
          </dl>

          <h2 className="mt-10 text-xl font-semibold">Contact the admissions office</h2>
          <p className="mt-2 text-sm text-muted">10:00 AM to 5:00 PM, Monday to Saturday.</p>
          <ul className="mt-3 space-y-1">
            <li>
              <PhoneLink phone={settings.phone} />
            </li>
            <li>
              <EmailLink email={settings.email} />
            </li>
          </ul>
        </section>
        <ApplicantGuide />
      </div>
    </>
  );
}
