import { recordIn, type PublicRecordOf } from "../../../common/collection";
import { eventCollection } from "../../../common/event.collection";
import { todayInKolkata } from "../../../common/fields";
import { Carousel, PhotoSlide } from "../../components/carousel";
import { SectionState } from "../../components/home/section-state";
import { PageHeader } from "../../components/page-header";
import { ResponsiveImage } from "../../components/responsive-image";
import { useLocale, useT } from "../../i18n/i18n";
import { formatCalendarDate } from "../../i18n/format";
import type { Locale } from "../../i18n/locale";
import { messagesFor } from "../../i18n/messages.server";
import { sectionImages } from "../../lib/section-images.server";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/events";

const EVENTS_AUTOPLAY_MS = 5000;

/** An event as the page shows it: its title and description in the page's language. */
type CollegeEvent = PublicRecordOf<typeof eventCollection>;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { locale, messages } = messagesFor(request, "records");
  const [images, events] = await Promise.all([
    sectionImages(context, "events", locale).catch((error) => {
      context.reportLoadError("Events page: the event images could not be loaded", error);
      return [];
    }),
    context.services.events.listPublic().then(
      (list) => ({ list, failed: false }),
      (error) => {
        context.reportLoadError("Events page: the events could not be loaded", error);
        return { list: [] as CollegeEvent[], failed: true };
      },
    ),
  ]);
  // Newest first throughout: the coming events (furthest ahead first), then the past ones.
  const today = todayInKolkata();
  const shown = events.list.map((event) => recordIn(locale, eventCollection, event));
  return {
    // The caption in the page's language is what the clerk writes for a photograph; a title and description are an older record's.
    images: images.map(({ _id, url, title, description, caption }) => ({ _id, url, caption, title, description })),
    upcoming: shown.filter((event) => event.date >= today),
    past: shown.filter((event) => event.date < today),
    eventsFailed: events.failed,
    locale,
    messages,
  };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, (t) => ({
    title: "Events",
    description: t("events.description", { college: t("institution.collegeName") }),
    path: "/events",
  }));

const dayMonth = (locale: Locale, value: string) => ({
  day: formatCalendarDate(locale, value, "dayMonthDay"),
  month: formatCalendarDate(locale, value, "month"),
  full: formatCalendarDate(locale, value),
});

export default function Events({ loaderData }: Route.ComponentProps) {
  const { images, upcoming, past, eventsFailed } = loaderData;
  const t = useT();
  return (
    <>
      <PageHeader title="Events" intro={t("events.intro")} />
      <div className="container-page pt-10 sm:pt-14">
        <div className="h-[26rem] overflow-hidden rounded-2xl bg-brand-800 shadow-card sm:h-[28rem] lg:h-[540px]">
          {images.length === 0 ? (
            <SectionState kind="empty" message={t("events.noImages")} tone="dark" className="h-full" />
          ) : (
            <Carousel
              label={t("events.photos")}
              items={images}
              getKey={(image) => image._id}
              loop
              autoplayMs={EVENTS_AUTOPLAY_MS}
              className="h-full"
              viewportClassName="h-full"
              renderSlide={(image, index) => {
                if (image.caption) {
                  return (
                    <PhotoSlide src={image.url} alt={image.caption} eager={index === 0} sizes="(min-width: 1152px) 1088px, 100vw">
                      <p className="max-w-3xl font-display text-base font-semibold text-white sm:text-xl">{image.caption}</p>
                    </PhotoSlide>
                  );
                }
                const title = image.title.trim() || t("events.titleFallback");
                return (
                  <PhotoSlide src={image.url} alt={title} eager={index === 0} sizes="(min-width: 1152px) 1088px, 100vw">
                    <p className="font-display text-xl font-semibold text-white sm:text-2xl">{title}</p>
                    <p className="mt-1 max-w-2xl text-sm text-white/85 sm:text-base">
                      {image.description.trim() || t("events.descriptionFallback")}
                    </p>
                  </PhotoSlide>
                );
              }}
            />
          )}
        </div>
      </div>
      {eventsFailed ? (
        <SectionState kind="error" message={t("events.loadFailed")} className="py-16" />
      ) : (
        <>
          <EventList id="upcoming-events" title={t("events.upcoming")} events={upcoming} tone="upcoming" empty={t("events.upcomingEmpty")} />
          <EventList id="past-events" title={t("events.past")} events={past} tone="past" empty={t("events.pastEmpty")} />
        </>
      )}
    </>
  );
}

type EventListProps = {
  id: string;
  title: string;
  events: readonly CollegeEvent[];
  tone: "upcoming" | "past";
  empty: string;
};

function EventList({ id, title, events, tone, empty }: EventListProps) {
  return (
    <section aria-labelledby={id} className={tone === "past" ? "border-t border-line bg-surface py-12 sm:py-16" : "py-12 sm:py-16"}>
      <div className="container-page">
        <h2 id={id} className="text-3xl font-semibold">
          {title}
        </h2>
        {events.length === 0 ? (
          <p className="mt-6 text-muted">{empty}</p>
        ) : (
          <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {events.map((event) => (
              <li key={event._id}>
                <EventCard event={event} tone={tone} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function EventCard({ event, tone }: { event: CollegeEvent; tone: EventListProps["tone"] }) {
  const t = useT();
  const locale = useLocale();
  const date = dayMonth(locale, event.date);
  const { title, description } = event;
  return (
    <article className={`flex h-full flex-col gap-4 rounded-card p-5 sm:p-6 ${tone === "past" ? "bg-paper ring-1 ring-line" : "card"}`}>
      <div className="flex gap-4">
        <time
          dateTime={event.date}
          className={`flex h-16 w-16 shrink-0 flex-col items-center justify-center rounded-xl text-center ${
            tone === "upcoming" ? "bg-accent-400 text-brand-950" : "bg-brand-100 text-brand-800"
          }`}
        >
          <span aria-hidden="true" className="font-display text-2xl leading-none font-semibold">{date.day}</span>
          <span aria-hidden="true" className="mt-0.5 text-xs font-semibold tracking-wider uppercase">{date.month}</span>
          <span className="sr-only">{date.full}</span>
        </time>
        <div className="min-w-0">
          <h3 className="text-lg leading-snug font-semibold break-words">{title}</h3>
          <p className="mt-1 text-sm font-medium text-brand-700">{date.full}</p>
          {description && <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-muted">{description}</p>}
        </div>
      </div>
      {event.images.length > 0 && (
        <ul aria-label={t("events.photosOf", { title })} className="mt-auto grid grid-cols-3 gap-2">
          {event.images.map((url, index) => (
            <li key={`${index}-${url}`}>
              {/* The full picture, for a closer look; the thumbnail is a small stored copy. */}
              <a href={url} className="block overflow-hidden rounded-lg ring-1 ring-line hover:ring-brand-400">
                <ResponsiveImage
                  src={url}
                  alt={t("events.photoOf", { number: index + 1, title })}
                  width={4}
                  height={3}
                  sizes="(min-width: 1024px) 110px, (min-width: 768px) 30vw, 31vw"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
