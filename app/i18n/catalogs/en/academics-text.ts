import { academicsOverview } from "../../../../content/about";
import { programmes } from "../../../../content/programmes";
import { englishKeyed } from "../english-keyed";

/** The prose of the programme pages and the academics overview, from content/. */
export const academicsText = englishKeyed([
  ...academicsOverview,
  ...programmes.flatMap((programme) => [
    programme.fullName,
    programme.duration,
    programme.eligibility,
    programme.admissionMode,
    programme.affiliation,
    programme.overview,
    ...programme.subjectsByYear.flatMap((year) => [year.year, ...year.subjects]),
  ]),
]);
