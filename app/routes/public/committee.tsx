import { data, isRouteErrorResponse, Link, NavLink, redirect } from "react-router";
import { committeePath, type CommitteeMember } from "../../../common/committee.schema";
import { findNavGroup } from "../../../content/navigation";
import { institution } from "../../../content/institution";
import { EmailLink, PhoneLink, telHref } from "../../components/contact-links";
import { DataTable, type DataColumn } from "../../components/data-table";
import { PageHeader } from "../../components/page-header";
import { PhoneIcon } from "../../components/ui/icons";
import { pageMeta } from "../../lib/seo";
import { useNavGroups } from "../../lib/site-navigation";
import { useScrollStrip } from "../../lib/use-scroll-strip";
import { localeOfPath, pathIn } from "../../i18n/locale";
import type { Route } from "./+types/committee";
import NotFound from "./not-found";

/** The committee whose page shows the national anti-ragging helpline. */
const ANTI_RAGGING_SLUG = "anti-ragging";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const committee = await context.services.committees.findCommittee(params.slug);
  if (!committee) throw data(null, { status: 404 });
  // An address the committee had before a rename leads to its page as it is called now.
  if (committee.slug !== params.slug) throw redirect(pathIn(localeOfPath(new URL(request.url).pathname), committeePath(committee.slug)), 301);
  return { committee };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) {
    return [
      ...pageMeta({ matches, location }, { title: "Page not found", description: "The page you are looking for does not exist.", path: location.pathname }),
      { name: "robots", content: "noindex" },
    ];
  }
  const { committee } = loaderData;
  return pageMeta({ matches, location }, {
    title: committee.name,
    description: `${committee.name} of ${institution.collegeName}: its purpose, members and contacts.`,
    path: committeePath(committee.slug),
  });
};

const missing = <span className="text-muted">N/A</span>;

const columns: readonly DataColumn<CommitteeMember & { number: number }>[] = [
  { header: "#", cell: (member) => member.number, narrow: true },
  { header: "Name", cell: (member) => member.name, rowHeader: true },
  { header: "Designation", cell: (member) => member.designation },
  { header: "Position", cell: (member) => member.position },
  { header: "Contact", cell: (member) => (member.contact ? <PhoneLink phone={member.contact} /> : missing), nowrap: true },
  { header: "Email", cell: (member) => (member.email ? <EmailLink email={member.email} /> : missing), nowrap: true },
];

function AntiRaggingHelpline() {
  const tollFree = institution.antiRaggingTollFree;
  return (
    <aside
      aria-labelledby="helpline-heading"
      className="mb-10 flex flex-col gap-4 rounded-card bg-red-50 p-6 ring-1 ring-red-200 sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div>
        <h2 id="helpline-heading" className="text-xl font-semibold text-red-900 sm:text-2xl">
          National Anti-Ragging Helpline
        </h2>
        <p className="mt-1 max-w-xl text-red-900/80">
          Toll-free, 24 hours a day. Call at once if you face or witness ragging; your identity is kept confidential.
        </p>
      </div>
      <a
        href={telHref(tollFree)}
        className="inline-flex min-h-14 shrink-0 items-center justify-center gap-3 rounded-full bg-red-700 px-7 text-2xl font-bold tracking-wide whitespace-nowrap text-white shadow-lg hover:bg-red-800"
      >
        <PhoneIcon className="h-6 w-6" />
        <span>
          <span className="sr-only">Call toll-free </span>
          {tollFree}
        </span>
      </a>
    </aside>
  );
}

export default function CommitteePage({ loaderData }: Route.ComponentProps) {
  const { committee } = loaderData;
  const rows = committee.members.map((member, index) => ({ ...member, number: index + 1 }));
  const siblings = findNavGroup("committees", useNavGroups()).children;
  const strip = useScrollStrip<HTMLElement>(committee.slug);
  return (
    <>
      <PageHeader title={committee.name} trail={[{ label: "Committees", to: "/committees" }]} />
      <div className="container-page py-10 sm:py-14">
        <nav ref={strip.ref} style={strip.style} aria-label="Committees" className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
          <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
            {siblings.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
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
          {committee.description && (
            <section aria-labelledby="purpose-heading" className="mb-12">
              <h2 id="purpose-heading" className="text-2xl font-semibold">
                Purpose
              </h2>
              <p className="mt-4 max-w-prose leading-relaxed whitespace-pre-line text-ink/90 sm:text-lg">{committee.description}</p>
            </section>
          )}
          <section aria-labelledby="members-heading">
            <h2 id="members-heading" className="mb-5 text-2xl font-semibold">
              Members
            </h2>
            <DataTable
              caption={`Members of the ${committee.name}`}
              hideCaption
              columns={columns}
              rows={rows}
              rowKey={(member) => `${member.number}-${member.name}`}
            />
          </section>
          <Link to="/committees" className="mt-8 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline">
            About our committees →
          </Link>
        </div>
      </div>
    </>
  );
}

/** An unknown committee shows the site's 404 page inside the usual frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}
