import { data, Link, redirect } from "react-router";
import { findLeadershipMessage, leadershipMessages } from "../../../content/about";
import { shortenText } from "../../../common/text";
import { InitialsAvatar } from "../../components/initials-avatar";
import { PageHeader } from "../../components/page-header";
import { useEnglishKeyed, useLocalePath, useMenuText, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { pageMeta } from "../../lib/seo";
import { localeOfPath, pathIn } from "../../i18n/locale";
import type { Route } from "./+types/leadership-message";

const pathOf = (slug: string) => `/about/${slug}`;

/**
 * The Principal's, President's and Secretary's messages. The menu's spellings
 * (/about/principals-message) are canonical; the apostrophe spellings the original pages also used
 * (/about/principal's-message) answer with a permanent redirect, so old links keep working and
 * search engines index one address per message.
 */
export function loader({ request }: Route.LoaderArgs) {
  const segment = new URL(request.url).pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  const message = findLeadershipMessage(segment);
  if (!message) throw data(null, { status: 404 });
  if (segment !== message.slug) throw redirect(pathIn(localeOfPath(new URL(request.url).pathname), pathOf(message.slug)), 301);
  return { slug: message.slug, ...messagesFor(request, "about", "aboutText") };
}

function messageFor(slug: string) {
  const message = findLeadershipMessage(slug);
  if (!message) throw new Error(`No leadership message "${slug}"`);
  return message;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const message = messageFor(loaderData.slug);
  return pageMeta({ matches, location }, (t, text) => ({
    title: message.heading,
    description: t("message.description", {
      heading: text(message.heading),
      name: text(message.name),
      title: text(message.title),
      start: shortenText(text(message.paragraphs[0]!), 111),
    }),
    path: pathOf(message.slug),
  }));
};

export default function LeadershipMessagePage({ loaderData }: Route.ComponentProps) {
  const message = messageFor(loaderData.slug);
  const others = leadershipMessages.filter((other) => other.slug !== message.slug);
  const t = useT();
  const text = useEnglishKeyed();
  const menuText = useMenuText();
  const localePath = useLocalePath();
  const name = text(message.name);
  const title = text(message.title);
  return (
    <>
      <PageHeader title={message.heading} trail={[{ label: "About Us", to: "/about" }]} />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[18rem_1fr] lg:gap-14">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <div className="card flex items-center gap-4 p-5 lg:flex-col lg:items-start lg:p-6">
            <InitialsAvatar
              name={name}
              className="h-16 w-16 bg-gradient-to-br from-brand-600 to-brand-900 text-2xl text-white lg:h-20 lg:w-20"
            />
            <div>
              <p className="font-display text-lg font-semibold text-brand-900">{name}</p>
              <p className="mt-1 text-sm text-muted">{title}</p>
            </div>
          </div>
          <nav aria-label={t("message.others")} className="mt-6 hidden lg:block">
            <p className="text-xs font-semibold tracking-wider text-muted uppercase">{t("message.alsoRead")}</p>
            <ul className="mt-2 space-y-1">
              {others.map((other) => (
                <li key={other.slug}>
                  <Link to={localePath(pathOf(other.slug))} className="inline-flex min-h-9 items-center font-medium text-brand-700 hover:underline">
                    {menuText(other.heading)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>

        <article className="max-w-prose">
          <span aria-hidden="true" className="block h-12 font-display text-8xl leading-[0.9] text-accent-300 select-none">
            “
          </span>
          <div className="space-y-5 leading-relaxed text-ink/90 sm:text-lg">
            {message.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{text(paragraph)}</p>
            ))}
          </div>
          <footer className="mt-8 border-t border-line pt-5">
            <p className="font-display text-xl font-semibold text-brand-900">{name}</p>
            <p className="text-muted">{title}</p>
          </footer>
          <nav aria-label={t("message.others")} className="mt-10 flex flex-wrap gap-3 lg:hidden">
            {others.map((other) => (
              <Link key={other.slug} to={localePath(pathOf(other.slug))} className="btn-outline">
                {menuText(other.heading)}
              </Link>
            ))}
          </nav>
        </article>
      </div>
    </>
  );
}
