import { Link } from "react-router";
import { institution } from "../../../content/institution";
import { localDigits } from "../../i18n/format";
import { useLocale, useLocalePath, useMenuText, useT } from "../../i18n/i18n";
import type { RenderedMarkdown } from "../../lib/rendered-markdown";
import { useAdmissionsHeading, useSettingsFigures } from "../../lib/site-settings";
import { MarkdownHtml } from "../markdown-html";
import { ArrowRightIcon } from "./home-icons";
import { GalleryCarousel, type GallerySlide } from "./gallery-carousel";
import { ApplyLink } from "../apply-link";

type HeroProps = {
  /** The home page's title; its greeting ("Welcome to") is set small above the rest. */
  title: string;
  tagline: RenderedMarkdown;
  gallery: GallerySlide[] | Promise<GallerySlide[]>;
};

/** The first screen: who we are, the two main actions, and the campus gallery beside them. */
export function Hero({ title, tagline, gallery }: HeroProps) {
  const t = useT();
  const greeting = t("home.welcome");
  const [lead, name] = title.startsWith(`${greeting} `) ? [greeting, title.slice(greeting.length + 1)] : ["", title];
  const locale = useLocale();
  const localePath = useLocalePath();
  const menuText = useMenuText();
  const figures = useSettingsFigures();
  return (
    <section aria-labelledby="home-title" className="relative isolate overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,var(--color-brand-700),transparent_60%),radial-gradient(ellipse_at_bottom_right,var(--color-brand-950),transparent_55%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(var(--color-brand-700)_1px,transparent_1px)] [background-size:22px_22px] opacity-40 [mask-image:linear-gradient(to_bottom,black,transparent_85%)]"
      />
      <div className="container-page grid items-center gap-10 pt-10 pb-24 sm:pt-14 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12 lg:pt-16 lg:pb-32">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-accent-200 ring-1 ring-white/15 sm:text-sm">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-accent-400" />
            {useAdmissionsHeading()}
          </p>
          <h1 id="home-title" className="mt-5 text-4xl leading-[1.08] font-semibold text-white sm:text-5xl lg:text-[3.5rem]">
            {lead && (
              <>
                <span className="block font-sans text-lg font-medium tracking-normal text-brand-200 sm:text-xl">{lead}</span>{" "}
              </>
            )}
            <span className="mt-2 block text-balance">{name}</span>
          </h1>
          <MarkdownHtml html={tagline} links="inherit" className="mt-5 max-w-xl space-y-3 text-lg leading-relaxed text-brand-100" />
          <div className="mt-8 flex flex-wrap gap-3">
            <ApplyLink className="btn-accent px-6">
              {t("home.applyNow")}
              <ArrowRightIcon />
            </ApplyLink>
            <Link to={localePath("/about/institute-at-glance")} className="btn border border-white/40 px-6 text-white hover:bg-white/10">
              {t("home.aboutUs")}
            </Link>
          </div>
          <dl className="mt-10 flex max-w-lg flex-wrap gap-x-8 gap-y-4 border-t border-white/15 pt-6 text-sm whitespace-nowrap">
            <div>
              <dt className="text-brand-200">{t("home.established")}</dt>
              <dd className="mt-1 font-display text-base font-semibold text-white sm:text-lg">{localDigits(locale, institution.established)}</dd>
            </div>
            <div>
              <dt className="text-brand-200">{t("home.programmes")}</dt>
              <dd className="mt-1 font-display text-base font-semibold text-white sm:text-lg">
                {menuText("D.Pharm")} · {menuText("B.Pharm")}
              </dd>
            </div>
            <div>
              <dt className="text-brand-200">{figures.seatsEach ? t("home.seatsEach") : t("home.seats")}</dt>
              <dd className="mt-1 font-display text-base font-semibold text-white sm:text-lg">{figures.seats}</dd>
            </div>
          </dl>
        </div>
        <GalleryCarousel images={gallery} />
      </div>
    </section>
  );
}
