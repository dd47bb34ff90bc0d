import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { institution } from "../../../content/institution";
import { Carousel, PhotoSlide } from "../../components/carousel";
import { ContactCard } from "../../components/contact-links";
import { SectionState } from "../../components/home/section-state";
import { MarkdownHtml } from "../../components/markdown-html";
import { PageHeader } from "../../components/page-header";
import { useLocalePath, useT, type Translate } from "../../i18n/i18n";
import { localeOfPath } from "../../i18n/locale";
import { messagesFor } from "../../i18n/messages.server";
import { admissionsWords } from "../../lib/admissions-words.server";
import { sectionImages } from "../../lib/section-images.server";
import { pageMeta } from "../../lib/seo";
import { settingsFigures, settingsFrom, useAdmissionsHeading, useSettingsFigures, useSiteSettings } from "../../lib/site-settings";
import type { SiteSettings } from "../../../common/settings.collection";
import type { Route } from "./+types/admissions";
import { ApplyLink } from "../../components/apply-link";

const BANNER_IMAGES = 4;
const BANNER_AUTOPLAY_MS = 4000;

/** The words are the record `admissions` (see admissionsWords); the banner is the campus photographs. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { locale, messages } = messagesFor(request, "admissions");
  const [words, campus] = await Promise.all([
    admissionsWords(context, request),
    // A failed section is an empty one; the rest of the page still helps the visitor.
    sectionImages(context, "campus", locale).catch((error) => {
      context.reportLoadError("Admissions page: the campus images could not be loaded", error);
      return [];
    }),
  ]);
  return {
    ...words,
    banner: campus.slice(0, BANNER_IMAGES).map((image) => ({ _id: image._id, url: image.url, caption: image.caption, title: image.title })),
    locale,
    messages,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const settings = settingsFrom(matches);
  return pageMeta({ matches, location }, (t, text) => {
    const figures = settingsFigures(settings, localeOfPath(location.pathname), text);
    return {
      title: loaderData.title,
      description: t("admissions.description", {
        heading: t(settings.admissionsOpen ? "frame.admissionsOpen" : "frame.admissionsClosed", { year: figures.academicYear }),
        college: t("institution.collegeName"),
        seats: figures.seats,
        each: figures.seatsEach ? t("admissions.descriptionEach") : "",
        collegeCode: institution.collegeCode,
        choiceCode: institution.choiceCode,
      }),
      path: "/admissions",
    };
  });
};

/** The "admissions open" block's first words, from the settings: the year, open or closed, the seats. */
function admissionsSentence(t: Translate, { admissionsOpen, intakeDPharm, intakeBPharm }: SiteSettings, academicYear: string): string {
  const seats =
    intakeDPharm === intakeBPharm
      ? t("admissions.seatsEach", { seats: intakeDPharm })
      : t("admissions.seatsSplit", { dpharm: intakeDPharm, bpharm: intakeBPharm });
  return t(admissionsOpen ? "admissions.open" : "admissions.closed", { year: academicYear, seats });
}

export default function Admissions({ loaderData }: Route.ComponentProps) {
  const { banner, title, intro, how, video, contacts } = loaderData;
  const settings = useSiteSettings();
  const heading = useAdmissionsHeading();
  const figures = useSettingsFigures();
  const t = useT();
  const localePath = useLocalePath();
  const opening = admissionsSentence(t, settings, figures.academicYear);
  const [firstParagraph, ...paragraphs] = how.paragraphs;
  return (
    <>
      <PageHeader title={title} intro={intro && <MarkdownHtml html={intro} className="space-y-3" />}>
        <ApplyLink className="btn-accent">
          {t("admissions.applyNow")}
        </ApplyLink>
        <Link to={localePath("/admissions/process")} className="btn-outline bg-surface/70">
          {t("admissions.process")}
        </Link>
      </PageHeader>

      <div className="container-page pt-10 sm:pt-14">
        <div className="h-72 overflow-hidden rounded-2xl bg-brand-800 shadow-card sm:h-80 lg:h-[460px]">
          {banner.length === 0 ? (
            <SectionState kind="empty" message={t("admissions.noImages")} tone="dark" className="h-full" />
          ) : (
            <Carousel
              label={t("admissions.campusPhotos")}
              items={banner}
              getKey={(image) => image._id}
              loop
              autoplayMs={BANNER_AUTOPLAY_MS}
              className="h-full"
              viewportClassName="h-full"
              renderSlide={(image, index) => {
                const caption = image.caption || image.title;
                return (
                  <PhotoSlide
                    src={image.url}
                    alt={caption || t("admissions.campusPhoto", { number: index + 1 })}
                    eager={index === 0}
                    sizes="(min-width: 1152px) 1088px, 100vw"
                  >
                    {caption ? <p className="font-display text-lg font-semibold">{caption}</p> : null}
                  </PhotoSlide>
                );
              }}
            />
          )}
        </div>
      </div>

      <section aria-labelledby="admission-open" className="container-page grid gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:gap-12">
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{t("admissions.academicYear", { year: figures.academicYear })}</p>
          <h2 id="admission-open" className="mt-2 text-3xl font-semibold sm:text-4xl">
            {heading}
          </h2>
          {how.heading && <h3 className="mt-5 text-xl font-semibold">{how.heading}</h3>}
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-ink/85">
            {/* The year's sentence leads the first paragraph of how admission works. */}
            <p>
              {opening}
              {firstParagraph && (
                <>
                  {" "}
                  <MarkdownHtml as="span" html={firstParagraph} />
                </>
              )}
            </p>
            {paragraphs.map((paragraph, index) => (
              <MarkdownHtml key={index} html={paragraph} className="space-y-4" />
            ))}
          </div>
          {how.programmes.length > 0 && (
            <ul className="mt-6 flex flex-wrap gap-2">
              {how.programmes.map((programme, index) => (
                <li key={index} className="rounded-full bg-brand-50 px-3.5 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
                  <MarkdownHtml as="span" html={programme} />
                </li>
              ))}
            </ul>
          )}
          <MarkdownHtml html={how.rest} className="mt-4 space-y-4 text-lg leading-relaxed text-ink/85 empty:hidden" />
        </div>
        <div className="grid content-start gap-4">
          <dl className="grid grid-cols-2 gap-4">
            <div className="col-span-2 rounded-card bg-brand-800 p-6 text-white shadow-card">
              <dt className="text-sm text-brand-200">{figures.seatsEach ? t("admissions.intakePerProgramme") : t("admissions.intake")}</dt>
              <dd className="mt-1 font-display text-5xl font-semibold">
                {figures.seats} <span className="font-sans text-base font-medium text-brand-100">{t("admissions.seats")}</span>
              </dd>
            </div>
            <div className="card p-5">
              <dt className="text-sm text-muted">{t("admissions.collegeCode")}</dt>
              <dd className="mt-1 font-display text-xl font-semibold text-brand-900 sm:text-2xl">{institution.collegeCode}</dd>
            </div>
            <div className="card p-5">
              <dt className="text-sm text-muted">{t("admissions.choiceCode")}</dt>
              {/* Small enough on a 360-px phone that the nine digits stay on one line. */}
              <dd className="mt-1 font-display text-xl font-semibold [overflow-wrap:anywhere] text-brand-900 sm:text-2xl">{institution.choiceCode}</dd>
            </div>
          </dl>
          <ApplyLink className="btn-accent w-full text-base">
            {t("admissions.applyNow")}
          </ApplyLink>
        </div>
      </section>

      {/* Without a video id the clerk has chosen to show no video. */}
      {settings.admissionsVideoId && (
        <section aria-labelledby="campus-video" className="bg-brand-950 py-12 text-white sm:py-16">
          <div className="container-page grid items-center gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-12">
            <div>
              {video?.heading && (
                <h2 id="campus-video" className="text-3xl font-semibold text-white">
                  {video.heading}
                </h2>
              )}
              {video && <MarkdownHtml html={video.html} links="inherit" className="mt-4 space-y-3 leading-relaxed text-brand-100" />}
              <p className="mt-3 text-sm text-brand-300">{t("admissions.videoNote")}</p>
            </div>
            <VideoFacade youtubeId={settings.admissionsVideoId} title={t("admissions.videoTitle", { college: t("institution.collegeName") })} poster={banner[1]?.url ?? banner[0]?.url} />
          </div>
        </section>
      )}

      <section aria-labelledby="admission-contacts" className="container-page py-12 sm:py-16">
        {contacts.heading && (
          <h2 id="admission-contacts" className="text-3xl font-semibold">
            {contacts.heading}
          </h2>
        )}
        <MarkdownHtml html={contacts.html} className="mt-2 space-y-2 text-muted" />
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {contacts.people.map((contact, index) => (
            <li key={index}>
              <ContactCard contact={contact} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/**
 * A still picture with a play button; the YouTube player (and its cookies and scripts) loads only
 * after a click. Without JavaScript the button is a plain link to the video.
 */
function VideoFacade({ youtubeId, title, poster }: { youtubeId: string; title: string; poster?: string }) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  const playerRef = useRef<HTMLIFrameElement>(null);
  // The play button disappears with the click; keyboard focus moves on to the player that replaced it.
  useEffect(() => {
    if (playing) playerRef.current?.focus();
  }, [playing]);
  const watchUrl = `https://www.youtube.com/watch?v=${youtubeId}`;
  return (
    <div className="overflow-hidden rounded-2xl bg-brand-800 shadow-2xl ring-1 ring-white/10">
      {playing ? (
        <div className="relative aspect-video">
          <iframe
            ref={playerRef}
            className="absolute inset-0 h-full w-full border-0"
            src={`https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&rel=0`}
            title={title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        </div>
      ) : (
        <PlayControl href={watchUrl} label={t("admissions.playVideo", { title })} onPlay={() => setPlaying(true)}>
          {/* The picture with the play button; the title in a band beneath, where it covers neither. */}
          <span className="relative block aspect-video">
            {poster ? (
              <img src={poster} alt="" loading="lazy" decoding="async" className="absolute inset-0 h-full w-full object-cover opacity-80 transition group-hover:opacity-90" />
            ) : (
              <span aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,var(--color-brand-600),var(--color-brand-900))]" />
            )}
            <span className="absolute inset-0 grid place-items-center">
              <span className="inline-flex h-18 w-18 items-center justify-center rounded-full bg-accent-400 text-brand-950 shadow-xl ring-8 ring-white/20 transition group-hover:scale-105 motion-reduce:transition-none">
                <svg className="ml-1 h-8 w-8" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                  <path d="M7 4.5v15l12.5-7.5z" />
                </svg>
              </span>
            </span>
          </span>
          <span className="block bg-brand-950/60 px-5 py-4 text-left font-display text-lg font-semibold text-white sm:px-6 sm:text-xl">{title}</span>
        </PlayControl>
      )}
    </div>
  );
}

/** A button that plays in place once the script runs; before that (or without it) a link to the video on YouTube. */
function PlayControl({ href, label, onPlay, children }: { href: string; label: string; onPlay: () => void; children: React.ReactNode }) {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const className = "group block w-full";
  return interactive ? (
    <button type="button" onClick={onPlay} className={className} aria-label={label}>
      {children}
    </button>
  ) : (
    <a href={href} className={className} aria-label={label}>
      {children}
    </a>
  );
}
