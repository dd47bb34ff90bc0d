const dayFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

/**
 * "Updated on 24 Nov 2026" under a document's buttons: when the clerk last put a file behind its
 * address, so a visitor sees at once whether the timetable or fee structure is this year's.
 */
export function DocumentUpdatedOn({ updatedAt, name }: { updatedAt: string; name?: string }) {
  return (
    <p className="basis-full text-sm text-muted">
      {name ? `${name} updated on` : "Updated on"} <time dateTime={updatedAt}>{dayFormat.format(new Date(updatedAt))}</time>
    </p>
  );
}
