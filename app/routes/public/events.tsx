import type { CollegeEvent } from "../../../common/event.schema";
import { todayInKolkata } from "../../../common/fields";
import type { ImageRecord } from "../../../common/image.schema";
import { institution } from "../../../content/institution";
import { Carousel, PhotoSlide } from "../../components/carousel";
import { SectionState } from "../../components/home/section-state";
import { PageHeader } from "../../components/page-header";
import { ResponsiveImage } from "../../components/responsive-image";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/events";

const EVENTS_AUTOPLAY_MS = 5000;
export const EVENT_TITLE_FALLBACK = "College Event";
export const EVENT_DESCRIPTION_FALLBACK = "Join us for this exciting event";

export async function loader({ context }: Route.LoaderArgs) {
  const [images, events] = await Promise.all([
    context.services.images.listImages("events").catch((error) => {
      context.reportLoadError("Events page: the event images could not be loaded", error);
      return [] as ImageRecord[];
    }),
    context.services.events.listEvents().then(
      (list) => ({ list, failed: false }),
      (error) => {
        context.reportLoadError("Events page: the events could not be loaded", error);
        return { list: [] as CollegeEvent[], failed: true };
      },
    ),
  ]);
  // Newest first throughout: the coming events (furthest ahead first), then the past ones.
  const today = todayInKolkata();
  return {
    images: images.map(({ _id, url, title, description }) => ({ _id, url, title, description })),
    upcoming: events.list.filter((event) => event.date >= today),
    past: events.list.filter((event) => event.date < today),
    eventsFailed: events.failed,
  };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, {
    title: "Events",
    description: `Events at ${institution.collegeName}: pharmacy week, sports meet, annual gathering, industrial visits and more.`,
    path: "/events",
  });

const eventDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const dayMonth = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return {
    day: date.getUTCDate(),
    month: new Intl.DateTimeFormat("en-IN", { month: "short", timeZone: "UTC" }).format(date),
    full: eventDate.format(date),
  };
};

export default function Events({ loaderData }: Route.ComponentProps) {
  const { images, upcoming, past, eventsFailed } = loaderData;
  return (
    <>
      <PageHeader
        title="Events"
        intro="Celebrations, competitions, camps and visits: life at the college beyond the classroom."
      />
      <div className="container-page pt-10 sm:pt-14">
        <div className="h-[26rem] overflow-hidden rounded-2xl bg-brand-800 shadow-card sm:h-[28rem] lg:h-[540px]">
          {images.length === 0 ? (
            <SectionState kind="empty" message="No images available" tone="dark" className="h-full" />
          ) : (
            <Carousel
              label="Event photographs"
              items={images}
              getKey={(image) => image._id}
              loop
              autoplayMs={EVENTS_AUTOPLAY_MS}
              className="h-full"
              viewportClassName="h-full"
              renderSlide={(image, index) => {
                const title = image.title.trim() || EVENT_TITLE_FALLBACK;
                return (
                  <PhotoSlide src={image.url} alt={title} eager={index === 0} sizes="(min-width: 1152px) 1088px, 100vw">
                    <p className="font-display text-xl font-semibold text-white sm:text-2xl">{title}</p>
                    <p className="mt-1 max-w-2xl text-sm text-white/85 sm:text-base">
                      {image.description.trim() || EVENT_DESCRIPTION_FALLBACK}
                    </p>
                  </PhotoSlide>
                );
              }}
            />
          )}
        </div>
      </div>
      {eventsFailed ? (
        <SectionState kind="error" message="The events could not be loaded. Please try again later." className="py-16" />
      ) : (
        <>
          <EventList id="upcoming-events" title="Upcoming events" events={upcoming} tone="upcoming" empty="No upcoming events just now. Please check again soon." />
          <EventList id="past-events" title="Past events" events={past} tone="past" empty="No past events yet." />
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
  const date = dayMonth(event.date);
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
          <h3 className="text-lg leading-snug font-semibold break-words">{event.title}</h3>
          <p className="mt-1 text-sm font-medium text-brand-700">{date.full}</p>
          {event.description && <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-muted">{event.description}</p>}
        </div>
      </div>
      {event.images.length > 0 && (
        <ul aria-label={`Photos of ${event.title}`} className="mt-auto grid grid-cols-3 gap-2">
          {event.images.map((url, index) => (
            <li key={`${index}-${url}`}>
              {/* The full picture, for a closer look; the thumbnail is a small stored copy. */}
              <a href={url} className="block overflow-hidden rounded-lg ring-1 ring-line hover:ring-brand-400">
                <ResponsiveImage
                  src={url}
                  alt={`Photo ${index + 1} of ${event.title}`}
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
