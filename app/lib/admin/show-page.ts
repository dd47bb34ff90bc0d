import type { Page } from "../../../common/page.schema";
import { shortenText } from "../../../common/text";
import { inLocale, type Locale } from "../../i18n/locale";
import { markdownText, renderMarkdown, type PlaceholderSettings } from "../markdown";
import type { ShownPage } from "../shown-page";

/**
 * A page's words as a page in `locale` shows them (PageSections): each text in that language (the
 * English where the Marathi twin is empty), each body as HTML with the settings' values in its
 * placeholders. The refund policy's loader uses it, and the back office's preview shows the words
 * being edited with it.
 */
export function showPage(page: Pick<Page, "title" | "titleMr" | "sections">, locale: Locale, settings: PlaceholderSettings): ShownPage {
  const bodies = page.sections.map((section) => inLocale(locale, section.body, section.bodyMr));
  const firstWords = bodies.map((body) => markdownText(body, locale, settings)).find((text) => text !== "") ?? "";
  return {
    title: inLocale(locale, page.title, page.titleMr),
    description: shortenText(firstWords, 160),
    sections: page.sections.map((section, index) => ({
      heading: inLocale(locale, section.heading, section.headingMr),
      html: renderMarkdown(bodies[index]!, locale, settings),
      image: section.image,
    })),
  };
}
