import type { GoverningBodyMember } from "../../../common/governing-body.schema";
import { institution } from "../../../content/institution";
import { DataTable, type DataColumn } from "../../components/data-table";
import { SectionState } from "../../components/home/section-state";
import { PageHeader } from "../../components/page-header";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/governing-body";

type MemberRow = GoverningBodyMember & { srNo: number };

export async function loader({ context }: Route.LoaderArgs) {
  try {
    const { members } = await context.services.governingBody.getGoverningBody();
    return { members: members.map((member, index): MemberRow => ({ ...member, srNo: index + 1 })), failed: false };
  } catch (error) {
    context.reportLoadError("Governing body page: the members could not be loaded", error);
    return { members: [] as MemberRow[], failed: true };
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const count = loaderData?.members.length;
  return pageMeta({ matches, location }, {
    title: "Governing Body",
    description: `The ${count ? `${count} ` : ""}members of the Governing Body of ${institution.collegeName}: management, educationists, industry, university and faculty representatives.`,
    path: "/management/governing-body",
  });
};

const columns: readonly DataColumn<MemberRow>[] = [
  { header: "Sr.No", cell: (member) => member.srNo, narrow: true },
  { header: "Name", cell: (member) => member.name, rowHeader: true },
  { header: "Designation", cell: (member) => member.designation },
  { header: "Position", cell: (member) => member.position },
];

export default function GoverningBody({ loaderData }: Route.ComponentProps) {
  const { members, failed } = loaderData;
  return (
    <>
      <PageHeader
        title="Governing Body"
        trail={[{ label: "Management", to: "/management" }]}
        intro={`The Governing Body sets the direction of ${institution.collegeName}: it approves budgets, appointments and development plans, and brings together the trust, educationists, industry, the university and the faculty.`}
      />
      <div className="container-page py-12 sm:py-16">
        {members.length === 0 ? (
          <SectionState
            kind={failed ? "error" : "empty"}
            message={failed ? "The members of the Governing Body could not be loaded. Please try again later." : "The members of the Governing Body will be listed here soon."}
          />
        ) : (
          <DataTable
            caption={`Members of the Governing Body (${members.length})`}
            columns={columns}
            rows={members}
            rowKey={(member) => String(member.srNo)}
          />
        )}
      </div>
    </>
  );
}
