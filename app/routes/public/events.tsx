import type { ImageRecord } from "../../../common/image.schema";
import { pastEvents, upcomingEvents, type CollegeEvent } from "../../../content/events";
import { institution } from "../../../content/institution";
import { Carousel, PhotoSlide } from "../../components/carousel";
import { SectionState } from "../../components/home/section-state";
import { PageHeader } from "../../components/page-header";
import { pageMeta, publicUrlFrom } from "../../lib/seo";
import type { Route } from "./+types/events";

const EVENTS_AUTOPLAY_MS = 5000;
export const EVENT_TITLE_FALLBACK = "College Event";
export const EVENT_DESCRIPTION_FALLBACK = "Join us for this exciting event";

export async function loader({ context }: Route.LoaderArgs) {
  const images = await context.services.images.listImages("events").catch((error) => {
    context.reportLoadError("Events page: the event images could not be loaded", error);
    return [] as ImageRecord[];
  });
  return { images: images.map(({ _id, url, title, description }) => ({ _id, url, title, description })) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Events",
    description: `Events at ${institution.collegeName}: pharmacy week, sports meet, annual gathering, industrial visits and more.`,
    path: "/events",
    publicUrl: publicUrlFrom(matches),
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
  const { images } = loaderData;
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
      <EventList id="upcoming-events" title="Upcoming events" events={upcomingEvents} tone="upcoming" />
      <EventList id="past-events" title="Past events" events={pastEvents} tone="past" />
    </>
  );
}

function EventList({ id, title, events, tone }: { id: string; title: string; events: readonly CollegeEvent[]; tone: "upcoming" | "past" }) {
  return (
    <section aria-labelledby={id} className={tone === "past" ? "border-t border-line bg-surface py-12 sm:py-16" : "py-12 sm:py-16"}>
      <div className="container-page">
        <h2 id={id} className="text-3xl font-semibold">
          {title}
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {events.map((event) => {
            const date = dayMonth(event.date);
            return (
              <li key={event.title}>
                <article className={`flex h-full gap-4 rounded-card p-5 sm:p-6 ${tone === "past" ? "bg-paper ring-1 ring-line" : "card"}`}>
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
                    <h3 className="text-lg leading-snug font-semibold">{event.title}</h3>
                    <p className="mt-1 text-sm font-medium text-brand-700">
                      {date.full} · {event.place}
                    </p>
                    <p className="mt-2 text-sm leading-relaxed text-muted">{event.description}</p>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
