import { data, Link, redirect } from "react-router";
import { departmentLabels } from "../../../common/faculty.schema";
import { institution } from "../../../content/institution";
import { EmailLink, PhoneLink } from "../../components/contact-links";
import { InitialsAvatar } from "../../components/initials-avatar";
import { PageHeader } from "../../components/page-header";
import { ResponsiveImage } from "../../components/responsive-image";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/faculty-profile";

export async function loader({ context, params }: Route.LoaderArgs) {
  const faculty = await context.services.faculty.getFaculty(params.id);
  if (!faculty) return data({ faculty: null, departmentLabel: null }, { status: 404 });
  // A profile reached by its record id or by a public id it had before a rename moves to its current address.
  if (params.id !== faculty.id) throw redirect(`/management/faculty/details/${faculty.id}`, 301);
  // Labelled here, so the page's script needs neither the schema module nor Zod.
  return { faculty, departmentLabel: departmentLabels[faculty.department] };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const faculty = loaderData?.faculty;
  if (!faculty || !loaderData.departmentLabel) {
    return [
      ...pageMeta({ matches, location }, {
        title: "Faculty Not Found",
        description: "This faculty profile does not exist.",
        path: location.pathname,
      }),
      { name: "robots", content: "noindex" },
    ];
  }
  return pageMeta({ matches, location }, {
    title: faculty.name,
    description: `${faculty.name}, ${faculty.designation} (${loaderData.departmentLabel}) at ${institution.collegeName}. ${faculty.qualification}; ${faculty.experience} of experience.`,
    path: `/management/faculty/details/${faculty.id}`,
    image: faculty.photo.startsWith("/") ? faculty.photo : undefined,
  });
};

const trail = [
  { label: "Management", to: "/management" },
  { label: "Faculty", to: "/management/faculty" },
];

const joiningDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2015-06-12" → "12 June 2015"; the date has no time of day, so it is read and printed in UTC. */
function formatJoiningDate(value: string) {
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) ? value : joiningDate.format(time);
}

export default function FacultyProfile({ loaderData }: Route.ComponentProps) {
  const { faculty, departmentLabel } = loaderData;
  if (!faculty) {
    return (
      <>
        <PageHeader title="Faculty Not Found" trail={trail} />
        <div className="container-page py-16 text-center">
          <p className="mx-auto max-w-md text-lg text-muted">
            We could not find this faculty profile. It may have been removed, or the link may be mistyped.
          </p>
          <Link to="/management/faculty" className="btn-primary mt-8">
            See all faculty
          </Link>
        </div>
      </>
    );
  }

  const details = [
    { label: "Department", value: departmentLabel },
    { label: "Qualification", value: faculty.qualification },
    { label: "Experience", value: faculty.experience },
    {
      label: "Date of Joining",
      value: <time dateTime={faculty.dateOfJoining}>{formatJoiningDate(faculty.dateOfJoining)}</time>,
    },
    { label: "Email", value: <EmailLink email={faculty.email} /> },
    { label: "Mobile", value: <PhoneLink phone={faculty.mobile} /> },
  ];

  return (
    <>
      <PageHeader title={faculty.name} trail={trail} intro={faculty.designation} />
      <div className="container-page py-12 sm:py-16">
        <article className="card grid overflow-hidden md:grid-cols-[minmax(0,18rem)_1fr] lg:grid-cols-[minmax(0,22rem)_1fr]">
          <div className="relative aspect-[480/560] bg-brand-50 md:aspect-auto md:min-h-[26rem]">
            {faculty.photo ? (
              <ResponsiveImage
                src={faculty.photo}
                alt={`Photo of ${faculty.name}`}
                width={480}
                height={560}
                sizes="(min-width: 1024px) 352px, (min-width: 768px) 288px, 100vw"
                eager
                fill
              />
            ) : (
              <div className="absolute inset-0 grid place-items-center bg-gradient-to-br from-brand-700 to-brand-900">
                <InitialsAvatar name={faculty.name} className="h-32 w-32 bg-white/15 text-5xl text-white ring-4 ring-white/30" />
              </div>
            )}
          </div>
          <div className="p-6 sm:p-8 lg:p-10">
            <p className="inline-flex rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold tracking-wider text-accent-700 uppercase ring-1 ring-accent-200">
              {departmentLabel} Faculty
            </p>
            <h2 className="mt-4 text-2xl font-semibold sm:text-3xl">Profile</h2>
            <dl className="mt-6 grid gap-x-8 gap-y-5 sm:grid-cols-2">
              {details.map((detail) => (
                <div key={detail.label} className="border-t border-line pt-4">
                  <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{detail.label}</dt>
                  <dd className="mt-1.5 text-base text-ink">{detail.value}</dd>
                </div>
              ))}
            </dl>
            <Link to="/management/faculty" className="btn-outline mt-10">
              <span aria-hidden="true">←</span> All faculty
            </Link>
          </div>
        </article>
      </div>
    </>
  );
}
