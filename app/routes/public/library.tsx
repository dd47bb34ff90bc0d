import { Carousel, PhotoSlide } from "../../components/carousel";
import { SectionState } from "../../components/home/section-state";
import { MarkdownHtml } from "../../components/markdown-html";
import { PageHeader } from "../../components/page-header";
import { PageSections } from "../../components/page-sections";
import { useDigits, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { factsOf, listOf, readPage, splitIntro } from "../../lib/page-record.server";
import { sectionImages } from "../../lib/section-images.server";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/library";

const LIBRARY_AUTOPLAY_MS = 5000;

/** Opening hours without a figure ("Closed", "बंद") are shown as the days it is closed. */
const isClosed = (hours: string) => !/[0-9\u0966-\u096F]/.test(hours);

/**
 * The page's record (`library`): an introduction, the opening hours (days and hours as facts, then
 * a note), the collection (facts), the services (a list) and the rules (a numbered list); any
 * further section follows them. The photographs are the library's images.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { locale, messages } = messagesFor(request, "campus");
  const [words, images] = await Promise.all([
    readPage(context, request, "library"),
    sectionImages(context, "library", locale).catch((error) => {
      context.reportLoadError("Library page: the library images could not be loaded", error);
      return [];
    }),
  ]);
  const { intro, rest } = splitIntro(words.sections);
  const [hours, collection, services, rules, ...more] = rest;
  const opening = hours ? factsOf(words, hours.body) : null;
  return {
    title: words.title,
    intro: intro && words.html(intro.body),
    hours: hours && opening ? { heading: hours.heading, ...opening, facts: opening.facts.map((fact) => ({ ...fact, closed: isClosed(fact.text) })) } : null,
    collection: collection ? { heading: collection.heading, ...factsOf(words, collection.body) } : null,
    services: services ? { heading: services.heading, ...listOf(words, services.body) } : null,
    rules: rules ? { heading: rules.heading, ...listOf(words, rules.body) } : null,
    more: more.map(words.shown),
    images: images.map((image) => ({ _id: image._id, url: image.url, caption: image.caption, title: image.title })),
    locale,
    messages,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? pageMeta({ matches, location }, (t) => ({
        title: loaderData.title,
        description: t("library.description", { college: t("institution.collegeName") }),
        path: "/library",
      }))
    : [];

export default function Library({ loaderData }: Route.ComponentProps) {
  const { title, intro, hours, collection, services, rules, more, images } = loaderData;
  const t = useT();
  const digits = useDigits();
  return (
    <>
      <PageHeader title={title} intro={intro && <MarkdownHtml html={intro} className="space-y-3" />} />
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
          {hours?.heading && (
            <h2 id="library-hours" className="text-2xl font-semibold text-white">
              {hours.heading}
            </h2>
          )}
          {hours && (
            <>
              <MarkdownHtml html={hours.lead} links="inherit" className="mt-4 space-y-2 text-sm text-brand-100 empty:hidden" />
              <dl className="mt-6 divide-y divide-white/15">
                {hours.facts.map((row, index) => (
                  <div key={index} className="flex items-baseline justify-between gap-4 py-4">
                    <dt className="font-medium text-brand-100">{row.label}</dt>
                    <dd className={`text-right font-semibold whitespace-nowrap ${row.closed ? "text-accent-200" : "text-white"}`}>
                      <MarkdownHtml as="span" html={row.html} links="inherit" />
                    </dd>
                  </div>
                ))}
              </dl>
              <MarkdownHtml html={hours.rest} links="inherit" className="mt-4 space-y-2 text-sm text-brand-200 empty:hidden" />
            </>
          )}
        </section>
      </div>

      <section aria-labelledby="library-collection" className="border-y border-line bg-surface py-12 sm:py-16">
        <div className="container-page">
          {collection?.heading && (
            <h2 id="library-collection" className="text-3xl font-semibold">
              {collection.heading}
            </h2>
          )}
          {collection && (
            <>
              <MarkdownHtml html={collection.lead} className="mt-4 max-w-prose space-y-3 empty:hidden" />
              <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                {collection.facts.map((fact, index) => (
                  // The figure shows above its label; the term still comes first, as a list of terms needs and a screen reader reads it.
                  <div key={index} className="flex flex-col-reverse rounded-card bg-paper p-5 ring-1 ring-line">
                    <dt className="mt-1 text-sm text-muted empty:hidden">{fact.label}</dt>
                    <dd className="font-display text-2xl font-semibold text-brand-800">
                      <MarkdownHtml as="span" html={fact.html} />
                    </dd>
                  </div>
                ))}
              </dl>
              <MarkdownHtml html={collection.rest} className="mt-6 max-w-prose space-y-3 empty:hidden" />
            </>
          )}
        </div>
      </section>

      <div className="container-page grid gap-8 py-12 sm:py-16 md:grid-cols-2">
        {services && (
          <section aria-labelledby="library-services" className="card p-6 sm:p-8">
            {services.heading && (
              <h2 id="library-services" className="text-2xl font-semibold">
                {services.heading}
              </h2>
            )}
            <MarkdownHtml html={services.lead} className="mt-4 space-y-3 text-ink/90 empty:hidden" />
            <ul className="mt-5 space-y-3">
              {services.items.map((service, index) => (
                <li key={index} className="flex gap-3 text-ink/90">
                  <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-brand-500" />
                  <MarkdownHtml as="span" html={service} />
                </li>
              ))}
            </ul>
            <MarkdownHtml html={services.rest} className="mt-4 space-y-3 text-ink/90 empty:hidden" />
          </section>
        )}
        {rules && (
          <section aria-labelledby="library-rules" className="card p-6 sm:p-8">
            {rules.heading && (
              <h2 id="library-rules" className="text-2xl font-semibold">
                {rules.heading}
              </h2>
            )}
            <MarkdownHtml html={rules.lead} className="mt-4 space-y-3 text-ink/90 empty:hidden" />
            <ol className="mt-5 space-y-3">
              {rules.items.map((rule, index) => (
                <li key={index} className="flex gap-3 text-ink/90">
                  <span className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-accent-100 text-xs font-bold text-accent-700">
                    {digits(index + 1)}
                  </span>
                  <MarkdownHtml as="span" html={rule} />
                </li>
              ))}
            </ol>
            <MarkdownHtml html={rules.rest} className="mt-4 space-y-3 text-ink/90 empty:hidden" />
          </section>
        )}
      </div>
      {more.length > 0 && (
        <div className="container-page pb-12 sm:pb-16">
          <PageSections sections={more} idPrefix="library-more" />
        </div>
      )}
    </>
  );
}
