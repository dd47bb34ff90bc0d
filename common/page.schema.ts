import { z } from "./zod";
import { timeWithZone } from "./collection";
import { optionalLink, optionalMarathiText, requiredText, textOrEmpty } from "./fields";
import type { PageKey } from "./page-paths";

export { isPageKey, PAGE_KEYS, pagePaths, type PageKey } from "./page-paths";

/**
 * The settings' values a body may name instead of typing them: `{phone}` shows the college's
 * phone number as the settings hold it now, in the page's digits.
 */
export const PAGE_PLACEHOLDERS = [
  "phone",
  "email",
  "academicYear",
  "intakeDPharm",
  "intakeBPharm",
  "privacyOfficerName",
  "privacyOfficerEmail",
  "privacyOfficerPhone",
  "privacyResponseDays",
  "retentionMonths",
] as const;

export const MAX_SECTIONS = 50;

/**
 * One section: a heading and a Markdown body (paragraphs, emphasis, lists, links, tables), each
 * with its Marathi twin (empty: the Marathi page shows the English), and an optional picture.
 */
export const PageSectionSchema = z.object(
  {
    heading: textOrEmpty("Heading", 200).optional().default(""),
    headingMr: optionalMarathiText("Marathi heading", 200),
    body: textOrEmpty("Text", 20_000, { multiline: true }).optional().default(""),
    bodyMr: optionalMarathiText("Marathi text", 20_000, { multiline: true }),
    image: optionalLink("Picture"),
  },
  { error: "Section must be an object with a heading and a text" },
);
export type PageSection = z.output<typeof PageSectionSchema>;

/** A save replaces the page's title and its whole list of sections. */
export const PageUpdateSchema = z.object({
  title: requiredText("Title", 200),
  titleMr: optionalMarathiText("Marathi title", 200),
  sections: z
    .array(PageSectionSchema, { error: "Sections must be a list" })
    // Every message names the field it is about, as the API's 400s do: "Sections …".
    .min(1, "Sections must include at least one section")
    .max(MAX_SECTIONS, `Sections must be at most ${MAX_SECTIONS}`),
});
export type PageUpdate = z.output<typeof PageUpdateSchema>;

/**
 * A page as `GET /api/pages/:key` answers it; `_id` equals `key`. `version` names the words it
 * shows now: it changes with every change of them, and comes back with the words a restore brings
 * back (an application records the privacy notice's, as the notice it was given).
 */
export type Page = {
  _id: PageKey;
  key: PageKey;
  path: string;
  title: string;
  titleMr: string;
  sections: PageSection[];
  updatedAt: string;
  version: string;
};

/** One page in `GET /api/pages`. */
export type PageSummary = Pick<Page, "key" | "path" | "title" | "updatedAt">;

/**
 * A page's next words, saved beside the current ones and public only once published; `publishAt`
 * is when it becomes the page by itself (null: not scheduled).
 */
export type PageDraft = Pick<Page, "title" | "titleMr" | "sections"> & { savedAt: string; savedBy: string; publishAt: string | null };

/**
 * Publishing a draft: now without `publishAt`, or at that time, which must be still to come at
 * `now` (a time already past would publish at once what the clerk meant for later).
 */
export const publishDraftSchema = (now: Date) =>
  z.object({
    publishAt: timeWithZone.refine((at) => at === null || new Date(at) > now, "Publish at must be a time still to come"),
  });

/** An earlier state of a page; `savedBy` is null for the words a fresh install started with. */
export type PageVersion = { _id: string; savedAt: string; savedBy: string | null };
