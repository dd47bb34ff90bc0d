import { data, type AppLoadContext } from "react-router";
import type { Page, PageKey } from "../../common/page.schema";
import type { SiteSettings } from "../../common/settings.collection";
import { shortenText } from "../../common/text";
import { inLocale, localeOfPath, type Locale } from "../i18n/locale";
import { markdownBlocks, markdownText, onlyInvitesWhileClosed, renderMarkdown } from "./markdown";
import type { MarkdownBlock, RenderedMarkdown } from "./rendered-markdown";
import { showPage } from "./admin/show-page";
import type { ShownContact, ShownPage, ShownSection } from "./shown-page";

/** A section in the page's language: the Marathi twin of each text, or the English where it is empty. */
export type LocalSection = { heading: string; body: string; image: string };

/**
 * A page's record read for one page in one language, with the means to turn its bodies into what
 * the page's design shows: HTML, the body's blocks (a card's figure, a list of facts), plain text.
 * Only loaders use it: what they return is the finished words, never Markdown.
 */
export type PageWords = {
  locale: Locale;
  title: string;
  sections: LocalSection[];
  /** The body as HTML, placeholders filled. */
  html: (body: string) => RenderedMarkdown;
  /** The body's top-level blocks (see markdownBlocks). */
  blocks: (body: string) => MarkdownBlock[];
  /** The body's words without Markdown, on one line. */
  text: (body: string) => string;
  /** A section as a generic page shows it: heading, HTML, picture. */
  shown: (section: LocalSection) => ShownSection;
  /** Whether the body says nothing but invitations to apply, and admissions are closed: its section is left out. */
  onlyInvites: (body: string) => boolean;
};

export function pageWords(page: Pick<Page, "title" | "titleMr" | "sections">, locale: Locale, settings: SiteSettings): PageWords {
  const html = (body: string) => renderMarkdown(body, locale, settings);
  return {
    locale,
    title: inLocale(locale, page.title, page.titleMr),
    sections: page.sections.map((section) => ({
      heading: inLocale(locale, section.heading, section.headingMr),
      body: inLocale(locale, section.body, section.bodyMr),
      image: section.image,
    })),
    html,
    blocks: (body) => markdownBlocks(body, locale, settings),
    text: (body) => markdownText(body, locale, settings),
    shown: (section) => ({ heading: section.heading, html: html(section.body), image: section.image }),
    onlyInvites: (body) => onlyInvitesWhileClosed(body, settings),
  };
}

/** The record `key` and the settings its placeholders show; a page without its record (a database emptied while the server ran) is a 404, as an unknown page is. */
async function findRecord(context: AppLoadContext, key: PageKey): Promise<{ page: Page; settings: SiteSettings }> {
  const [page, settings] = await Promise.all([context.services.pages.findPage(key), context.services.settings.getSingleton()]);
  if (!page) throw data(null, { status: 404 });
  return { page, settings };
}

/** For a page's loader: the words of the record `key`, in the language of the requested address. */
export async function readPage(context: AppLoadContext, request: Request, key: PageKey): Promise<PageWords> {
  const { page, settings } = await findRecord(context, key);
  return pageWords(page, localeOfPath(new URL(request.url).pathname), settings);
}

/** A page that is its sections one after another (PageSections), as its loader hands it over. */
export async function loadShownPage(context: AppLoadContext, request: Request, key: PageKey): Promise<ShownPage> {
  const { page, settings } = await findRecord(context, key);
  return showPage(page, localeOfPath(new URL(request.url).pathname), settings);
}

/** The first section when it has no heading: the page's introduction under its title; and the sections after it. */
export function splitIntro(sections: readonly LocalSection[]): { intro: LocalSection | null; rest: LocalSection[] } {
  const [first, ...rest] = sections;
  return first && first.heading === "" ? { intro: first, rest } : { intro: null, rest: [...sections] };
}

/** Blocks back into HTML: what a design shows of a body after the parts it lays out itself. */
export function blocksHtml(blocks: readonly MarkdownBlock[]): RenderedMarkdown {
  return blocks
    .map((block) => {
      if (block.kind === "paragraph") return `<p>${block.html}</p>\n`;
      if (block.kind === "other") return block.html;
      const tag = block.ordered ? "ol" : "ul";
      return `<${tag}>\n${block.items.map((item) => `<li>${item.html}</li>\n`).join("")}</${tag}>\n`;
    })
    .join("") as RenderedMarkdown;
}

/** A body's words on one line, at most as long as search results show, for a page's description. */
export const descriptionOf = (words: PageWords, body: string | undefined) => shortenText(words.text(body ?? ""), 160);

/** A fact of a `**Label:** value` list: the label's text, the value as HTML and as text. */
export type ShownFact = { label: string; html: RenderedMarkdown; text: string };

/**
 * A body that lists facts (`- **Label:** value`, see the seed's `facts`): the facts, and as HTML
 * whatever else the body says, before (`lead`) and after (`rest`) them, so no word is lost when an
 * editor adds one.
 */
export function factsOf(words: PageWords, body: string): { lead: RenderedMarkdown; facts: ShownFact[]; rest: RenderedMarkdown } {
  const blocks = words.blocks(body);
  const at = blocks.findIndex((block) => block.kind === "list" && block.items.some((item) => item.fact));
  if (at < 0) return { lead: blocksHtml(blocks), facts: [], rest: blocksHtml([]) };
  const list = blocks[at] as Extract<MarkdownBlock, { kind: "list" }>;
  // An item without a label still shows, as a fact with none.
  const facts = list.items.map((item) => (item.fact ? { label: item.fact.label, html: item.fact.html, text: factText(item.text, item.fact.label) } : { label: "", html: item.html, text: item.text }));
  return { lead: blocksHtml(blocks.slice(0, at)), facts, rest: blocksHtml(blocks.slice(at + 1)) };
}

const factText = (itemText: string, label: string) => itemText.slice(itemText.indexOf(label) + label.length).replace(/^\s*:?\s*/, "");

/** A contact (a section of the admissions and fee pages): the name, what they do, and their links to call and write. */
export function contactOf(words: PageWords, section: LocalSection): ShownContact {
  const blocks = words.blocks(section.body);
  const lists = blocks.filter((block) => block.kind === "list");
  return {
    name: section.heading,
    role: blocksHtml(blocks.filter((block) => block.kind !== "list")),
    links: lists.flatMap((list) => list.items.map((item) => ({ kind: item.link, html: item.html }))),
  };
}

/** Inline HTML that is words alone, with no link, emphasis or break that its text would lose. */
const isPlainWords = (html: string) => !html.includes("<");

/**
 * A card whose body starts with a paragraph wholly in bold words (`**12 Labs**`): that figure as
 * text, and the rest of the body as HTML. Without one (or with a link or other markup in the bold),
 * the whole body is the rest, so no Markdown is lost.
 */
export function leadFigureOf(words: PageWords, body: string): { figure: string; rest: RenderedMarkdown } {
  const blocks = words.blocks(body);
  const first = blocks[0];
  const bold = first?.kind === "paragraph" && /^<strong>[^<]*<\/strong>$/.test(first.html);
  return bold ? { figure: first.text, rest: blocksHtml(blocks.slice(1)) } : { figure: "", rest: blocksHtml(blocks) };
}

/**
 * A card whose body starts with a line of words between middle dots (an award's "2024 · Awarded
 * by"): those parts as text, and the rest of the body as HTML. Without one (or with a link or
 * other markup in that line), the whole body is the rest, so no Markdown is lost.
 */
export function bylineOf(words: PageWords, body: string): { parts: string[]; rest: RenderedMarkdown } {
  const blocks = words.blocks(body);
  const first = blocks[0];
  if (first?.kind !== "paragraph" || !first.text.includes(" · ") || !isPlainWords(first.html)) return { parts: [], rest: blocksHtml(blocks) };
  return { parts: first.text.split(" · ").map((part) => part.trim()), rest: blocksHtml(blocks.slice(1)) };
}

/** The items of a body's lists (a year's subjects, the library's rules), and the rest of it as HTML. */
export function listOf(words: PageWords, body: string): { lead: RenderedMarkdown; items: RenderedMarkdown[]; rest: RenderedMarkdown } {
  const blocks = words.blocks(body);
  const at = blocks.findIndex((block) => block.kind === "list");
  if (at < 0) return { lead: blocksHtml(blocks), items: [], rest: blocksHtml([]) };
  const list = blocks[at] as Extract<MarkdownBlock, { kind: "list" }>;
  return { lead: blocksHtml(blocks.slice(0, at)), items: list.items.map((item) => item.html), rest: blocksHtml(blocks.slice(at + 1)) };
}
