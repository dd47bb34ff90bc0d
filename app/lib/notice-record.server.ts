import { recordIn, type PublicRecordOf } from "../../common/collection";
import { todayInKolkata } from "../../common/fields";
import { noticeCollection, type NoticeCategory } from "../../common/notice.collection";
import { isStoredFilePath } from "../../common/stored-files";
import { shortenText } from "../../common/text";
import { formatCalendarDate, formatDayInKolkata } from "../i18n/format";
import type { Locale } from "../i18n/locale";
import { markdownText, renderMarkdown, type PlaceholderSettings } from "./markdown";
import type { RenderedMarkdown } from "./rendered-markdown";

/** A notice as the public calls answer it. */
export type PublicNotice = PublicRecordOf<typeof noticeCollection>;

/**
 * A notice's file as a page offers it: a PDF of the site is downloaded (saved under its readable
 * name: `/files/<hash>-merit-list.pdf` as `merit-list.pdf`); a page of the site is a link within
 * it; any other file or address is opened as it is, another site's in a new tab.
 */
export type NoticeFile = { kind: "pdf"; href: string; fileName: string } | { kind: "page"; path: string } | { kind: "link"; href: string; external: boolean };

/** A day written for the page: `at` for `<time dateTime>`, `day` in the page's language and digits. */
export type WrittenDay = { at: string; day: string };

/** A notice as the board shows it, in the page's language, its day written here on the server (no Intl in the browser). */
export type NoticeSummary = {
  id: string;
  title: string;
  category: NoticeCategory;
  important: boolean;
  published: WrittenDay | null;
  excerpt: string;
  file: NoticeFile | null;
};

/** One notice on its own page: the summary's parts, its text as HTML, and the day it expired if it has. */
export type NoticeDetail = NoticeSummary & { html: RenderedMarkdown; description: string; expired: WrittenDay | null };

const EXCERPT_LENGTH = 160;

/** The text's first words, at most `max` characters, cut between words. */
function excerptOf(text: string, max: number): string {
  const shortened = shortenText(text, max);
  if (shortened === text) return text;
  const words = shortened.slice(0, -1);
  const lastSpace = words.lastIndexOf(" ");
  return `${(lastSpace > 0 ? words.slice(0, lastSpace) : words).replace(/[\s,;:.–-]+$/, "")}…`;
}

function fileOf(address: string): NoticeFile | null {
  if (address === "") return null;
  const path = address.split(/[?#]/)[0]!;
  if (isStoredFilePath(address) && /\.pdf$/i.test(path)) {
    const name = path.slice(path.lastIndexOf("/") + 1);
    // The files service names a PDF `<16 hex digits of its hash>-<readable name>.pdf`.
    return { kind: "pdf", href: address, fileName: name.replace(/^[a-f0-9]{16}-/, "") };
  }
  const external = /^https?:\/\//i.test(address);
  return external || isStoredFilePath(address) ? { kind: "link", href: address, external } : { kind: "page", path: address };
}

function publishedDay(locale: Locale, publishedAt: string | null): WrittenDay | null {
  if (!publishedAt) return null;
  const moment = Date.parse(publishedAt);
  return { at: todayInKolkata(new Date(moment)), day: formatDayInKolkata(locale, moment) };
}

/** What the notices' pages show of a notice, in `locale`: the Marathi twins where the clerk wrote them. */
export function noticePresenter(locale: Locale, settings: PlaceholderSettings) {
  function summary(record: PublicNotice): NoticeSummary {
    const notice = recordIn(locale, noticeCollection, record);
    return {
      id: notice._id,
      title: notice.title,
      category: notice.category,
      important: notice.pinned,
      published: publishedDay(locale, notice.publishedAt),
      excerpt: excerptOf(markdownText(notice.body, locale, settings), EXCERPT_LENGTH),
      file: fileOf(notice.file),
    };
  }

  function detail(record: PublicNotice, now = new Date()): NoticeDetail {
    const notice = recordIn(locale, noticeCollection, record);
    const expired = notice.expiresAt !== "" && notice.expiresAt < todayInKolkata(now);
    return {
      ...summary(record),
      html: renderMarkdown(notice.body, locale, settings),
      // What search results and share previews show under the title.
      description: excerptOf(markdownText(notice.body, locale, settings), 160),
      expired: expired ? { at: notice.expiresAt, day: formatCalendarDate(locale, notice.expiresAt) } : null,
    };
  }

  return { summary, detail };
}
