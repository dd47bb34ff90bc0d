import type { DocumentUpdate } from "../components/pdf/document-updated-on";
import { formatDayInKolkata } from "../i18n/format";
import { localeOfPath } from "../i18n/locale";

/**
 * When a document was last replaced, its day written here on the server in the page's language.
 * The browser shows the text as it came: no Intl object to build while the page loads (the
 * browser's first one costs tens of milliseconds), and no chance that its ICU writes the month
 * differently from the server's and breaks hydration.
 */
export function documentUpdateOf(request: Request, document: { updatedAt: string } | null): DocumentUpdate | null {
  if (!document) return null;
  const locale = localeOfPath(new URL(request.url).pathname);
  return { at: document.updatedAt, day: formatDayInKolkata(locale, Date.parse(document.updatedAt)) };
}
