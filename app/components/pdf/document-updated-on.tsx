import { useT } from "../../i18n/i18n";

/** A document's last replacement: the moment, and its day as the page shows it (documentUpdateOf, in the loader). */
export type DocumentUpdate = { at: string; day: string };

/**
 * "Updated on 24 Nov 2026" under a document's buttons: when the clerk last put a file behind its
 * address, so a visitor sees at once whether the timetable or fee structure is this year's.
 */
export function DocumentUpdatedOn({ update, name }: { update: DocumentUpdate; name?: string }) {
  const t = useT();
  const date = <time dateTime={update.at}>{update.day}</time>;
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
