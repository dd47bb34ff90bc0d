/** A news item counts as new for this long after it is posted (spec §9). */
export const NEW_BADGE_WINDOW_MS = 24 * 60 * 60 * 1000;

export type NewsAge = {
  isNew: boolean;
  /** "3 hours ago", "yesterday"… — only for new items. */
  ago: string | null;
  /** The posting date in the college's time zone, e.g. "12 Jun 2025". */
  postedOn: string;
};

const relative = new Intl.RelativeTimeFormat("en-IN", { numeric: "auto" });
const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

function formatAgo(elapsedMs: number): string {
  const minutes = Math.floor(elapsedMs / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return relative.format(-minutes, "minute");
  return relative.format(-Math.floor(minutes / 60), "hour");
}

/**
 * How old a news item is, measured against one clock (the server's, at request time) so the
 * server-rendered page and the hydrated page print the same words.
 */
export function describeNewsAge(postedAt: string, now: number): NewsAge {
  const posted = Date.parse(postedAt);
  const elapsed = Math.max(0, now - posted);
  const isNew = elapsed < NEW_BADGE_WINDOW_MS;
  return { isNew, ago: isNew ? formatAgo(elapsed) : null, postedOn: dateFormat.format(posted) };
}
