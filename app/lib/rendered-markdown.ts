/**
 * HTML that app/lib/markdown.server.ts wrote from a body's Markdown: the only HTML a page puts in
 * as it is (app/components/markdown-html.tsx). A plain string is not one, so nothing else can be
 * handed to that component by mistake.
 */
export type RenderedMarkdown = string & { readonly __renderedMarkdown: true };
