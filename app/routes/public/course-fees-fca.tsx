import { Link } from "react-router";
import { fcaCourse } from "../../../content/programmes";
import { PageHeader } from "../../components/page-header";
import { useEnglishKeyed, useLocalePath, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/course-fees-fca";

export function loader({ request }: Route.LoaderArgs) {
  return messagesFor(request, "admissions", "admissionsText");
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, (t, text) => {
    const name = text(fcaCourse.name);
    return {
      title: `${name} (${fcaCourse.code})`,
      description: t("fca.description", { name, college: t("institution.collegeName"), duration: text(fcaCourse.duration), intake: fcaCourse.intake }),
      path: "/course-fees/fca",
    };
  });

export default function CourseFeesFca() {
  const course = fcaCourse;
  const t = useT();
  const text = useEnglishKeyed();
  const localePath = useLocalePath();
  const facts = [
    { label: t("fca.duration"), value: text(course.duration) },
    { label: t("fca.intake"), value: t("fca.intakeSeats", { intake: course.intake }) },
    { label: t("fca.eligibility"), value: text(course.eligibility) },
  ];
  return (
    <>
      <PageHeader
        title={`${text(course.name)} (${course.code})`}
        trail={[{ label: "Course Fees", to: "/course-fees" }]}
        intro={text(course.schedule)}
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
              {t("fca.about")}
            </h2>
            <div className="mt-5 space-y-5 leading-relaxed text-ink/90 sm:text-lg">
              {course.description.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{text(paragraph)}</p>
              ))}
            </div>
            <p className="mt-6 rounded-lg bg-accent-50 px-4 py-3 text-sm text-ink ring-1 ring-accent-200">
              <strong className="font-semibold">{t("fca.awardedBy")}</strong> {text(course.awardedBy)}
            </p>
          </section>
          <section aria-labelledby="modules" className="card self-start p-6">
            <h2 id="modules" className="text-xl font-semibold">
              {t("fca.modules")}
            </h2>
            <ol className="mt-4 space-y-2.5 text-sm">
              {course.modules.map((module, index) => (
                <li key={module} className="flex gap-3">
                  <span aria-hidden="true" className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-brand-100 text-xs font-bold text-brand-800">
                    {index + 1}
                  </span>
                  <span className="pt-0.5">{text(module)}</span>
                </li>
              ))}
            </ol>
          </section>
        </div>

        <section aria-labelledby="careers" className="mt-14">
          <h2 id="careers" className="text-2xl font-semibold sm:text-3xl">
            {t("fca.careers")}
          </h2>
          <ul className="mt-5 flex flex-wrap gap-2.5">
            {course.careerPaths.map((path) => (
              <li key={path} className="rounded-full bg-brand-50 px-4 py-2 text-sm font-medium text-brand-800 ring-1 ring-brand-100">
                {text(path)}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={localePath("/course-fees/fra")} className="btn-outline">
              {t("fca.feeStructure")}
            </Link>
            <Link to={localePath("/faqs")} className="btn-outline">
              {t("fca.faqs")}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
