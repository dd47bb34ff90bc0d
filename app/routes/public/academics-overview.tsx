import { Link } from "react-router";
import { academicsOverview } from "../../../content/about";
import { departments, programmes } from "../../../content/programmes";
import { PageHeader } from "../../components/page-header";
import { useEnglishKeyed, useLocalePath, useMenuText, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { pageMeta } from "../../lib/seo";
import { useSiteSettings } from "../../lib/site-settings";
import type { Route } from "./+types/academics-overview";

export function loader({ request }: Route.LoaderArgs) {
  return messagesFor(request, "academics", "academicsText", "homeText");
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, (t) => ({
    title: "Academics Overview",
    description: t("overview.description", { college: t("institution.collegeName") }),
    path: "/academics/overview",
  }));

export default function AcademicsOverview() {
  const t = useT();
  const text = useEnglishKeyed();
  const menuText = useMenuText();
  const localePath = useLocalePath();
  const [lead, ...rest] = academicsOverview.map((paragraph) => text(paragraph));
  const settings = useSiteSettings();
  return (
    <>
      <PageHeader title="Academics Overview" trail={[{ label: "Academics", to: "/academics" }]} intro={lead} />
      <div className="container-page py-12 sm:py-16">
        <section aria-labelledby="programmes-heading">
          <h2 id="programmes-heading" className="text-2xl font-semibold sm:text-3xl">
            {t("overview.programmes")}
          </h2>
          <ul className="mt-6 grid gap-5 md:grid-cols-2">
            {programmes.map((programme) => (
              <li key={programme.slug} className="card flex flex-col p-6 sm:p-7">
                <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{text(programme.fullName)}</p>
                <h3 className="mt-1 text-2xl font-semibold">{menuText(programme.name)}</h3>
                <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
                  <div className="rounded-lg bg-brand-50 px-3 py-2.5">
                    <dt className="text-muted">{t("programme.duration")}</dt>
                    <dd className="font-semibold text-brand-900">{text(programme.duration)}</dd>
                  </div>
                  <div className="rounded-lg bg-brand-50 px-3 py-2.5">
                    <dt className="text-muted">{t("programme.intake")}</dt>
                    <dd className="font-semibold text-brand-900">{t("overview.seats", { seats: settings[programme.intakeSetting] })}</dd>
                  </div>
                </dl>
                <p className="mt-4 text-sm leading-relaxed text-muted">{text(programme.affiliation)}</p>
                <Link to={localePath(`/academics/${programme.slug}`)} className="btn-primary mt-6 self-start">
                  {t("overview.details", { name: menuText(programme.name) })}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="how-we-teach" className="mt-14 grid gap-10 lg:grid-cols-[1fr_20rem]">
          <div className="max-w-prose">
            <h2 id="how-we-teach" className="text-2xl font-semibold sm:text-3xl">
              {t("overview.howWeTeach")}
            </h2>
            <div className="mt-5 space-y-5 leading-relaxed text-ink/90 sm:text-lg">
              {rest.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <aside aria-labelledby="departments-heading" className="card self-start p-6">
            <h2 id="departments-heading" className="text-xl font-semibold">
              {t("overview.departments")}
            </h2>
            <ul className="mt-4 space-y-3">
              {departments.map((department) => (
                <li key={department.slug} className="border-l-4 border-accent-400 pl-3">
                  <p className="font-semibold text-brand-900">{text(department.name)}</p>
                  <p className="text-sm text-muted">{text(department.description)}</p>
                </li>
              ))}
            </ul>
            <Link to={localePath("/academics/academic-calendar")} className="btn-outline mt-6 w-full">
              {t("overview.calendar")}
            </Link>
          </aside>
        </section>
      </div>
    </>
  );
}
