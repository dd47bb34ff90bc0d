import { admissionProcess, admissionProgrammes, documentsRequired, fraInfo } from "../../../../content/admissions";
import { fcaCourse } from "../../../../content/programmes";
import { englishKeyed } from "../english-keyed";

/** The prose of the admissions, admission process, fee structure and FCA pages, from content/. */
export const admissionsText = englishKeyed([
  ...admissionProgrammes,
  ...admissionProcess.flatMap((step) => [step.title, step.description]),
  ...documentsRequired,
  ...fraInfo.paragraphs,
  fcaCourse.name,
  fcaCourse.duration,
  fcaCourse.eligibility,
  fcaCourse.awardedBy,
  fcaCourse.schedule,
  ...fcaCourse.description,
  ...fcaCourse.modules,
  ...fcaCourse.careerPaths,
]);
