import type { RenderedMarkdown } from "../lib/rendered-markdown";

/**
 * How a body's lists, links, emphasis and tables look, wherever a page shows one; the spacing
 * between its paragraphs is the page's (className), as its design had it before the words were records.
 */
const markdownStyles =
  "[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:text-lg [&_h4]:font-semibold [&_.markdown-table]:overflow-x-auto [&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-sm [&_th]:border-b-2 [&_th]:border-line [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_td]:border-b [&_td]:border-line [&_td]:px-3 [&_td]:py-2 [&_td]:align-top";

/** A section's body as the server rendered it from Markdown (app/lib/markdown.ts). */
export function MarkdownHtml({ html, className = "" }: { html: RenderedMarkdown; className?: string }) {
  // The one place a page sets inner HTML. It is safe because a RenderedMarkdown comes only from
  // renderMarkdown: markdown-it with raw HTML off (typed markup is escaped text), links limited
  // to site paths, http(s):, mailto: and tel:, and every text and attribute escaped.
  return <div className={`${markdownStyles} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
