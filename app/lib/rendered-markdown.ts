/**
 * HTML that app/lib/markdown.ts wrote from a body's Markdown: the only HTML a page puts in
 * as it is (app/components/markdown-html.tsx). A plain string is not one, so nothing else can be
 * handed to that component by mistake.
 */
export type RenderedMarkdown = string & { readonly __renderedMarkdown: true };

/** One item of a list in a body: its words as inline HTML and as text. */
export type MarkdownListItem = {
  html: RenderedMarkdown;
  text: string;
  /** Where its first link leads, for a contact's icon; null without a link. */
  link: "phone" | "email" | "other" | null;
  /** A `**Label:** value` item: the label's text and the value's HTML. */
  fact: { label: string; html: RenderedMarkdown } | null;
};

/** A top-level part of a body (markdownBlocks): a paragraph, a simple list, or anything else as HTML. */
export type MarkdownBlock =
  | { kind: "paragraph"; html: RenderedMarkdown; text: string; fact: MarkdownListItem["fact"] }
  | { kind: "list"; ordered: boolean; items: MarkdownListItem[] }
  | { kind: "other"; html: RenderedMarkdown };
