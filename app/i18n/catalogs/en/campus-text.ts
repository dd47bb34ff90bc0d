import { awards } from "../../../../content/awards";
import { libraryCollection, libraryHours, libraryIntro, libraryRules, libraryServices } from "../../../../content/library";
import { englishKeyed } from "../english-keyed";

/** The prose of the library and awards pages, from content/. */
export const campusText = englishKeyed([
  libraryIntro,
  ...new Set(libraryHours.flatMap((row) => [row.days, row.hours])),
  ...libraryCollection.flatMap((fact) => [fact.label, fact.value]),
  ...libraryServices,
  ...libraryRules,
  ...awards.flatMap((award) => [award.title, award.awardedBy, award.description]),
]);
