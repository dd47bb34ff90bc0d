import { awards } from "../../../content/awards";
import { PageHeader } from "../../components/page-header";
import { useEnglishKeyed, useLocale, useT } from "../../i18n/i18n";
import { localDigits } from "../../i18n/format";
import { messagesFor } from "../../i18n/messages.server";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/awards";

export function loader({ request }: Route.LoaderArgs) {
  return messagesFor(request, "campus", "campusText");
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, (t) => ({
    title: "Awards",
    description: t("awards.description", { college: t("institution.collegeName") }),
    path: "/awards",
  }));

export default function Awards() {
  const t = useT();
  const text = useEnglishKeyed();
  const locale = useLocale();
  return (
    <>
      <PageHeader
        title="Awards and Recognition"
        intro={t("awards.intro")}
      />
      <div className="container-page py-12 sm:py-16">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {awards.map((award) => (
            <li key={award.title} className="card relative flex flex-col overflow-hidden p-6 sm:p-7">
              <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1.5 bg-gradient-to-r from-accent-400 to-accent-600" />
              <div className="flex items-start justify-between gap-3">
                <span className="grid h-12 w-12 place-items-center rounded-full bg-accent-100 text-accent-700">
                  <svg
                    className="h-6 w-6"
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                  >
                    <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 21h8M9 17h6v4H9z" />
                  </svg>
                </span>
                <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-100">
                  {localDigits(locale, award.year)}
                </span>
              </div>
              <h2 className="mt-5 text-xl leading-snug font-semibold">{text(award.title)}</h2>
              <p className="mt-1 text-sm font-medium text-accent-700">{text(award.awardedBy)}</p>
              <p className="mt-3 text-sm leading-relaxed text-muted">{text(award.description)}</p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
