import { grievanceNames } from "../../../../common/grievance-names";
import type { GrievanceCategory, GrievanceCommittee, GrievanceStatus } from "../../../../common/grievance.schema";
import { GRIEVANCE_WORKING_DAYS } from "../../../../common/working-days";

/** `grievance.category.fees`, … for each of `names`, keyed so that each key stays known to the type checker. */
export function namesByKey<Prefix extends string, Name extends string>(prefix: Prefix, names: Record<Name, string>) {
  return Object.fromEntries(Object.entries(names).map(([name, text]) => [`${prefix}.${name}`, text])) as { [N in Name as `${Prefix}.${N}`]: string };
}

/** The grievance form, its answer and the status page. */
export const grievance = {
  ...namesByKey<"grievance.category", GrievanceCategory>("grievance.category", grievanceNames.en.category),
  ...namesByKey<"grievance.status", GrievanceStatus>("grievance.status", grievanceNames.en.status),
  ...namesByKey<"grievance.committee", GrievanceCommittee>("grievance.committee", grievanceNames.en.committee),
  "grievance.title": "Raise a Grievance",
  "grievance.description":
    `Students and parents of {college} can raise a grievance online: admission, fees, scholarships, examinations, ragging, harassment or discrimination. The committee answers within ${GRIEVANCE_WORKING_DAYS} working days.`,
  "grievance.intro": `Something wrong with your admission, fees, scholarship, examinations or teaching, or have you faced ragging, harassment or discrimination? Tell the college here. The committee gives you its decision within ${GRIEVANCE_WORKING_DAYS} working days.`,
  "grievance.formTitle": "Your grievance",
  "grievance.formNote": "Every field marked * is required. Write in English or Marathi.",
  "grievance.detailsTitle": "Your details",
  "grievance.detailsText": "So that the committee can reply to you and call you if needed.",
  "grievance.aboutTitle": "What happened",
  "grievance.aboutText": "Say what happened, when and where, and who was involved.",
  "grievance.chooseCategory": "Choose one",
  "grievance.categoryHint": "Ragging goes to the Anti-Ragging Committee, sexual harassment to the Internal Complaints Committee, everything else to the Student Grievance Redressal Committee.",
  "grievance.subjectHint": "In a few words, for example: Scholarship not credited",
  "grievance.descriptionHint": "At least 20 characters. Dates, places and names help the committee.",
  "grievance.referenceHint": "Your application number (GIP-…) or enrolment number, if you have one",
  "grievance.optional": "optional",
  "grievance.mobileHint": "10 digits, for example 98765 43210",
  "grievance.submit": "Submit grievance",
  "grievance.submitting": "Submitting...",
  "grievance.fieldsNeedAttention":
    "{count, select, 1 {One field needs your attention.} other {{count} fields need your attention.}} Please check the messages below.",
  "grievance.correctIssues": "Please correct the following:",
  "grievance.networkFailure": "Unable to connect to the server. Please check your internet connection and try again.",
  "grievance.unexpectedFailure": "An unexpected error occurred. Please try again later.",
  "grievance.guideLabel": "About raising a grievance",
  "grievance.confidentialTitle": "Confidential",
  "grievance.confidentialText":
    "Only the grievance committee and the college's administrators can read what you write. It never appears on the website, and nobody may be penalised for raising a grievance.",
  "grievance.nextTitle": "What happens next",
  "grievance.step1": "You get a grievance number and a private link to its status page at once.",
  "grievance.step2": "The committee looks into it in confidence and may ask you to a hearing.",
  "grievance.step3": `It gives you its decision on your status page within ${GRIEVANCE_WORKING_DAYS} working days (Monday to Saturday), counted from the day after it receives your grievance.`,
  "grievance.byEmail": "We also email you the number, the link and every note the committee writes for you.",
  "grievance.urgentTitle": "In an emergency",
  "grievance.urgentText": "If you face ragging now, call the national anti-ragging helpline, toll-free, 24 hours a day:",
  "grievance.officeText": "Or call the college office:",
  "grievance.filedTitle": "Grievance received",
  "grievance.filedText": "Your grievance has reached the {committee}.",
  "grievance.numberLabel": "Your grievance number",
  "grievance.numberText": "Quote this number whenever you write or call.",
  "grievance.dueLabel": "Decision due by",
  "grievance.linkLabel": "Your private status page",
  "grievance.linkText":
    "Keep this link: bookmark it or copy it somewhere safe. It is the only way to follow your grievance online, and anyone who has it can see its status, so do not share it.",
  "grievance.openStatus": "Open the status page",
  "grievance.helplineTitle": "National Anti-Ragging Helpline",
  "grievance.helplineText": "Toll-free, 24 hours a day. Call at once if you are in danger; the committee has your grievance too.",
  "grievance.statusTitle": "Grievance {number}",
  "grievance.statusDescription": "The status of a grievance and the committee's replies.",
  "grievance.statusIntro": `The committee's decision is due by {date}: ${GRIEVANCE_WORKING_DAYS} working days (Monday to Saturday) counted from the day after your grievance was received.`,
  "grievance.statusDecidedIntro": "The committee has decided on this grievance.",
  "grievance.number": "Grievance number",
  "grievance.detailsHeading": "About this grievance",
  "grievance.categoryLabel": "Category",
  "grievance.subjectLabel": "Subject",
  "grievance.receivedAt": "Received",
  "grievance.currentStatus": "Status",
  "grievance.hearingTime": "Hearing time",
  "grievance.hearingPlace": "Hearing place",
  "grievance.historyTitle": "History",
  "grievance.overdueText": `The committee has not answered within the ${GRIEVANCE_WORKING_DAYS} working days. Please call or write to the college office, quoting your grievance number.`,
  "grievance.contactTitle": "Questions about your grievance?",
  "grievance.contactText": "Call or write to the college office, quoting your grievance number.",
  "grievance.newGrievance": "Raise another grievance",
} as const;
