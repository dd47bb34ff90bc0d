import { Link } from "react-router";
import { useLocalePath, useT } from "../../i18n/i18n";
import type { RenderedMarkdown } from "../../lib/rendered-markdown";
import { MarkdownHtml } from "../markdown-html";
import { ArrowRightIcon, EyeIcon, TargetIcon } from "./home-icons";

// Where the original site's "Learn More" buttons led is not known; both lead to the About Us overview, where the
// institute's story and leadership messages continue these statements.
const LEARN_MORE_PATH = "/about";

type Statement = { title: string; html: RenderedMarkdown } | null;

/** The mission and vision cards; their "Our Mission" / "Our Vision" labels are the design's, their words the home page's record. */
export function MissionVision({ mission, vision }: { mission: Statement; vision: Statement }) {
  const t = useT();
  const learnMorePath = useLocalePath()(LEARN_MORE_PATH);
  return (
    <section aria-label={t("home.missionAndVision")} className="py-16 sm:py-24">
      <div className="container-page grid gap-6 lg:grid-cols-2">
        <article className="relative overflow-hidden rounded-card bg-brand-800 p-7 text-white shadow-card sm:p-10">
          <span aria-hidden="true" className="absolute -right-16 -bottom-16 h-56 w-56 rounded-full bg-brand-700/60" />
          <div className="relative">
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-accent-400 text-brand-950">
              <TargetIcon />
            </span>
            <p className="mt-6 text-sm font-semibold tracking-wider text-accent-200 uppercase">{t("home.ourMission")}</p>
            <h2 className="mt-2 text-2xl font-semibold text-white sm:text-3xl">{mission?.title}</h2>
            {mission && <MarkdownHtml html={mission.html} links="inherit" className="mt-4 space-y-3 leading-relaxed text-brand-100" />}
            <Link to={learnMorePath} className="btn-accent mt-8">
              {t("home.learnMore")}<span className="sr-only">{t("home.aboutMission")}</span>
              <ArrowRightIcon />
            </Link>
          </div>
        </article>
        <article className="relative overflow-hidden rounded-card bg-accent-50 p-7 shadow-card ring-1 ring-accent-100 sm:p-10">
          <span aria-hidden="true" className="absolute -right-16 -bottom-16 h-56 w-56 rounded-full bg-accent-100/70" />
          <div className="relative">
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white">
              <EyeIcon />
            </span>
            <p className="mt-6 text-sm font-semibold tracking-wider text-accent-700 uppercase">{t("home.ourVision")}</p>
            <h2 className="mt-2 text-2xl font-semibold sm:text-3xl">{vision?.title}</h2>
            {vision && <MarkdownHtml html={vision.html} className="mt-4 space-y-3 leading-relaxed text-ink/80" />}
            <Link to={learnMorePath} className="btn-primary mt-8">
              {t("home.learnMore")}<span className="sr-only">{t("home.aboutVision")}</span>
              <ArrowRightIcon />
            </Link>
          </div>
        </article>
      </div>
    </section>
  );
}
