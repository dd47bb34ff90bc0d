import { data, Link, redirect } from "react-router";
import { pagePaths, type PageKey } from "../../../common/page.schema";
import { shortenText } from "../../../common/text";
import { findNavGroup } from "../../../content/navigation";
import { InitialsAvatar } from "../../components/initials-avatar";
import { MarkdownHtml } from "../../components/markdown-html";
import { PageHeader } from "../../components/page-header";
import { ResponsiveImage } from "../../components/responsive-image";
import { useLocalePath, useMenuText, useT } from "../../i18n/i18n";
import { messagesFor } from "../../i18n/messages.server";
import { localeOfPath, pathIn } from "../../i18n/locale";
import { readPage } from "../../lib/page-record.server";
import { pageMeta } from "../../lib/seo";
import type { Route } from "./+types/leadership-message";

const messageKeys = ["principals-message", "presidents-message", "secretarys-message"] as const satisfies readonly PageKey[];
type MessageKey = (typeof messageKeys)[number];
const messagePaths: readonly string[] = messageKeys.map((key) => pagePaths[key]);

/**
 * The message at a URL segment. Accepts both spellings the original pages used:
 * "principals-message" and "principal's-message" (also URL-encoded).
 */
function messageKeyOf(segment: string): MessageKey | undefined {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape sequence: match against the raw segment.
  }
  const normalised = decoded.replace(/['’]/g, "");
  return messageKeys.find((key) => key === normalised);
}

/**
 * The Principal's, President's and Secretary's messages, each the words of its record: who writes
 * (heading = the name, body = their title, image = their photo), then the message. The menu's
 * spellings (/about/principals-message) are canonical; the apostrophe spellings the original pages
 * also used (/about/principal's-message) answer with a permanent redirect, so old links keep
 * working and search engines index one address per message.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  const segment = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  const key = messageKeyOf(segment);
  if (!key) throw data(null, { status: 404 });
  if (segment !== key) throw redirect(pathIn(localeOfPath(pathname), pagePaths[key]), 301);
  const words = await readPage(context, request, key);
  const [writer, ...message] = words.sections;
  return {
    key,
    title: words.title,
    name: writer?.heading ?? "",
    // Who they are, as the editor wrote it (a line, or a list with links); on one line for search results.
    writer: writer ? words.html(writer.body) : null,
    writerTitle: writer ? words.text(writer.body) : "",
    photo: writer?.image ?? "",
    start: shortenText(words.text(message[0]?.body ?? ""), 111),
    message: message.map((section) => ({ heading: section.heading, html: words.html(section.body) })),
    ...messagesFor(request, "about"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? pageMeta({ matches, location }, (t) => ({
        title: loaderData.title,
        description: t("message.description", { heading: loaderData.title, name: loaderData.name, title: loaderData.writerTitle, start: loaderData.start }),
        path: pagePaths[loaderData.key],
      }))
    : [];

export default function LeadershipMessagePage({ loaderData }: Route.ComponentProps) {
  const { key, title, name, writer, photo, message } = loaderData;
  // The other messages, by the menu's words for them.
  const others = findNavGroup("about").children.filter((link) => link.to !== pagePaths[key] && messagePaths.includes(link.to));
  const t = useT();
  const menuText = useMenuText();
  const localePath = useLocalePath();
  return (
    <>
      <PageHeader title={title} trail={[{ label: "About Us", to: "/about" }]} />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[18rem_1fr] lg:gap-14">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <div className="card flex items-center gap-4 p-5 lg:flex-col lg:items-start lg:p-6">
            {photo ? (
              <ResponsiveImage src={photo} alt={name} width={160} height={160} sizes="80px" className="h-16 w-16 shrink-0 rounded-full lg:h-20 lg:w-20" />
            ) : (
              <InitialsAvatar name={name} className="h-16 w-16 bg-gradient-to-br from-brand-600 to-brand-900 text-2xl text-white lg:h-20 lg:w-20" />
            )}
            <div>
              <p className="font-display text-lg font-semibold text-brand-900">{name}</p>
              {writer && <MarkdownHtml html={writer} className="mt-1 space-y-2 text-sm text-muted" />}
            </div>
          </div>
          <nav aria-label={t("message.others")} className="mt-6 hidden lg:block">
            <p className="text-xs font-semibold tracking-wider text-muted uppercase">{t("message.alsoRead")}</p>
            <ul className="mt-2 space-y-1">
              {others.map((other) => (
                <li key={other.to}>
                  <Link to={localePath(other.to)} className="inline-flex min-h-9 items-center font-medium text-brand-700 hover:underline">
                    {menuText(other.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>

        <article className="max-w-prose">
          <span aria-hidden="true" className="block h-12 font-display text-8xl leading-[0.9] font-semibold text-accent-300 select-none">
            “
          </span>
          <div className="space-y-5 leading-relaxed text-ink/90 sm:text-lg">
            {message.map((section, index) => (
              <section key={index} className="space-y-5">
                {section.heading && <h2 className="text-2xl font-semibold">{section.heading}</h2>}
                <MarkdownHtml html={section.html} className="space-y-5" />
              </section>
            ))}
          </div>
          <footer className="mt-8 border-t border-line pt-5">
            <p className="font-display text-xl font-semibold text-brand-900">{name}</p>
            {writer && <MarkdownHtml html={writer} className="space-y-2 text-muted" />}
          </footer>
          <nav aria-label={t("message.others")} className="mt-10 flex flex-wrap gap-3 lg:hidden">
            {others.map((other) => (
              <Link key={other.to} to={localePath(other.to)} className="btn-outline">
                {menuText(other.label)}
              </Link>
            ))}
          </nav>
        </article>
      </div>
    </>
  );
}
