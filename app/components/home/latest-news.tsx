import { Link } from "react-router";
import type { PublicRecordOf } from "../../../common/collection";
import type { newsCollection } from "../../../common/news.collection";
import { isStoredFilePath } from "../../../common/stored-files";
import { institution } from "../../../content/institution";
import { useLocalePath, useT } from "../../i18n/i18n";
import { useAdmissionsHeading, useSettingsFigures, useSiteSettings } from "../../lib/site-settings";
import { PdfDownloadButton } from "../pdf/pdf-download-button";
import { MailIcon, PhoneIcon } from "../ui/icons";
import { ArrowRightIcon, ExternalLinkIcon, MegaphoneIcon } from "./home-icons";
import type { NewsAge } from "./news-age";
import { ApplyLink } from "../apply-link";

/** A news item as the page shows it: its title already in the page's language, and its age. */
export type LatestNewsItem = PublicRecordOf<typeof newsCollection> & NewsAge;

const quickLinks = [
  { label: "home.linkProcess", to: "/admissions/process" },
  { label: "home.linkFaculty", to: "/management/faculty" },
  { label: "home.linkLibrary", to: "/library" },
  { label: "home.linkEvents", to: "/events" },
  { label: "home.linkFaqs", to: "/faqs" },
] as const;

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

/** The latest news list with the admissions notice, contacts and the timetable beside it. */
export function LatestNews({ news }: { news: readonly LatestNewsItem[] }) {
  const t = useT();
  return (
    <section aria-labelledby="news-title" className="border-t border-line bg-surface py-16 sm:py-24">
      <div className="container-page grid gap-8 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)] lg:gap-10">
        <div>
          <div className="flex items-center gap-3">
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-accent-100 text-accent-700">
              <MegaphoneIcon />
            </span>
            <h2 id="news-title" className="text-3xl font-semibold sm:text-4xl">
              {t("home.latestNews")}
            </h2>
          </div>
          {news.length === 0 ? (
            <p className="mt-8 rounded-card border border-dashed border-line bg-paper px-6 py-10 text-center text-muted">
              {t("home.noNews")}
            </p>
          ) : (
            <ul className="mt-8 divide-y divide-line overflow-hidden rounded-card bg-paper ring-1 ring-line">
              {news.map((item) => (
                <NewsRow key={item._id} item={item} />
              ))}
            </ul>
          )}
        </div>
        <SidePanel />
      </div>
    </section>
  );
}

function NewsRow({ item }: { item: LatestNewsItem }) {
  // Another site, or a file of ours (a circular's PDF): opened in a new tab, not routed in the app.
  const external = /^https?:\/\//i.test(item.path) || isStoredFilePath(item.path);
  const t = useT();
  const localePath = useLocalePath();
  const title = <span className="font-semibold text-brand-900">{item.title}</span>;
  const linkClass = "group inline-flex items-start gap-1.5 underline-offset-4 hover:underline";
  return (
    <li className="flex gap-4 px-5 py-4 sm:px-6">
      <span aria-hidden="true" className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-accent-400 ring-4 ring-accent-100" />
      <div className="min-w-0 flex-1">
        {item.path === "" ? (
          title
        ) : external ? (
          <a href={item.path} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {title}
            <ExternalLinkIcon className="mt-1 h-3.5 w-3.5 shrink-0 text-brand-600" />
            <span className="sr-only">{t("home.opensInNewTab")}</span>
          </a>
        ) : (
          <Link to={localePath(item.path)} className={linkClass}>
            {title}
          </Link>
        )}
        <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          {item.isNew && (
            <span className="rounded-full bg-red-700 px-2 py-0.5 text-[11px] font-bold tracking-wider text-white uppercase">{t("home.new")}</span>
          )}
          {item.ago && <span>{item.ago}</span>}
          <time dateTime={item.postedAt}>{t("home.posted", { date: item.postedOn })}</time>
        </p>
      </div>
    </li>
  );
}

function SidePanel() {
  const settings = useSiteSettings();
  const { seats } = useSettingsFigures();
  const t = useT();
  const localePath = useLocalePath();
  return (
    <aside aria-label={t("home.admissionsAndLinks")} className="grid content-start gap-5">
      <div className="relative overflow-hidden rounded-card bg-brand-800 p-6 text-white shadow-card sm:p-7">
        <span aria-hidden="true" className="absolute -top-10 -right-10 h-32 w-32 rounded-full bg-accent-400/20" />
        <p className="text-xs font-semibold tracking-wider text-accent-200 uppercase">
          {settings.admissionsOpen ? t("home.acceptingApplications") : t("home.applicationsClosed")}
        </p>
        <h3 className="mt-2 text-2xl font-semibold text-white">{useAdmissionsHeading()}</h3>
        <dl className="mt-5 grid grid-cols-3 gap-3 text-sm">
          <div>
            <dt className="text-brand-200">{t("home.intake")}</dt>
            <dd className="font-semibold">{t("home.intakeSeats", { seats })}</dd>
          </div>
          <div>
            <dt className="text-brand-200">{t("home.collegeCode")}</dt>
            <dd className="font-semibold">{institution.collegeCode}</dd>
          </div>
          <div>
            <dt className="text-brand-200">{t("home.choiceCode")}</dt>
            <dd className="font-semibold break-all">{institution.choiceCode}</dd>
          </div>
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          <ApplyLink className="btn-accent">
            {t("home.applyNow")}
          </ApplyLink>
          <Link to={localePath("/admissions")} className="btn border border-white/40 text-white hover:bg-white/10">
            {t("home.admissionDetails")}
          </Link>
        </div>
      </div>

      <div className="card p-6">
        <h3 className="text-lg font-semibold">{t("home.timetable")}</h3>
        <p className="mt-1 text-sm text-muted">{t("home.timetableText")}</p>
        <PdfDownloadButton
          file="timetable.pdf"
          errorMessage={t("home.timetableFailed")}
          className="btn-primary mt-4 w-full"
        >
          {t("home.downloadTimetable")}
        </PdfDownloadButton>
      </div>

      <div className="card p-6">
        <h3 className="text-lg font-semibold">{t("home.talkToUs")}</h3>
        <ul className="mt-3 space-y-2 text-sm">
          <li>
            <a href={telHref(settings.phone)} className="inline-flex min-h-9 items-center gap-2 text-brand-800 hover:underline">
              <PhoneIcon /> {settings.phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${institution.admissionsEmail}`} className="inline-flex min-h-9 items-center gap-2 break-all text-brand-800 hover:underline">
              <MailIcon /> {institution.admissionsEmail}
            </a>
          </li>
        </ul>
        <h3 className="mt-5 text-lg font-semibold">{t("home.quickLinks")}</h3>
        <ul className="mt-2 grid gap-0.5 text-sm">
          {quickLinks.map((link) => (
            <li key={link.to}>
              <Link to={localePath(link.to)} className="group inline-flex min-h-9 items-center gap-2 text-ink hover:text-brand-700">
                <ArrowRightIcon className="h-3.5 w-3.5 text-accent-500 transition-transform group-hover:translate-x-0.5" />
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
