import MarkdownIt from "markdown-it";

// The pages' own reading of Markdown (app/lib/markdown.ts): no HTML, no pictures. Only the words matter here.
const markdown = new MarkdownIt("default", { html: false, linkify: false, typographer: false });
markdown.disable(["image"]);

/** What a block ends with when its text is put on one line: a cell, a list item or a paragraph is not run into the next. */
const blockEnds = new Set(["paragraph_close", "heading_close", "list_item_close", "th_close", "td_close", "blockquote_close", "tr_close"]);

/**
 * The words of a Markdown text as a reader sees them on the page, on one line: without the
 * marks of emphasis, lists, tables and links (a link's words stay, its address goes).
 */
export function plainTextOf(source: string): string {
  const pieces: string[] = [];
  for (const token of markdown.parse(source, {})) {
    if (token.type === "inline") {
      for (const child of token.children ?? []) {
        if (child.type === "text" || child.type === "code_inline") pieces.push(child.content);
        else if (child.type === "softbreak" || child.type === "hardbreak") pieces.push(" ");
      }
    } else if (token.type === "fence" || token.type === "code_block") {
      pieces.push(token.content, " ");
    } else if (blockEnds.has(token.type)) {
      pieces.push(" ");
    }
  }
  return pieces.join("").replace(/\s+/g, " ").trim();
}
