import { recordIn } from "../../../common/collection";
import { suggestsMarathi } from "../../../common/language-preference";
import { newsCollection } from "../../../common/news.collection";
import { inLocale, localeOfPath } from "../../i18n/locale";
import { MarathiSuggestion } from "../../components/layout/marathi-suggestion";
import { messagesFor } from "../../i18n/messages.server";
import { Departments } from "../../components/home/departments";
import { FeatureCards } from "../../components/home/feature-cards";
import { Hero } from "../../components/home/hero";
import { LatestNews } from "../../components/home/latest-news";
import { MissionVision } from "../../components/home/mission-vision";
import { describeNewsAge } from "../../components/home/news-age";
import { Testimonials } from "../../components/home/testimonials";
import { PageSections } from "../../components/page-sections";
import { alumniTestimonials } from "../../lib/alumni-testimonials.server";
import { readPage, type PageWords } from "../../lib/page-record.server";
import { sectionImages } from "../../lib/section-images.server";
import { pageMeta } from "../../lib/seo";
import { linksToApplyForm } from "../../lib/site-navigation";
import { settingsFrom } from "../../lib/site-settings";
import type { Route } from "./+types/home";

/** How long the page waits for the gallery and testimonials before sending itself without them. */
const SECTION_WAIT_MS = 250;

/**
 * The section's data if it arrives within the wait — the usual case, and the page then works even
 * where its script never runs — or else the promise itself, which the page streams in behind a
 * spinner. A failure is logged and left to the section's error text.
 */
async function withinWait<T>(
  promise: Promise<T>,
  section: string,
  reportLoadError: Route.LoaderArgs["context"]["reportLoadError"],
): Promise<{ data: T | Promise<T> }> {
  promise.catch((error) => reportLoadError(`Home page: the ${section} could not be loaded`, error));
  const timedOut = Symbol("timed out");
  let timer: ReturnType<typeof setTimeout> | undefined;
  const first = await Promise.race([
    promise.then(
      (value) => ({ value }),
      () => null,
    ),
    new Promise<typeof timedOut>((resolve) => {
      timer = setTimeout(() => resolve(timedOut), SECTION_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  // Boxed: an async function returning the bare promise would wait for it after all.
  return { data: first && first !== timedOut ? first.value : promise };
}

/**
 * The home page's words, the record `home`: the title is the hero's heading; then the hero's
 * sentence, the four cards under the hero, the four departments, the alumni testimonials' heading
 * and introduction, the mission card and the vision card (heading = the card's title). A section
 * added after them follows the page's own.
 */
function homeWords(words: PageWords) {
  const card = (index: number) => {
    const section = words.sections[index];
    return section ? { title: section.heading, html: words.html(section.body) } : null;
  };
  const cards = (from: number, count: number) => words.sections.slice(from, from + count).map((section) => ({ title: section.heading, html: words.html(section.body) }));
  return {
    title: words.title,
    tagline: words.html(words.sections[0]?.body ?? ""),
    features: cards(1, 4),
    departments: cards(5, 4),
    alumni: card(9),
    mission: card(10),
    vision: card(11),
    more: words.sections.slice(12).map(words.shown),
  };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context;
  const { locale, messages } = messagesFor(request, "home");
  const gallery = sectionImages(context, "gallery", locale).then((images) => images.map(({ url, caption }) => ({ url, caption })));
  const [words, shownGallery, testimonials, news, { admissionsOpen }] = await Promise.all([
    readPage(context, request, "home"),
    withinWait(gallery, "gallery", context.reportLoadError),
    withinWait(alumniTestimonials(context, locale), "testimonials", context.reportLoadError),
    // News is part of the page itself; if it fails the page still renders, with the empty-list text.
    services.news.listPublic().catch((error) => {
      context.reportLoadError("Home page: the latest news could not be loaded", error);
      return [];
    }),
    services.settings.getSingleton(),
  ]);
  // One clock for "New" and "… ago": the server's, so the hydrated page says exactly what the HTML said.
  const now = Date.now();
  const marathiSuggested =
    locale === "en" && suggestsMarathi({ acceptLanguage: request.headers.get("accept-language"), cookie: request.headers.get("cookie") });
  return {
    marathiSuggested,
    messages,
    words: homeWords(words),
    gallery: shownGallery.data,
    testimonials: testimonials.data,
    // While admissions are closed, news that leads to the apply form invites nobody: it waits until they open.
    news: news
      .filter((item) => admissionsOpen || !linksToApplyForm(item.path))
      .map((item) => ({ ...recordIn(locale, newsCollection, item), ...describeNewsAge(item.postedAt, now, locale) })),
  };
}

/** The English home page's suggestion of Marathi depends on these (the server's page cache keys on them too). */
export const headers: Route.HeadersFunction = () => ({ Vary: "Accept-Language, Cookie" });

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, (t) => {
    const { address, addressMr } = settingsFrom(matches);
    return {
      title: "Home",
      description: t("home.description", {
        college: t("institution.collegeName"),
        courses: t("institution.courses"),
        address: inLocale(localeOfPath(location.pathname), address, addressMr),
        tagline: t("institution.tagline"),
      }),
      path: "/",
    };
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { words } = loaderData;
  return (
    <>
      {loaderData.marathiSuggested && <MarathiSuggestion />}
      <Hero title={words.title} tagline={words.tagline} gallery={loaderData.gallery} />
      <FeatureCards features={words.features} />
      <Departments departments={words.departments} />
      <Testimonials intro={words.alumni} testimonials={loaderData.testimonials} />
      <MissionVision mission={words.mission} vision={words.vision} />
      <LatestNews news={loaderData.news} />
      {words.more.length > 0 && (
        <div className="container-page py-12 sm:py-16">
          <PageSections sections={words.more} idPrefix="home-more" />
        </div>
      )}
    </>
  );
}
