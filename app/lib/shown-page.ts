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

/** A contact (a section of the admissions and fee pages): the name, what they do, and their links to call and write. */
export type ShownContact = { name: string; role: RenderedMarkdown; links: { kind: "phone" | "email" | "other" | null; html: RenderedMarkdown }[] };
