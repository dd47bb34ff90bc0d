import { Link } from "react-router";
import { academicsOverview } from "../../../content/about";
import { institution } from "../../../content/institution";
import { departments, programmes } from "../../../content/programmes";
import { PageHeader } from "../../components/page-header";
import { pageMeta } from "../../lib/seo";
import { useSiteSettings } from "../../lib/site-settings";
import type { Route } from "./+types/academics-overview";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, {
    title: "Academics Overview",
    description: `How teaching works at ${institution.collegeName}: the D.Pharm and B.Pharm programmes, laboratories, mentoring, industrial visits and departments.`,
    path: "/academics/overview",
  });

export default function AcademicsOverview() {
  const [lead, ...rest] = academicsOverview;
  const settings = useSiteSettings();
  return (
    <>
      <PageHeader title="Academics Overview" trail={[{ label: "Academics", to: "/academics" }]} intro={lead} />
      <div className="container-page py-12 sm:py-16">
        <section aria-labelledby="programmes-heading">
          <h2 id="programmes-heading" className="text-2xl font-semibold sm:text-3xl">
            Our programmes
          </h2>
          <ul className="mt-6 grid gap-5 md:grid-cols-2">
            {programmes.map((programme) => (
              <li key={programme.slug} className="card flex flex-col p-6 sm:p-7">
                <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{programme.fullName}</p>
                <h3 className="mt-1 text-2xl font-semibold">{programme.name}</h3>
                <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
                  <div className="rounded-lg bg-brand-50 px-3 py-2.5">
                    <dt className="text-muted">Duration</dt>
                    <dd className="font-semibold text-brand-900">{programme.duration}</dd>
                  </div>
                  <div className="rounded-lg bg-brand-50 px-3 py-2.5">
                    <dt className="text-muted">Intake</dt>
                    <dd className="font-semibold text-brand-900">{settings[programme.intakeSetting]} seats</dd>
                  </div>
                </dl>
                <p className="mt-4 text-sm leading-relaxed text-muted">{programme.affiliation}</p>
                <Link to={`/academics/${programme.slug}`} className="btn-primary mt-6 self-start">
                  {programme.name} details and syllabus
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="how-we-teach" className="mt-14 grid gap-10 lg:grid-cols-[1fr_20rem]">
          <div className="max-w-prose">
            <h2 id="how-we-teach" className="text-2xl font-semibold sm:text-3xl">
              How we teach
            </h2>
            <div className="mt-5 space-y-5 leading-relaxed text-ink/90 sm:text-lg">
              {rest.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <aside aria-labelledby="departments-heading" className="card self-start p-6">
            <h2 id="departments-heading" className="text-xl font-semibold">
              Departments
            </h2>
            <ul className="mt-4 space-y-3">
              {departments.map((department) => (
                <li key={department.slug} className="border-l-4 border-accent-400 pl-3">
                  <p className="font-semibold text-brand-900">{department.name}</p>
                  <p className="text-sm text-muted">{department.description}</p>
                </li>
              ))}
            </ul>
            <Link to="/academics/academic-calendar" className="btn-outline mt-6 w-full">
              Academic calendar and timetable
            </Link>
          </aside>
        </section>
      </div>
    </>
  );
}
