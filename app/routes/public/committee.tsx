import { Link, NavLink, redirect } from "react-router";
import { recordIn } from "../../../common/collection";
import { committeeCollection, committeeMemberRows, committeePath, type Committee, type CommitteeMember } from "../../../common/committee.collection";
import { grievanceFormPath } from "../../../common/grievance.resource";
import { categoryOfCommittee, grievanceCommitteeSlugs } from "../../../common/grievance.schema";
import { findNavGroup } from "../../../content/navigation";
import { institution } from "../../../content/institution";
import { useLocale, useLocalePath, useT, type Translate } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { EmailLink, PhoneLink, telHref } from "../../components/contact-links";
import { DataTable, type DataColumn } from "../../components/data-table";
import { PageHeader } from "../../components/page-header";
import { PhoneIcon } from "../../components/ui/icons";
import { notFound, notFoundMeta } from "../../lib/not-found";
import { pageMeta } from "../../lib/seo";
import { useNavGroups } from "../../lib/site-navigation";
import { useScrollStrip } from "../../lib/use-scroll-strip";
import { localeOfPath, pathIn } from "../../i18n/locale";
import type { Route } from "./+types/committee";
import NotFound from "./not-found";

/** The committee whose page shows the national anti-ragging helpline. */
const ANTI_RAGGING_SLUG = "anti-ragging";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const committee = await context.services.committees.findPublic(params.slug);
  if (!committee) return notFound({ committee: null });
  // An address the committee had before a rename leads to its page as it is called now.
  if (committee.slug !== params.slug) throw redirect(pathIn(localeOfPath(new URL(request.url).pathname), committeePath(committee.slug)), 301);
  return { committee, ...messagesFor(request, "records") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const committee = loaderData?.committee;
  if (!committee) return notFoundMeta({ matches, location });
  const { name } = recordIn(localeOfPath(location.pathname), committeeCollection, committee);
  return pageMeta({ matches, location }, (t) => ({
    title: name,
    description: t("committee.description", { name, college: t("institution.collegeName") }),
    path: committeePath(committee.slug),
  }));
};

function memberColumns(t: Translate): readonly DataColumn<CommitteeMember & { number: number }>[] {
  const missing = <span className="text-muted">{t("committee.notAvailable")}</span>;
  return [
    { header: "#", cell: (member) => member.number, narrow: true },
    { header: t("committee.name"), cell: (member) => member.name, rowHeader: true },
    { header: t("committee.designation"), cell: (member) => member.designation },
    { header: t("committee.position"), cell: (member) => member.position },
    { header: t("committee.contact"), cell: (member) => (member.contact ? <PhoneLink phone={member.contact} /> : missing), nowrap: true },
    { header: t("committee.email"), cell: (member) => (member.email ? <EmailLink email={member.email} /> : missing), nowrap: true },
  ];
}

function AntiRaggingHelpline() {
  const t = useT();
  const tollFree = institution.antiRaggingTollFree;
  return (
    <aside
      aria-labelledby="helpline-heading"
      className="mb-10 flex flex-col gap-4 rounded-card bg-red-50 p-6 ring-1 ring-red-200 sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div>
        <h2 id="helpline-heading" className="text-xl font-semibold text-red-900 sm:text-2xl">
          {t("committee.helpline")}
        </h2>
        <p className="mt-1 max-w-xl text-red-900/80">
          {t("committee.helplineText")}
        </p>
      </div>
      <a
        href={telHref(tollFree)}
        className="inline-flex min-h-14 shrink-0 items-center justify-center gap-3 rounded-full bg-red-700 px-7 text-2xl font-bold tracking-wide whitespace-nowrap text-white shadow-lg hover:bg-red-800"
      >
        <PhoneIcon className="h-6 w-6" />
        <span>
          <span className="sr-only">{t("committee.callTollFree")}</span>
          {tollFree}
        </span>
      </a>
    </aside>
  );
}

/** The committees that hear grievances: their pages lead to the form, with their kind of grievance chosen. */
const grievanceCommittees: readonly string[] = Object.values(grievanceCommitteeSlugs);

function RaiseGrievance({ slug }: { slug: string }) {
  const t = useT();
  const localePath = useLocalePath();
  const category = categoryOfCommittee(slug);
  return (
    <aside aria-labelledby="raise-grievance" className="mb-12 flex flex-col gap-4 rounded-card bg-brand-50 p-6 ring-1 ring-brand-200 sm:flex-row sm:items-center sm:justify-between sm:p-8">
      <div>
        <h2 id="raise-grievance" className="text-xl font-semibold sm:text-2xl">
          {t("committee.grievanceTitle")}
        </h2>
        <p className="mt-1 max-w-xl text-ink/85">{t("committee.grievanceText")}</p>
      </div>
      <Link to={localePath(category ? `${grievanceFormPath}?category=${category}` : grievanceFormPath)} className="btn-accent shrink-0 px-6">
        {t("committee.grievanceLink")}
      </Link>
    </aside>
  );
}

/** An unknown committee shows the site's 404 page inside the usual frame. */
export default function CommitteePage({ loaderData }: Route.ComponentProps) {
  return loaderData.committee ? <CommitteeDetails committee={loaderData.committee} /> : <NotFound />;
}

function CommitteeDetails({ committee }: { committee: Committee }) {
  const t = useT();
  const locale = useLocale();
  const localePath = useLocalePath();
  const { name, description } = recordIn(locale, committeeCollection, committee);
  const rows = committee.members.map((member, index) => ({ ...recordIn(locale, committeeMemberRows, member), number: index + 1 }));
  const siblings = findNavGroup("committees", useNavGroups()).children;
  const strip = useScrollStrip<HTMLElement>(committee.slug);
  return (
    <>
      <PageHeader title={name} trail={[{ label: "Committees", to: "/committees" }]} />
      <div className="container-page py-10 sm:py-14">
        <nav ref={strip.ref} style={strip.style} aria-label={t("committee.list")} className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
          <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
            {siblings.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={localePath(link.to)}
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap ring-1 ${
                      isActive ? "bg-brand-700 text-white ring-brand-700" : "bg-surface text-brand-800 ring-line hover:bg-brand-50"
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-10">
          {committee.slug === ANTI_RAGGING_SLUG && <AntiRaggingHelpline />}
          {grievanceCommittees.includes(committee.slug) && <RaiseGrievance slug={committee.slug} />}
          {description && (
            <section aria-labelledby="purpose-heading" className="mb-12">
              <h2 id="purpose-heading" className="text-2xl font-semibold">
                {t("committee.purpose")}
              </h2>
              <p className="mt-4 max-w-prose leading-relaxed whitespace-pre-line text-ink/90 sm:text-lg">{description}</p>
            </section>
          )}
          <section aria-labelledby="members-heading">
            <h2 id="members-heading" className="mb-5 text-2xl font-semibold">
              {t("committee.members")}
            </h2>
            <DataTable
              caption={t("committee.membersOf", { name })}
              hideCaption
              columns={memberColumns(t)}
              rows={rows}
              rowKey={(member) => `${member.number}-${member.name}`}
            />
          </section>
          <Link to={localePath("/committees")} className="mt-8 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
            {t("committee.about")}
          </Link>
        </div>
      </div>
    </>
  );
}

