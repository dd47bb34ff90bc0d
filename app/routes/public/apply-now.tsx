import { data, Link } from "react-router";
import { admissionResource } from "../../../common/admission.resource";
import { currentYearInKolkata } from "../../../common/admission.schema";
import { useLocalePath, useT } from "../../i18n/i18n";
import { localeOfPath } from "../../i18n/locale";
import { messagesFor } from "../../i18n/messages.server";
import { useValidationText } from "../../i18n/validation";
import { ApplicantGuide } from "../../components/apply/applicant-guide";
import { ApplyForm, emptyApplication, type ApplicationValues } from "../../components/apply/apply-form";
import { resultFromRefusal, type FieldErrors, type SubmitResult } from "../../components/apply/submit-result";
import { fieldErrorsOfRefusal } from "../../lib/field-errors";
import { PageHeader } from "../../components/page-header";
import { applicantContacts } from "../../lib/admissions-words.server";
import { pageMeta } from "../../lib/seo";
import { isRefusal } from "../../lib/service-refusal";
import { settingsFigures, settingsFrom, useSettingsFigures, useSiteSettings } from "../../lib/site-settings";
import type { Route } from "./+types/apply-now";

export async function loader({ context, request }: Route.LoaderArgs) {
  return { currentYear: currentYearInKolkata(), contacts: await applicantContacts(context, request), ...messagesFor(request, "apply", "privacy", "validation") };
}

type ActionAnswer = { values: ApplicationValues; result: SubmitResult; fieldErrors: FieldErrors };

/** The form posted without JavaScript: the same service as the API, answered in the same words and with the same confirmation. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(
    Object.keys(emptyApplication).map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  ) as ApplicationValues;
  try {
    const { applicationNumber, receiptUrl } = await context.services.admissions.applyForAdmission(values, {
      clientAddress: context.clientAddress,
    });
    const result: SubmitResult = { kind: "success", message: admissionResource.messages.submitted, applicationNumber, receiptUrl };
    return data<ActionAnswer>({ values: emptyApplication, result, fieldErrors: {} });
  } catch (error) {
    if (!isRefusal(error)) throw error;
    // The refusal says which field each problem belongs to, for the message under that field.
    const fieldErrors = fieldErrorsOfRefusal<keyof ApplicationValues>(error.fields);
    return data<ActionAnswer>(
      { values, result: resultFromRefusal({ message: error.message, errors: error.errors }), fieldErrors },
      { status: error.statusCode },
    );
  }
}

/** While admissions are closed the page invites nobody: not its title, its introduction or its description. */
const titleOf = (admissionsOpen: boolean) => (admissionsOpen ? "Apply Now" : "Online Application");

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, (t, text) => {
    const settings = settingsFrom(matches);
    return {
      title: titleOf(settings.admissionsOpen),
      description: t(settings.admissionsOpen ? "apply.description" : "apply.closedDescription", {
        year: settingsFigures(settings, localeOfPath(location.pathname), text).academicYear,
        college: t("institution.collegeName"),
      }),
      path: "/apply-now",
    };
  });

export default function ApplyNow({ loaderData, actionData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { academicYear } = useSettingsFigures();
  const t = useT();
  return (
    <>
      <PageHeader
        title={titleOf(settings.admissionsOpen)}
        trail={[{ label: "Admissions", to: "/admissions" }]}
        intro={settings.admissionsOpen ? t("apply.intro", { year: academicYear }) : undefined}
      />
      <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10">
        {settings.admissionsOpen ? (
          <ApplyForm currentYear={loaderData.currentYear} initial={actionData ?? undefined} />
        ) : (
          <AdmissionsClosed academicYear={settings.academicYear} />
        )}
        <ApplicantGuide contacts={loaderData.contacts} />
      </div>
    </>
  );
}

/** In place of the form while the settings say admissions are closed; the API answers 403 in the same words. */
function AdmissionsClosed({ academicYear }: { academicYear: string }) {
  const t = useT();
  const validationText = useValidationText();
  const localePath = useLocalePath();
  return (
    <section aria-labelledby="admissions-closed" className="card p-6 sm:p-8">
      <h2 id="admissions-closed" className="text-2xl font-semibold">
        {validationText(admissionResource.messages.closed(academicYear))}
      </h2>
      <p className="mt-3 max-w-prose leading-relaxed text-ink/85">
        {t("apply.closedText")}
      </p>
      <Link to={localePath("/admissions/process")} className="btn-outline mt-5">
        {t("apply.closedLink")}
      </Link>
    </section>
  );
}
