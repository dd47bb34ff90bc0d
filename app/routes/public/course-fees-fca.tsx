import { Link } from "react-router";
import { institution } from "../../../content/institution";
import { fcaCourse } from "../../../content/programmes";
import { PageHeader } from "../../components/page-header";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/course-fees-fca";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, {
    title: `${fcaCourse.name} (${fcaCourse.code})`,
    description: `${fcaCourse.name} at ${institution.collegeName}: ${fcaCourse.duration}, intake ${fcaCourse.intake}, open to graduates of any stream.`,
    path: "/course-fees/fca",
  });

export default function CourseFeesFca() {
  const course = fcaCourse;
  const facts = [
    { label: "Duration", value: course.duration },
    { label: "Intake", value: `${course.intake} seats` },
    { label: "Eligibility", value: course.eligibility },
  ];
  return (
    <>
      <PageHeader
        title={`${course.name} (${course.code})`}
        trail={[{ label: "Course Fees", to: "/course-fees" }]}
        intro={course.schedule}
      />
      <div className="container-page py-12 sm:py-16">
        <dl className="grid gap-4 sm:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.label} className="card p-5 sm:p-6">
              <dt className="text-xs font-semibold tracking-wider text-accent-700 uppercase">{fact.label}</dt>
              <dd className="mt-2 font-display text-xl font-semibold text-brand-900 sm:text-2xl">{fact.value}</dd>
            </div>
          ))}
        </dl>

        <div className="mt-14 grid gap-10 lg:grid-cols-[1fr_22rem] lg:gap-14">
          <section aria-labelledby="about-course" className="max-w-prose">
            <h2 id="about-course" className="text-2xl font-semibold sm:text-3xl">
              About the course
            </h2>
            <div className="mt-5 space-y-5 leading-relaxed text-ink/90 sm:text-lg">
              {course.description.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
            <p className="mt-6 rounded-lg bg-accent-50 px-4 py-3 text-sm text-ink ring-1 ring-accent-200">
              <strong className="font-semibold">Awarded by:</strong> {course.awardedBy}
            </p>
          </section>
          <section aria-labelledby="modules" className="card self-start p-6">
            <h2 id="modules" className="text-xl font-semibold">
              What you will study
            </h2>
            <ol className="mt-4 space-y-2.5 text-sm">
              {course.modules.map((module, index) => (
                <li key={module} className="flex gap-3">
                  <span aria-hidden="true" className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-brand-100 text-xs font-bold text-brand-800">
                    {index + 1}
                  </span>
                  <span className="pt-0.5">{module}</span>
                </li>
              ))}
            </ol>
          </section>
        </div>

        <section aria-labelledby="careers" className="mt-14">
          <h2 id="careers" className="text-2xl font-semibold sm:text-3xl">
            Where fellows work
          </h2>
          <ul className="mt-5 flex flex-wrap gap-2.5">
            {course.careerPaths.map((path) => (
              <li key={path} className="rounded-full bg-brand-50 px-4 py-2 text-sm font-medium text-brand-800 ring-1 ring-brand-100">
                {path}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/course-fees/fra" className="btn-outline">
              Fee structure (FRA)
            </Link>
            <Link to="/faqs" className="btn-outline">
              Frequently asked questions
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
