import { staffCollection, type Staff } from "../../../common/staff.collection";
import { EmailLink, PhoneLink } from "../../components/contact-links";
import { DataTable, type DataColumn } from "../../components/data-table";
import { PageHeader } from "../../components/page-header";
import { useLocale, useT, type Translate } from "../../i18n/i18n";
import { formatCalendarDate } from "../../i18n/format";
import type { Locale } from "../../i18n/locale";
import { messagesFor } from "../../i18n/messages.server";
import { personIn } from "../../lib/people.server";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/non-teaching-staff";

type StaffRow = Pick<Staff, "_id" | "srNo" | "name" | "designation" | "qualification" | "experience" | "email" | "mobile" | "dateOfJoining">;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { locale, messages } = messagesFor(request, "people");
  try {
    const staff = await context.services.staff.listPublic();
    // In the page's language; only what the table shows travels to the browser.
    const rows = staff.map((person): StaffRow => {
      const { _id, srNo, name, designation, qualification, experience, email, mobile, dateOfJoining } = personIn(locale, staffCollection, person);
      return { _id, srNo, name, designation, qualification, experience, email, mobile, dateOfJoining };
    });
    return { staff: rows, failed: false, messages };
  } catch (error) {
    context.reportLoadError("Non-teaching staff page: the staff list could not be loaded", error);
    return { staff: [] as StaffRow[], failed: true, messages };
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, (t) => ({
    title: "Non-Teaching Staff",
    description: t("staff.description", { college: t("institution.collegeName") }),
    path: "/management/non-teaching-staff",
  }));

const columnsIn = (t: Translate, locale: Locale): readonly DataColumn<StaffRow>[] => [
  { header: t("staff.serial"), cell: (row) => row.srNo, narrow: true },
  { header: t("staff.name"), cell: (row) => row.name, rowHeader: true },
  { header: t("staff.designation"), cell: (row) => row.designation },
  { header: t("staff.qualification"), cell: (row) => row.qualification },
  { header: t("staff.experience"), cell: (row) => row.experience },
  { header: t("staff.email"), cell: (row) => <EmailLink email={row.email} /> },
  { header: t("staff.contact"), cell: (row) => <PhoneLink phone={row.mobile} /> },
  {
    header: t("staff.joined"),
    cell: (row) => (
      <time dateTime={row.dateOfJoining} className="whitespace-nowrap">
        {formatCalendarDate(locale, row.dateOfJoining, "paddedDate")}
      </time>
    ),
  },
];

export default function NonTeachingStaff({ loaderData }: Route.ComponentProps) {
  const { staff, failed } = loaderData;
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <PageHeader
        title="Non-Teaching Staff"
        trail={[{ label: "Management", to: "/management" }]}
        intro={t("staff.intro")}
      />
      <div className="container-page py-12 sm:py-16">
        {failed ? (
          <p role="alert" className="rounded-card border border-red-200 bg-red-50 px-6 py-10 text-center font-medium text-red-700">
            {t("staff.failed")}
          </p>
        ) : staff.length === 0 ? (
          <p className="rounded-card border border-dashed border-line bg-surface px-6 py-10 text-center text-muted">{t("staff.none")}</p>
        ) : (
          <DataTable caption={t("staff.caption", { count: staff.length })} columns={columnsIn(t, locale)} rows={staff} rowKey={(row) => row._id} />
        )}
      </div>
    </>
  );
}
