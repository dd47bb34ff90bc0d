import { Link } from "react-router";
import { InitialsAvatar } from "../../components/initials-avatar";
import { MarkdownHtml } from "../../components/markdown-html";
import { PageHeader } from "../../components/page-header";
import { PageSections } from "../../components/page-sections";
import { ResponsiveImage } from "../../components/responsive-image";
import { useLocalePath, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { factsOf, readPage } from "../../lib/page-record.server";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/principal";

/**
 * The page's record (`principal`): the profile card (heading = the name, body = the facts, image =
 * the photo), then the biography under its heading; any further section follows it.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const words = await readPage(context, request, "principal");
  const [profile, about, ...more] = words.sections;
  const { lead, facts, rest } = factsOf(words, profile?.body ?? "");
  return {
    title: words.title,
    name: profile?.heading ?? "",
    photo: profile?.image ?? "",
    lead,
    facts,
    rest,
    about: about ? { heading: about.heading, html: words.html(about.body) } : null,
    more: more.map(words.shown),
    ...messagesFor(request, "about"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? pageMeta({ matches, location }, (t) => ({
        title: loaderData.title,
        description: t("principal.description", {
          name: loaderData.name,
          college: t("institution.collegeName"),
          qualification: loaderData.facts[0]?.text ?? "",
          experience: loaderData.facts[1]?.text ?? "",
        }),
        path: "/management/principal",
      }))
    : [];

export default function Principal({ loaderData }: Route.ComponentProps) {
  const { title, name, photo, lead, facts, rest, about, more } = loaderData;
  const t = useT();
  const localePath = useLocalePath();
  return (
    <>
      <PageHeader title={title} trail={[{ label: "Management", to: "/management" }]} />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[22rem_1fr] lg:gap-14">
        <section aria-labelledby="principal-name" className="card overflow-hidden lg:self-start">
          <div className="bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-8 text-center text-white">
            {photo ? (
              <ResponsiveImage src={photo} alt={name} width={192} height={192} sizes="96px" className="mx-auto h-24 w-24 rounded-full ring-4 ring-white/30" />
            ) : (
              <InitialsAvatar name={name} className="mx-auto h-24 w-24 bg-white/15 text-4xl ring-4 ring-white/30" />
            )}
            <h2 id="principal-name" className="mt-4 text-2xl font-semibold text-white">
              {name}
            </h2>
            <p className="mt-1 text-sm text-brand-100">{t("principal.ofCollege", { college: t("institution.collegeName") })}</p>
          </div>
          <MarkdownHtml html={lead} className="space-y-3 px-6 pt-4 text-sm empty:hidden" />
          <dl className="divide-y divide-line px-6">
            {facts.map((fact, index) => (
              <div key={index} className="py-4">
                {/* A term for every value, as a list of terms needs, empty where the editor gave the fact no label. */}
                <dt className="text-xs font-semibold tracking-wider text-accent-700 uppercase empty:hidden">{fact.label}</dt>
                <dd className="mt-1 text-sm text-ink">
                  <MarkdownHtml as="span" html={fact.html} links="quiet" />
                </dd>
              </div>
            ))}
          </dl>
          <MarkdownHtml html={rest} className="space-y-3 px-6 pb-4 text-sm empty:hidden" />
        </section>

        <section aria-labelledby="about-principal" className="max-w-prose">
          {about?.heading && (
            <h2 id="about-principal" className="text-2xl font-semibold sm:text-3xl">
              {about.heading}
            </h2>
          )}
          {about && <MarkdownHtml html={about.html} className="mt-5 space-y-5 leading-relaxed text-ink/90 sm:text-lg" />}
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={localePath("/about/principals-message")} className="btn-primary">
              {t("principal.readMessage")}
            </Link>
            <Link to={localePath("/management/faculty")} className="btn-outline">
              {t("principal.meetFaculty")}
            </Link>
          </div>
          {more.length > 0 && (
            <div className="mt-14">
              <PageSections sections={more} idPrefix="principal-more" />
            </div>
          )}
        </section>
      </div>
    </>
  );
}
