/**
 * The words of the apply form's checks, keyed by their English text. The rules and their English
 * messages live once, in the shared Zod schemas (common/admission.schema.ts, common/fields.ts);
 * these templates mirror those messages with ICU placeholders, so that a page in Marathi can say
 * the same thing (app/i18n/validation.ts). The catalogs' test runs the schema on bad input and
 * checks that every message it gives has a translation.
 */
export const validationTemplates = [
  "{label} is required",
  "{label} must be at most {max} characters",
  "{label} must be at least {min} characters",
  "{label} contains a character that is not allowed",
  "{label} must be text",
  "{label} must be a valid email address",
  "{label} must be a number",
  "{label} must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9",
  "{label} must be between 0 and 100",
  "{label} can have at most two decimals",
  "{label} must be a whole year, like 2023",
  "{label} must be {year} or later",
  "{label} cannot be later than {year}",
  "{later} must be later than the {earlier}",
  "Admissions for {year} are closed.",
] as const;

/** The fields as the schema's messages and the form's labels name them. */
export const validationLabels = [
  "Full name",
  "Email",
  "Mobile number",
  "Programme",
  "Education",
  "10th percentage",
  "10th passing year",
  "10th school name",
  "12th percentage",
  "12th passing year",
  "12th college name",
  // The grievance form's (common/grievance.schema.ts).
  "Category",
  "Subject",
  "Description",
  "Application or enrolment number",
  // The privacy request form's (common/privacy-request.schema.ts).
  "Details",
  "Application or grievance number",
] as const;

/**
 * Messages said whole in Marathi rather than through their template: a list is chosen, not filled
 * in ("तक्रारीचा प्रकार निवडा"), and an email field's message need not repeat its name ("योग्य ईमेल
 * पत्ता लिहा"). Looked up before the templates (app/i18n/validation.ts).
 */
export const wholeValidationMessages = ["Category is required", "Request is required", "Email must be a valid email address"] as const;

/** Whole answers of the schema and the API that name no field. */
const wholeMessages = [
  ...wholeValidationMessages,
  "Programme must be D.Pharm (dpharm) or B.Pharm (bpharm)",
  "Send the application as a set of fields",
  "Application submitted successfully! The admissions office will contact you by phone or email soon.",
  "An application with this name and email is already registered for this academic year. A brother or sister may apply with the same email under their own name.",
  "Too many applications from this network. Please try again in an hour.",
  "Category must be one of the listed categories",
  "Send the grievance as a set of fields",
  "Your grievance has been received. Keep your grievance number and the link to its status page.",
  "Too many grievances from this network. Please try again in an hour.",
  "Request must be one of the listed requests",
  "Send the request as a set of fields",
  "Your request has been received. Keep your request number and the link to its status page.",
  "Too many requests from this network. Please try again in an hour.",
] as const;

export const validation: Readonly<Record<string, string>> = Object.fromEntries(
  [...validationTemplates, ...validationLabels, ...wholeMessages].map((text) => [text, text]),
);
