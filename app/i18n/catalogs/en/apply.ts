import { FIRST_PASSING_YEAR, PROGRAMME_NOT_DECIDED } from "../../../../common/admission.schema";
import { emailAlreadyRegistered } from "../../../../content/admissions";
import { institution } from "../../../../content/institution";

/** The wording about an email already used, with placeholders where the settings' phone goes. */
const duplicate = emailAlreadyRegistered({ phone: "{phone}", email: "" });

/** The apply page, its form, the answer to a submission and the confirmation. */
export const apply = {
  "apply.intro":
    "Register your interest in D.Pharm or B.Pharm for {year}. Fill in your details and marks; our admissions office will contact you and help you through every step.",
  "apply.description":
    "Apply online for D.Pharm or B.Pharm admission {year} at {college}. Free, in three minutes; our admissions office will call you.",
  "apply.closedText":
    "The online application form opens again with the next admission round. For questions about admission, call or write to the admissions office below; the admission process page says how the CAP rounds work.",
  "apply.closedLink": "Read the admission process",
  "apply.formTitle": "Application form",
  "apply.formNote": "Every field marked * is required. It takes about three minutes.",
  "apply.fieldsNeedAttention": "{count, select, 1 {One field needs your attention.} other {{count} fields need your attention.}} Please check the messages below.",
  "apply.detailsTitle": "Your details",
  "apply.detailsText": "We will use these to call or write to you about your application.",
  "apply.tenthTitle": "10th standard (SSC)",
  "apply.tenthText": "From your SSC mark sheet.",
  "apply.twelfthTitle": "12th standard (HSC)",
  "apply.twelfthText": "From your HSC mark sheet.",
  "apply.nameHint": "As written on your 12th mark sheet",
  "apply.mobileHint": "10 digits, for example 98765 43210",
  "apply.programmeHint": "The course you want to join; you can decide later",
  "apply.educationHint": "Your latest qualification, for example 12th Science (PCB)",
  "apply.percentageHint": "0 to 100, up to two decimals",
  "apply.yearHint": `Between ${FIRST_PASSING_YEAR} and {year}`,
  "apply.notDecided": PROGRAMME_NOT_DECIDED,
  "apply.free": "Applying here is free. It does not replace the CAP registration.",
  "apply.anotherTitle": "Apply for another student",
  "apply.anotherText": "Your application has reached us. The form below is empty again: fill it in only for another student.",
  "apply.submitting": "Submitting...",
  "apply.receivedDescription": "Your application number, your receipt and what happens next.",
  "apply.receivedTitle": "Application received",
  "apply.receivedIntro": "Thank you, {name}. Your application for {year} has reached our admissions office.",
  "apply.receivedAt": "Received",
  "apply.programme": "Programme",
  "apply.officeTitle": "Contact the admissions office",
  "apply.officeHours": "10:00 AM to 5:00 PM, Monday to Saturday.",
  "apply.submit": "Submit Application",
  "apply.thanks": "Thank you for applying!",
  "apply.correctIssues": "Please correct the following issues:",
  "apply.networkFailure": "Unable to connect to the server. Please check your internet connection and try again.",
  "apply.unexpectedFailure": "An unexpected error occurred. Please try again later.",
  "apply.serverFailure": "An error occurred while submitting your application.",
  "apply.duplicateTitle": duplicate.title,
  "apply.duplicateText": duplicate.message,
  "apply.duplicateHelpHeading": duplicate.helpHeading,
  "apply.duplicateHelp1": duplicate.help[0],
  "apply.duplicateHelp2": duplicate.help[1],
  "apply.duplicateHelp3": duplicate.help[2],
  "apply.duplicateHelp4": duplicate.help[3],
  "apply.duplicateHelp5": duplicate.help[4],
  "apply.numberLabel": "Your application number",
  "apply.numberText":
    "Quote this number whenever you call or write to us. Keep your receipt, printed or on your phone, and bring it with your documents when you come to the college for admission.",
  "apply.downloadReceipt": "Download receipt",
  "apply.ownPage": "Open this confirmation on its own page",
  "apply.guideLabel": "About your application",
  "apply.nextTitle": "What happens next",
  "apply.step1Title": "We call you",
  "apply.step1Text": "The admissions office calls or emails you within a few working days.",
  "apply.step2Title": "We guide you through CAP",
  "apply.step2Text": `Register for the CAP rounds and list us with choice code ${institution.choiceCode}.`,
  "apply.step3Title": "You report to the college",
  "apply.step3Text": "Bring your receipt, allotment letter and documents to confirm your seat.",
  "apply.processLink": "Read the full admission process →",
  "apply.needHelp": "Need help?",
} as const;
