import { recordIn } from "../../../common/collection";
import { memberRows } from "../../../common/committee.collection";
import type { GoverningBodyMember } from "../../../common/governing-body.collection";
import { DataTable, type DataColumn } from "../../components/data-table";
import { SectionState } from "../../components/home/section-state";
import { PageHeader } from "../../components/page-header";
import { useT, type Translate } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/governing-body";

type MemberRow = GoverningBodyMember & { srNo: number };

export async function loader({ context, request }: Route.LoaderArgs) {
  const { locale, messages } = messagesFor(request, "people");
  try {
    const { members } = await context.services.governingBody.getSingleton();
    return { members: members.map((member, index): MemberRow => ({ ...recordIn(locale, memberRows, member), srNo: index + 1 })), failed: false, messages };
  } catch (error) {
    context.reportLoadError("Governing body page: the members could not be loaded", error);
    return { members: [] as MemberRow[], failed: true, messages };
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const count = loaderData?.members.length;
  return pageMeta({ matches, location }, (t) => ({
    title: "Governing Body",
    description: count
      ? t("body.description", { count, college: t("institution.collegeName") })
      : t("body.descriptionNone", { college: t("institution.collegeName") }),
    path: "/management/governing-body",
  }));
};

const columnsIn = (t: Translate): readonly DataColumn<MemberRow>[] => [
  { header: t("body.serial"), cell: (member) => member.srNo, narrow: true },
  { header: t("staff.name"), cell: (member) => member.name, rowHeader: true },
  { header: t("staff.designation"), cell: (member) => member.designation },
  { header: t("body.position"), cell: (member) => member.position },
];

export default function GoverningBody({ loaderData }: Route.ComponentProps) {
  const { members, failed } = loaderData;
  const t = useT();
  return (
    <>
      <PageHeader
        title="Governing Body"
        trail={[{ label: "Management", to: "/management" }]}
        intro={t("body.intro", { college: t("institution.collegeName") })}
      />
      <div className="container-page py-12 sm:py-16">
        {members.length === 0 ? (
          <SectionState
            kind={failed ? "error" : "empty"}
            message={failed ? t("body.failed") : t("body.none")}
          />
        ) : (
          <DataTable
            caption={t("body.caption", { count: members.length })}
            columns={columnsIn(t)}
            rows={members}
            rowKey={(member) => String(member.srNo)}
          />
        )}
      </div>
    </>
  );
}
