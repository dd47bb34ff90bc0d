import { governingBody, type GoverningBodyMember } from "../../../content/governing-body";
import { institution } from "../../../content/institution";
import { DataTable, type DataColumn } from "../../components/data-table";
import { PageHeader } from "../../components/page-header";
import { pageMeta, publicUrlFrom } from "../../lib/seo";
import type { Route } from "./+types/governing-body";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Governing Body",
    description: `The ${governingBody.length} members of the Governing Body of ${institution.collegeName}: management, educationists, industry, university and faculty representatives.`,
    path: "/management/governing-body",
    publicUrl: publicUrlFrom(matches),
  });

const columns: readonly DataColumn<GoverningBodyMember>[] = [
  { header: "Sr.No", cell: (member) => member.srNo, narrow: true },
  { header: "Name", cell: (member) => member.name, rowHeader: true },
  { header: "Designation", cell: (member) => member.designation },
  { header: "Position", cell: (member) => member.position },
];

export default function GoverningBody() {
  return (
    <>
      <PageHeader
        title="Governing Body"
        trail={[{ label: "Management", to: "/management" }]}
        intro={`The Governing Body sets the direction of ${institution.collegeName}: it approves budgets, appointments and development plans, and brings together the trust, educationists, industry, the university and the faculty.`}
      />
      <div className="container-page py-12 sm:py-16">
        <DataTable
          caption={`Members of the Governing Body (${governingBody.length})`}
          columns={columns}
          rows={governingBody}
          rowKey={(member) => String(member.srNo)}
        />
      </div>
    </>
  );
}
