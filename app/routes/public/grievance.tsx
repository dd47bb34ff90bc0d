import { data } from "react-router";
import { grievanceFormPath } from "../../../common/grievance.resource";
import { grievanceCategories, type GrievanceCategory, type GrievanceField } from "../../../common/grievance.schema";
import { GrievanceForm } from "../../components/grievance/grievance-form";
import { GrievanceGuide } from "../../components/grievance/grievance-guide";
import {
  emptyGrievance,
  grievanceFieldOrder,
  resultFromRefusal,
  type GrievanceFieldErrors,
  type GrievanceResult,
  type GrievanceValues,
} from "../../components/grievance/grievance-result";
import { PageHeader } from "../../components/page-header";
import { useT } from "../../i18n/i18n";
import { localeOfPath } from "../../i18n/locale";
import { messagesFor } from "../../i18n/messages.server";
import { pageMeta } from "../../lib/seo";
import { fieldErrorsOfRefusal } from "../../lib/field-errors";
import { isRefusal } from "../../lib/service-refusal";
import type { Route } from "./+types/grievance";

const isCategory = (value: string | null): value is GrievanceCategory => grievanceCategories.includes(value as GrievanceCategory);

export function loader({ request, context }: Route.LoaderArgs) {
  // A committee's page links here with its category chosen (?category=ragging).
  const category = new URL(request.url).searchParams.get("category");
  // Mail is sent only where the server has SMTP_URL: the page promises it only there.
  const mailed = Boolean(context.services.mailOutbox);
  return { category: isCategory(category) ? category : "", mailed, ...messagesFor(request, "grievance", "privacy", "validation") };
}

type ActionAnswer = { values: GrievanceValues; result: GrievanceResult; fieldErrors: GrievanceFieldErrors };

/** Its answer holds the private status link: never stored by a browser or a shared cache. */
const privateAnswer = { headers: { "Cache-Control": "private, no-store" } };

/** The form posted without JavaScript: the same service as the API, answered in the same words and with the same page. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(
    grievanceFieldOrder.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  ) as GrievanceValues;
  try {
    const filed = await context.services.grievances.fileGrievance(values, {
      clientAddress: context.clientAddress,
      language: localeOfPath(new URL(request.url).pathname),
    });
    const { grievanceNumber, category, dueDate, statusUrl } = filed;
    return data<ActionAnswer>({ values: emptyGrievance, result: { kind: "filed", filed: { grievanceNumber, category, dueDate, statusUrl } }, fieldErrors: {} }, privateAnswer);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    // The refusal says which field each problem belongs to, for the message under that field.
    const fieldErrors = fieldErrorsOfRefusal<GrievanceField>(error.fields);
    return data<ActionAnswer>(
      { values, result: resultFromRefusal({ message: error.message, errors: error.errors }), fieldErrors },
      { status: error.statusCode, ...privateAnswer },
    );
  }
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, (t) => ({
    title: t("grievance.title"),
    description: t("grievance.description", { college: t("institution.collegeName") }),
    path: grievanceFormPath,
  }));

export default function Grievance({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={t("grievance.title")} trail={[{ label: "Committees", to: "/committees" }]} intro={t("grievance.intro")} />
      <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10">
        {/* A new key after an answer, so the form starts again from what the action said. */}
        <GrievanceForm key={actionData ? "answered" : "new"} initial={actionData ?? undefined} category={loaderData.category} />
        <GrievanceGuide mailed={loaderData.mailed} />
      </div>
    </>
  );
}
