import MarkdownIt from "markdown-it";
import { fillPlaceholders, placeholderValues, type PlaceholderValues } from "../../common/page-text";
import { pathIn, type Locale } from "../i18n/locale";
import type { RenderedMarkdown } from "./rendered-markdown";

/**
 * A page section's body (Markdown the editor wrote) as HTML, on the server only: the library
 * stays out of the pages' scripts, and a page carries the finished HTML.
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

type Env = { locale: Locale; text: PlaceholderValues; link: PlaceholderValues };

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

type PlaceholderSettings = Parameters<typeof placeholderValues>[0];

/** A body's Markdown as HTML for a page in `locale`, its placeholders showing the settings' values. */
export function renderMarkdown(source: string, locale: Locale, settings: PlaceholderSettings): RenderedMarkdown {
  const env: Env = { locale, text: placeholderValues(settings, locale), link: placeholderValues(settings, "en") };
  return markdown.render(source, env) as RenderedMarkdown;
}

/** A body's words without their Markdown, as one line: for a page's description in search results and share previews. */
export function markdownText(source: string, locale: Locale, settings: PlaceholderSettings): string {
  const env: Env = { locale, text: placeholderValues(settings, locale), link: placeholderValues(settings, "en") };
  const inlineText = (token: { type: string; content: string }) =>
    token.type === "softbreak" || token.type === "hardbreak" ? " " : token.type === "text" || token.type === "code_inline" ? token.content : "";
  const blocks = markdown.parse(source, env).map((block) => (block.children ?? []).map(inlineText).join(""));
  return blocks.join(" ").replace(/\s+/g, " ").trim();
}
