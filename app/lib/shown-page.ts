import type { RenderedMarkdown } from "./rendered-markdown";

/** A section of a page as its loader hands it over: texts in the page's language, the body as HTML. */
export type ShownSection = { heading: string; html: RenderedMarkdown; image: string };

/** A page's record as a page in one language shows it (app/lib/page-record.server.ts). */
export type ShownPage = {
  title: string;
  /** The first words of its first body, for search results and share previews. */
  description: string;
  sections: ShownSection[];
};
