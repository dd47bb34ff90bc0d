import { useLocale, useT } from "../../i18n/i18n";
import { formatDayInKolkata } from "../../i18n/format";

/**
 * "Updated on 24 Nov 2026" under a document's buttons: when the clerk last put a file behind its
 * address, so a visitor sees at once whether the timetable or fee structure is this year's.
 */
export function DocumentUpdatedOn({ updatedAt, name }: { updatedAt: string; name?: string }) {
  const t = useT();
  const date = <time dateTime={updatedAt}>{formatDayInKolkata(useLocale(), Date.parse(updatedAt))}</time>;
  // The date as an element inside the sentence: split the message around a marker.
  const [before, after] = (name ? t("pdf.namedUpdatedOn", { name, date: "\u0000" }) : t("pdf.updatedOn", { date: "\u0000" })).split("\u0000");
  return (
    <p className="basis-full text-sm text-muted">
      {before}
      {date}
      {after}
    </p>
  );
}
