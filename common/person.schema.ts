import { z } from "./zod";
import {
  calendarDate,
  describeFields,
  email,
  marathiTwin,
  optionalLink,
  optionalMarathiText,
  optionalText,
  requiredText,
  todayInKolkata,
  type FieldDescription,
} from "./fields";

/**
 * What faculty and non-teaching staff have in common. The faculty and staff schemas extend
 * these, so a rule changed here changes for both.
 */

const MIN_PHONE_DIGITS = 7;
const MAX_PHONE_DIGITS = 15;

/** Phone numbers as people write them: "98765 43210", "+91 98765-43210", "098765 43210", "02425 220011". */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?\d[\d -]*$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS;
}

const phoneMessage = (label: string) =>
  `${label} must be a phone number of ${MIN_PHONE_DIGITS} to ${MAX_PHONE_DIGITS} digits, for example 98765 43210`;

export function phoneNumber({ label }: FieldDescription) {
  return requiredText(label, 24).refine(isPhoneNumber, phoneMessage(label));
}

/** A phone number, or nothing at all. */
export function optionalPhoneNumber({ label }: FieldDescription) {
  return optionalText(label, 24).refine((value) => value === "" || isPhoneNumber(value), phoneMessage(label));
}

/** A real date that is today or earlier in the college's time zone. */
export function pastOrTodayDate({ label }: FieldDescription) {
  return calendarDate(label).refine(
    // A malformed value already has its own message; comparing it would only add a confusing second one.
    (value) => !/^\d{4}-\d{2}-\d{2}$/.test(value) || value <= todayInKolkata(),
    `${label} cannot be in the future`,
  );
}

/**
 * The fields an administrator fills in for a person, in the order a clerk fills them (the photo
 * has a picker of its own), with the serial number and profile id the API also takes.
 */
const designationField = { label: "Designation", max: 120, placeholder: "e.g. Assistant Professor" } satisfies FieldDescription;
const experienceField = { label: "Experience", max: 100, placeholder: "e.g. 8 years" } satisfies FieldDescription;

export const personFields = describeFields({
  name: { label: "Name", max: 120, autoComplete: "name" },
  designation: designationField,
  /** Optional: the Marathi pages show the English designation while it is empty. */
  designationMr: { ...marathiTwin(designationField), placeholder: "उदा. सहायक प्राध्यापक" },
  qualification: { label: "Qualification", max: 200, placeholder: "e.g. M.Pharm (Pharmaceutics)" },
  experience: experienceField,
  /** Optional: while it is empty, the Marathi pages write an English "8 years" as "८ वर्षे", and show any other text as it is. */
  experienceMr: {
    ...marathiTwin(experienceField, "Left empty, the Marathi pages write an English “8 years” as “८ वर्षे” and show any other text as it is."),
    placeholder: "उदा. ८ वर्षे",
  },
  dateOfJoining: { label: "Date of joining", input: "date" },
  email: { label: "Email", input: "email", autoComplete: "email" },
  mobile: { label: "Mobile number", input: "tel", autoComplete: "tel", placeholder: "e.g. 98765 43210" },
  photo: { label: "Photo", required: false },
  srNo: { label: "Sr. No." },
  id: { label: "Profile id" },
});

/** Sr. No. as typed in a form ("3") or sent by a script (3); blank means "let the server choose". */
export const serialNumber = z.preprocess(
  (value) => {
    if (value === null) return undefined;
    if (typeof value !== "string") return value;
    const trimmed = value.trim();
    return trimmed === "" ? undefined : Number(trimmed);
  },
  z
    .number({ error: `${personFields.srNo.label} must be a number` })
    .int(`${personFields.srNo.label} must be a whole number`)
    .min(1, `${personFields.srNo.label} must be 1 or more`)
    .max(9999, `${personFields.srNo.label} must be at most 9999`)
    .optional(),
);

const PUBLIC_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PUBLIC_ID_MAX_LENGTH = 80;

/** Whether text has the form of a person's public id, so it can name someone in a path. */
export const isPublicId = (value: string) => value.length <= PUBLIC_ID_MAX_LENGTH && PUBLIC_ID_PATTERN.test(value);

/** The readable id in profile links (/management/faculty/details/asha-patil-3f9a); blank keeps the current one. */
export const publicId = z.preprocess(
  (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
  z
    .string({ error: `${personFields.id.label} must be text` })
    .trim()
    .toLowerCase()
    .max(PUBLIC_ID_MAX_LENGTH, `${personFields.id.label} must be at most ${PUBLIC_ID_MAX_LENGTH} characters`)
    .regex(PUBLIC_ID_PATTERN, `${personFields.id.label} may contain only letters, digits and single dashes`)
    .optional(),
);

/** The rules of the fields an administrator fills in for a person. */
export const personShape = {
  name: requiredText(personFields.name),
  designation: requiredText(personFields.designation),
  designationMr: optionalMarathiText(personFields.designationMr),
  qualification: requiredText(personFields.qualification),
  experience: requiredText(personFields.experience),
  experienceMr: optionalMarathiText(personFields.experienceMr),
  dateOfJoining: pastOrTodayDate(personFields.dateOfJoining),
  email: email(personFields.email),
  mobile: phoneNumber(personFields.mobile),
  photo: optionalLink(personFields.photo),
};

/** A person as the API returns it: the form fields plus the ids and the serial number. */
export const PersonRecordSchema = z.object({
  _id: z.string(),
  id: z.string(),
  srNo: z.number().int(),
  name: z.string(),
  designation: z.string(),
  designationMr: z.string(),
  qualification: z.string(),
  experience: z.string(),
  experienceMr: z.string(),
  dateOfJoining: z.string(),
  email: z.string(),
  mobile: z.string(),
  photo: z.string(),
});
export type PersonRecord = z.infer<typeof PersonRecordSchema>;
