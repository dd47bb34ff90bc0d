import type { RenderedMarkdown } from "../lib/rendered-markdown";

/**
 * How a body's lists, emphasis, headings and tables look, wherever a page shows one; the spacing
 * between its paragraphs is the page's (className), as its design had it before the words were records.
 * A numbered list counts in Devanagari digits on a Marathi page, as the page's other figures do.
 */
const blockStyles =
  "[&_strong]:font-semibold [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol:lang(mr)]:list-[devanagari] [&_ol]:space-y-1.5 [&_ol]:pl-6 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:text-lg [&_h4]:font-semibold [&_.markdown-table]:overflow-x-auto [&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm [&_th]:border-b-2 [&_th]:border-line [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_td]:border-b [&_td]:border-line [&_td]:px-3 [&_td]:py-2 [&_td]:align-top";

/**
 * Links: in running text underlined in the brand's colour; `quiet` as the contact cards' phone and
 * email links (a thumb's height, underlined on hover); `inherit` in the text's own colour, on dark cards.
 */
const linkStyles = {
  prose: "[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900",
  quiet: "[&_a]:inline-flex [&_a]:py-1 [&_a]:[overflow-wrap:anywhere] [&_a]:text-brand-700 [&_a:hover]:text-brand-900 [&_a:hover]:underline",
  inherit: "[&_a]:font-semibold [&_a]:underline",
} as const;

type Props = {
  html: RenderedMarkdown;
  className?: string;
  links?: keyof typeof linkStyles;
  /** `span` for words inside a line of their own (a list item's, a fact's value): inline HTML without paragraphs. */
  as?: "div" | "span";
};

/** A section's body, or a part of it, as the server rendered it from Markdown (app/lib/markdown.ts). */
export function MarkdownHtml({ html, className = "", links = "prose", as: Element = "div" }: Props) {
  // The one place a page sets inner HTML. It is safe because a RenderedMarkdown comes only from
  // app/lib/markdown.ts: markdown-it with raw HTML off (typed markup is escaped text), links
  // limited to site paths, http(s):, mailto: and tel:, and every text and attribute escaped.
  return <Element className={`${blockStyles} ${linkStyles[links]} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
