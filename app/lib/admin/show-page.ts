import type { Page } from "../../../common/page.schema";
import { shortenText } from "../../../common/text";
import { inLocale, type Locale } from "../../i18n/locale";
import { markdownText, onlyInvitesWhileClosed, renderMarkdown, type PlaceholderSettings } from "../markdown";
import type { ShownPage } from "../shown-page";

/**
 * A page's words as a page in `locale` shows them (PageSections): each text in that language (the
 * English where the Marathi twin is empty), each body as HTML with the settings' values in its
 * placeholders. The refund policy's loader uses it, and the back office's preview shows the words
 * being edited with it.
 */
export function showPage(page: Pick<Page, "title" | "titleMr" | "sections">, locale: Locale, settings: PlaceholderSettings): ShownPage {
  // A section that only invites to apply is left out while admissions are closed.
  const sections = page.sections
    .map((section) => ({ section, body: inLocale(locale, section.body, section.bodyMr) }))
    .filter(({ body }) => !onlyInvitesWhileClosed(body, settings));
  const firstWords = sections.map(({ body }) => markdownText(body, locale, settings)).find((text) => text !== "") ?? "";
  return {
    title: inLocale(locale, page.title, page.titleMr),
    description: shortenText(firstWords, 160),
    sections: sections.map(({ section, body }) => ({
      heading: inLocale(locale, section.heading, section.headingMr),
      html: renderMarkdown(body, locale, settings),
      image: section.image,
    })),
  };
}
