import MarkdownIt from "markdown-it";
import { fillPlaceholders, placeholderValues, type PlaceholderValues } from "../../common/page-text";
import type { SiteSettings } from "../../common/settings.collection";
import { pathIn, type Locale } from "../i18n/locale";
import type { Token } from "markdown-it";
import { linksToApplyForm } from "./site-navigation";
import type { MarkdownBlock, MarkdownListItem, RenderedMarkdown } from "./rendered-markdown";

/**
 * A page section's body (Markdown the editor wrote) as HTML. The public pages call it in their
 * loaders only (app/lib/page-record.server.ts), so a page carries the finished HTML and markdown-it
 * stays out of the public pages' scripts; the back office's live preview of a page
 * (app/lib/admin/show-page.ts) renders with the same rules in the browser.
 *
 * What makes the HTML safe to put into a page as it is (app/components/markdown-html.tsx):
 * - `html: false`: markup typed into a body is text (`<script>` shows as `&lt;script&gt;`);
 * - a link's target must be a site path, `http(s):`, `mailto:` or `tel:` (`validateLink`),
 *   else the link stays plain text; pictures are not Markdown here (a section has its own);
 * - every text and attribute markdown-it writes is escaped by it.
 */
const markdown = new MarkdownIt("default", { html: false, linkify: false, typographer: false });
// A section's picture is its `image` field; `![…](…)` in a body is read as text and a link.
markdown.disable(["image"]);

const allowedScheme = /^(?:https?:|mailto:|tel:)/i;
/** "/about", not "//other.site" or "/\other.site", which browsers read as another site. */
const sitePath = /^\/(?![/\\]|%5c)/i;

/** Whether a link (normalised and decoded by markdown-it) may be a link on the page. */
export const isAllowedLink = (url: string): boolean => {
  const target = url.trim();
  return allowedScheme.test(target) || sitePath.test(target);
};
markdown.validateLink = isAllowedLink;

type Env = { locale: Locale; text: PlaceholderValues; link: PlaceholderValues; admissionsOpen: boolean };

/**
 * The settings' values go in after parsing, into the words and the link targets that name them, so
 * a value is never read as Markdown (an email's underscores, a phone number's leading +) and a
 * link may dial `tel:{phone}`. Links take the figures in Western digits, which every phone dials.
 */
markdown.core.ruler.push("page_placeholders", (state) => {
  const env = state.env as Env;
  for (const block of state.tokens) {
    for (const token of block.children ?? []) {
      if (token.type === "text" || token.type === "code_inline") token.content = fillPlaceholders(token.content, env.text);
      if (token.type === "link_open") {
        const href = String(token.attrGet("href") ?? "");
        // markdown-it wrote the braces of `{phone}` in a link as %7B and %7D.
        const filled = fillPlaceholders(href.replace(/%7B(\w+)%7D/gi, "{$1}"), encodedValues(env.link));
        token.attrSet("href", filled);
      }
    }
    if (block.type === "fence" || block.type === "code_block") block.content = fillPlaceholders(block.content, env.text);
  }
});

/**
 * While admissions are closed a body invites nobody to the apply form: a paragraph, list item or
 * heading that links to it is left out (a list left with no item goes too), as the site's Apply
 * Now buttons and menu entry are. The clerk writes an invitation as a link to /apply-now, and it
 * shows only while admissions are open; in a table's cell only the cell's words go.
 */
markdown.core.ruler.push("invitations_while_closed", (state) => {
  if ((state.env as Env).admissionsOpen) return;
  state.tokens = withoutInvitations(state.tokens);
});

const invites = (token: Token) => (token.children ?? []).some((child) => child.type === "link_open" && linksToApplyForm(String(child.attrGet("href") ?? "")));

function withoutInvitations(tokens: Token[]): Token[] {
  const open: number[] = [];
  const left = new Set<number>();
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.nesting === 1) open.push(index);
    if (token.nesting === -1) open.pop();
    if (token.type !== "inline" || !invites(token)) continue;
    const block = open.findLast((at) => tokens[at]!.type === "list_item_open") ?? open.at(-1);
    if (block === undefined || tokens[block]!.type === "td_open" || tokens[block]!.type === "th_open") {
      token.children = [];
      continue;
    }
    const end = closingIndex(tokens, block);
    for (let at = block; at <= end; at++) left.add(at);
  }
  const kept = tokens.filter((_token, index) => !left.has(index));
  // A list whose every item was an invitation: its opening is followed at once by its closing.
  const emptyListAt = (index: number) => kept[index]?.type.endsWith("_list_open") && kept[index + 1]?.type === kept[index]!.type.replace("_open", "_close");
  return kept.filter((_token, index) => !emptyListAt(index) && !emptyListAt(index - 1));
}

const encodedValues = (values: PlaceholderValues): PlaceholderValues =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, markdown.normalizeLink(value.replace(/\s+/g, ""))])) as PlaceholderValues;

// A page's own headings are h1 (its title) and h2 (its sections): a heading inside a body comes below them.
markdown.renderer.rules.heading_open = (tokens, index, options, _env, self) => {
  const token = tokens[index]!;
  token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 2)}`;
  return self.renderToken(tokens, index, options);
};
markdown.renderer.rules.heading_close = (tokens, index, options, _env, self) => {
  const token = tokens[index]!;
  token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 2)}`;
  return self.renderToken(tokens, index, options);
};

// A link to a page of the site leads to that page in the reader's language ("/faqs" → "/mr/faqs").
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  const href = String(token.attrGet("href") ?? "");
  if (sitePath.test(href)) token.attrSet("href", pathIn((env as Env).locale, href));
  return self.renderToken(tokens, index, options);
};

// A wide table scrolls sideways inside its own box on a phone instead of widening the page.
markdown.renderer.rules.table_open = (tokens, index, options, _env, self) => `<div class="markdown-table">${self.renderToken(tokens, index, options)}`;
markdown.renderer.rules.table_close = (tokens, index, options, _env, self) => `${self.renderToken(tokens, index, options)}</div>`;

/** The settings a body's placeholders show, and whether its invitations to apply show. */
export type PlaceholderSettings = Parameters<typeof placeholderValues>[0] & Pick<SiteSettings, "admissionsOpen">;

const envFor = (locale: Locale, settings: PlaceholderSettings): Env => ({
  locale,
  text: placeholderValues(settings, locale),
  link: placeholderValues(settings, "en"),
  admissionsOpen: settings.admissionsOpen,
});

/**
 * Whether a body says nothing but invitations to apply while admissions are closed (a step "Apply
 * online" of the admission process): a page then leaves out its section, heading and all.
 */
export const onlyInvitesWhileClosed = (source: string, settings: PlaceholderSettings): boolean =>
  !settings.admissionsOpen && markdown.parse(source, envFor("en", settings)).length === 0 && markdown.parse(source, envFor("en", { ...settings, admissionsOpen: true })).length > 0;

/** A body's Markdown as HTML for a page in `locale`, its placeholders showing the settings' values. */
export function renderMarkdown(source: string, locale: Locale, settings: PlaceholderSettings): RenderedMarkdown {
  return markdown.render(source, envFor(locale, settings)) as RenderedMarkdown;
}

/** A body's words without their Markdown, as one line: for a page's description in search results and share previews. */
export function markdownText(source: string, locale: Locale, settings: PlaceholderSettings): string {
  const env = envFor(locale, settings);
  const inlineText = (token: { type: string; content: string }) =>
    token.type === "softbreak" || token.type === "hardbreak" ? " " : token.type === "text" || token.type === "code_inline" ? token.content : "";
  const blocks = markdown.parse(source, env).map((block) => (block.children ?? []).map(inlineText).join(""));
  return blocks.join(" ").replace(/\s+/g, " ").trim();
}


const inlineHtml = (tokens: Token[], env: Env) => markdown.renderer.renderInline(tokens, markdown.options, env) as RenderedMarkdown;
const plainText = (tokens: Token[]) =>
  tokens
    .map((token) => (token.type === "softbreak" || token.type === "hardbreak" ? " " : token.type === "text" || token.type === "code_inline" ? token.content : ""))
    .join("")
    .trim();

/** Where the first link of some words leads: a phone, an email address, or elsewhere. */
function linkKind(tokens: Token[]): MarkdownListItem["link"] {
  const href = String(tokens.find((token) => token.type === "link_open")?.attrGet("href") ?? "");
  if (!href) return null;
  return href.startsWith("tel:") ? "phone" : href.startsWith("mailto:") ? "email" : "other";
}

/** `**Label:** value` (the colon inside or after the bold): the label, and the value's words. */
function factOf(allTokens: Token[]): { label: string; value: Token[] } | null {
  // markdown-it leaves an empty text before a delimiter it has turned into emphasis.
  const tokens = allTokens.filter((token) => !(token.type === "text" && token.content === ""));
  if (tokens[0]?.type !== "strong_open") return null;
  const close = tokens.findIndex((token) => token.type === "strong_close");
  if (close < 2) return null;
  const label = plainText(tokens.slice(1, close));
  const after = tokens.slice(close + 1);
  const first = after[0];
  // The value's first words without the space (or colon and space) that parted them from the label.
  const trimmed = (text: string) => (first?.type === "text" ? [{ ...first, content: text } as Token, ...after.slice(1)] : after);
  if (label.endsWith(":")) return { label: label.slice(0, -1).trim(), value: trimmed(first?.content.trimStart() ?? "") };
  if (first?.type === "text" && first.content.startsWith(":")) return { label, value: trimmed(first.content.slice(1).trimStart()) };
  return null;
}

/**
 * A body's top-level blocks, for pages whose design lays a section's parts out in places of their
 * own (a card's figure, a list of facts as label and value, contact links with their icons): each
 * paragraph and list item as inline HTML and as text, anything else (tables, headings, quotes) as
 * HTML. Between them they hold every word of the body.
 */
export function markdownBlocks(source: string, locale: Locale, settings: PlaceholderSettings): MarkdownBlock[] {
  const env = envFor(locale, settings);
  const tokens = markdown.parse(source, env);
  const blocks: MarkdownBlock[] = [];
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index]!;
    const end = closingIndex(tokens, index);
    if (token.type === "paragraph_open") {
      const inline = tokens[index + 1]!.children ?? [];
      const fact = factOf(inline);
      blocks.push({ kind: "paragraph", html: inlineHtml(inline, env), text: plainText(inline), fact: fact && { label: fact.label, html: inlineHtml(fact.value, env) } });
    } else if ((token.type === "bullet_list_open" || token.type === "ordered_list_open") && isSimpleList(tokens.slice(index, end + 1))) {
      const items: MarkdownListItem[] = [];
      for (let item = index + 1; item < end; item = closingIndex(tokens, item) + 1) {
        const inline = tokens[item + 2]!.children ?? [];
        const fact = factOf(inline);
        items.push({
          html: inlineHtml(inline, env),
          text: plainText(inline),
          link: linkKind(inline),
          fact: fact && { label: fact.label, html: inlineHtml(fact.value, env) },
        });
      }
      blocks.push({ kind: "list", ordered: token.type === "ordered_list_open", items });
    } else {
      blocks.push({ kind: "other", html: markdown.renderer.render(tokens.slice(index, end + 1), markdown.options, env) as RenderedMarkdown });
    }
    index = end + 1;
  }
  return blocks;
}

/** The index of the token that closes the block opened at `start` (itself for a block that is one token). */
function closingIndex(tokens: Token[], start: number): number {
  const opening = tokens[start]!;
  if (opening.nesting !== 1) return start;
  let depth = 0;
  for (let index = start; index < tokens.length; index++) {
    depth += tokens[index]!.nesting;
    if (depth === 0) return index;
  }
  return tokens.length - 1;
}

/** A list whose every item is one paragraph of words (no nested list or second paragraph). */
function isSimpleList(tokens: Token[]): boolean {
  const items = tokens.filter((token) => token.type === "list_item_open" && token.level === tokens[0]!.level + 1).length;
  const paragraphs = tokens.filter((token) => token.type === "paragraph_open").length;
  const blocks = tokens.filter((token) => token.nesting === 1 && token.type !== "list_item_open" && token.type !== "paragraph_open").length;
  return items > 0 && paragraphs === items && blocks === 1;
}
