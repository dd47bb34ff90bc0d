import type { ImageRecord } from "../../../common/image.schema";
import { libraryCollection, libraryHours, libraryIntro, libraryRules, libraryServices } from "../../../content/library";
import { Carousel, PhotoSlide } from "../../components/carousel";
import { SectionState } from "../../components/home/section-state";
import { PageHeader } from "../../components/page-header";
import { useEnglishKeyed, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/library";

const LIBRARY_AUTOPLAY_MS = 5000;

export async function loader({ context, request }: Route.LoaderArgs) {
  const images = await context.services.images.listImages("library").catch((error) => {
    context.reportLoadError("Library page: the library images could not be loaded", error);
    return [] as ImageRecord[];
  });
  return { images: images.map(({ _id, url, caption, title }) => ({ _id, url, caption, title })), ...messagesFor(request, "campus", "campusText") };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, (t) => ({
    title: "Library",
    description: t("library.description", { college: t("institution.collegeName") }),
    path: "/library",
  }));

export default function Library({ loaderData }: Route.ComponentProps) {
  const { images } = loaderData;
  const t = useT();
  const text = useEnglishKeyed();
  return (
    <>
      <PageHeader title="Library" intro={text(libraryIntro)} />
      <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)] lg:gap-10">
        <div className="h-80 overflow-hidden rounded-2xl bg-brand-800 shadow-card sm:h-96 lg:h-auto lg:min-h-[440px]">
          {images.length === 0 ? (
            <SectionState kind="empty" message={t("library.noImages")} tone="dark" className="h-full" />
          ) : (
            <Carousel
              label={t("library.photos")}
              items={images}
              getKey={(image) => image._id}
              loop
              autoplayMs={LIBRARY_AUTOPLAY_MS}
              className="h-full"
              viewportClassName="h-full"
              renderSlide={(image, index) => {
                const caption = image.caption || image.title;
                return (
                  <PhotoSlide src={image.url} alt={caption || t("library.photo", { number: index + 1 })} eager={index === 0} sizes="(min-width: 1024px) 700px, 100vw">
                    {caption ? <p className="font-display text-lg font-semibold">{caption}</p> : null}
                  </PhotoSlide>
                );
              }}
            />
          )}
        </div>

        <section aria-labelledby="library-hours" className="rounded-card bg-brand-800 p-6 text-white shadow-card sm:p-8">
          <h2 id="library-hours" className="text-2xl font-semibold text-white">
            {t("library.hours")}
          </h2>
          <dl className="mt-6 divide-y divide-white/15">
            {libraryHours.map((row) => (
              <div key={row.days} className="flex items-baseline justify-between gap-4 py-4">
                <dt className="font-medium text-brand-100">{text(row.days)}</dt>
                <dd className={`text-right font-semibold whitespace-nowrap ${row.closed ? "text-accent-200" : "text-white"}`}>{text(row.hours)}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-brand-200">{t("library.extended")}</p>
        </section>
      </div>

      <section aria-labelledby="library-collection" className="border-y border-line bg-surface py-12 sm:py-16">
        <div className="container-page">
          <h2 id="library-collection" className="text-3xl font-semibold">
            {t("library.collection")}
          </h2>
          <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {libraryCollection.map((fact) => (
              <div key={fact.label} className="rounded-card bg-paper p-5 ring-1 ring-line">
                <dd className="font-display text-2xl font-semibold text-brand-800">{text(fact.value)}</dd>
                <dt className="mt-1 text-sm text-muted">{text(fact.label)}</dt>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <div className="container-page grid gap-8 py-12 sm:py-16 md:grid-cols-2">
        <section aria-labelledby="library-services" className="card p-6 sm:p-8">
          <h2 id="library-services" className="text-2xl font-semibold">
            {t("library.services")}
          </h2>
          <ul className="mt-5 space-y-3">
            {libraryServices.map((service) => (
              <li key={service} className="flex gap-3 text-ink/90">
                <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-brand-500" />
                {text(service)}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="library-rules" className="card p-6 sm:p-8">
          <h2 id="library-rules" className="text-2xl font-semibold">
            {t("library.rules")}
          </h2>
          <ol className="mt-5 space-y-3">
            {libraryRules.map((rule, index) => (
              <li key={rule} className="flex gap-3 text-ink/90">
                <span className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-accent-100 text-xs font-bold text-accent-700">
                  {index + 1}
                </span>
                {text(rule)}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
