import type { Staff } from "../../../common/staff.schema";
import { institution } from "../../../content/institution";
import { EmailLink, PhoneLink } from "../../components/contact-links";
import { DataTable, type DataColumn } from "../../components/data-table";
import { PageHeader } from "../../components/page-header";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/non-teaching-staff";

type StaffRow = Omit<Staff, "photo" | "id">;

export async function loader({ context }: Route.LoaderArgs) {
  try {
    const staff = await context.services.staff.listStaff();
    const rows: StaffRow[] = staff.map(({ photo: _photo, id: _id, ...row }) => row);
    return { staff: rows, failed: false };
  } catch (error) {
    context.reportLoadError("Non-teaching staff page: the staff list could not be loaded", error);
    return { staff: [] as StaffRow[], failed: true };
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, {
    title: "Non-Teaching Staff",
    description: `The office, laboratory, library and support staff of ${institution.collegeName}, with their designations and contacts.`,
    path: "/management/non-teaching-staff",
  });

const joiningDate = new Intl.DateTimeFormat("en-IN", { day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" });
const formatDate = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) ? value : joiningDate.format(time);
};

const columns: readonly DataColumn<StaffRow>[] = [
  { header: "Sr.", cell: (row) => row.srNo, narrow: true },
  { header: "Name", cell: (row) => row.name, rowHeader: true },
  { header: "Designation", cell: (row) => row.designation },
  { header: "Qualification", cell: (row) => row.qualification },
  { header: "Experience", cell: (row) => row.experience },
  { header: "Email", cell: (row) => <EmailLink email={row.email} /> },
  { header: "Contact", cell: (row) => <PhoneLink phone={row.mobile} /> },
  {
    header: "Date of Joining",
    cell: (row) => (
      <time dateTime={row.dateOfJoining} className="whitespace-nowrap">
        {formatDate(row.dateOfJoining)}
      </time>
    ),
  },
];

export default function NonTeachingStaff({ loaderData }: Route.ComponentProps) {
  const { staff, failed } = loaderData;
  return (
    <>
      <PageHeader
        title="Non-Teaching Staff"
        trail={[{ label: "Management", to: "/management" }]}
        intro="The office, laboratory, library and support staff who keep the college running every day."
      />
      <div className="container-page py-12 sm:py-16">
        {failed ? (
          <p role="alert" className="rounded-card border border-red-200 bg-red-50 px-6 py-10 text-center font-medium text-red-700">
            Error loading staff details
          </p>
        ) : staff.length === 0 ? (
          <p className="rounded-card border border-dashed border-line bg-surface px-6 py-10 text-center text-muted">No staff found.</p>
        ) : (
          <DataTable caption={`Non-teaching staff (${staff.length})`} columns={columns} rows={staff} rowKey={(row) => row._id} />
        )}
      </div>
    </>
  );
}
