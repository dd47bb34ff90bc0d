import type { PublicationStatus } from "../../../common/collection";

/**
 * A record's publication as the back office shows it, in the college's time whatever the
 * browser's zone: a draft, scheduled for a time, or published. The server's rule is the same: a
 * record is public when it is published and its publication time, if any, has come.
 */

/** India has kept one offset from UTC, +5:30, all year since 1945. */
const KOLKATA_OFFSET_MS = 330 * 60_000;

export type PublicationState = "draft" | "scheduled" | "published";

export const PUBLICATION_STATES: readonly { value: PublicationState; label: string }[] = [
  { value: "draft", label: "Drafts" },
  { value: "scheduled", label: "Scheduled" },
  { value: "published", label: "Published" },
];

/** What a record of a kind with publishing holds about it. */
export type Publication = { status: PublicationStatus; publishAt: string | null };

export function publicationState({ status, publishAt }: Publication, now: Date): PublicationState {
  if (status === "draft") return "draft";
  return publishAt && Date.parse(publishAt) > now.getTime() ? "scheduled" : "published";
}

// Built on first use: a formatter is costly to make.
const formats = new Map<boolean, Intl.DateTimeFormat>();
function kolkataFormat(withYear: boolean) {
  let format = formats.get(withYear);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "short",
      ...(withYear && { year: "numeric" }),
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "Asia/Kolkata",
    });
    formats.set(withYear, format);
  }
  return format;
}

const kolkataYear = (moment: Date) => new Date(moment.getTime() + KOLKATA_OFFSET_MS).getUTCFullYear();

/** A moment as the clerk says it, in Kolkata: "12 Jun, 10:00", with the year when it is not this one. */
export function clerkTime(iso: string, now: Date): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return kolkataFormat(kolkataYear(moment) !== kolkataYear(now)).format(moment);
}

/** "Draft", "Scheduled for 12 Jun, 10:00" or "Published". */
export function publicationLabel(publication: Publication, now: Date): string {
  const state = publicationState(publication, now);
  if (state === "scheduled") return `Scheduled for ${clerkTime(publication.publishAt!, now)}`;
  return state === "draft" ? "Draft" : "Published";
}

/**
 * The value of a date-and-time input showing `iso` in Kolkata ("2026-06-12T10:00"), or "" for
 * none. The input has no zone of its own; the form says it is India time.
 */
export function kolkataInputValue(iso: string | null | undefined): string {
  if (!iso) return "";
  const moment = Date.parse(iso);
  return Number.isNaN(moment) ? "" : new Date(moment + KOLKATA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A date-and-time input's value, read as Kolkata time, in ISO 8601 with its zone ("2026-06-12T10:00:00+05:30"); "" for none. */
export function kolkataTime(inputValue: string): string {
  const match = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.exec(inputValue);
  if (!match) return inputValue;
  return `${inputValue}${match[1] ? "" : ":00"}+05:30`;
}

/** The earliest coming publication among `records`, when a list's labels will next change; null if none is coming. */
export function nextPublication(records: readonly Partial<Publication>[], now: Date): number | null {
  let next: number | null = null;
  for (const { status, publishAt } of records) {
    if (status !== "published" || !publishAt) continue;
    const moment = Date.parse(publishAt);
    if (moment > now.getTime() && (next === null || moment < next)) next = moment;
  }
  return next;
}
