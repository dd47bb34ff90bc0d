import { z } from "./zod";
import type { OrderStep } from "./collection";
import { custom, emailField, link, text } from "./collection-fields";
import { calendarDate, optionalText, requiredText, todayInKolkata, type FieldDescription } from "./fields";

/**
 * What faculty and non-teaching staff have in common: their fields, each once, which both
 * declarations (common/faculty.collection.ts, common/staff.collection.ts) are made of, so a rule
 * changed here changes for both; and the rules of a phone number and a profile id.
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

const serialNumberField = { label: "Sr. No.", input: "number", required: false } satisfies FieldDescription;
const profileIdField = { label: "Profile id", required: false } satisfies FieldDescription;

/** Sr. No. as typed in a form ("3") or sent by a script (3); blank means "let the server choose". */
export const serialNumber = z.preprocess(
  (value) => {
    if (value === null) return undefined;
    if (typeof value !== "string") return value;
    const trimmed = value.trim();
    return trimmed === "" ? undefined : Number(trimmed);
  },
  z
    .number({ error: `${serialNumberField.label} must be a number` })
    .int(`${serialNumberField.label} must be a whole number`)
    .min(1, `${serialNumberField.label} must be 1 or more`)
    .max(9999, `${serialNumberField.label} must be at most 9999`)
    .optional(),
);

const PUBLIC_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PUBLIC_ID_MAX_LENGTH = 80;

/** Whether text has the form of a person's public id, so it can name someone in a path. */
export const isPublicId = (value: string) => value.length <= PUBLIC_ID_MAX_LENGTH && PUBLIC_ID_PATTERN.test(value);

/**
 * The readable id in profile links (/management/faculty/details/asha-patil-3f9a); blank keeps the
 * current one. The server makes a new person's; an edit that gives another renames it.
 */
export const publicId = z.preprocess(
  (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
  z
    .string({ error: `${profileIdField.label} must be text` })
    .trim()
    .toLowerCase()
    .max(PUBLIC_ID_MAX_LENGTH, `${profileIdField.label} must be at most ${PUBLIC_ID_MAX_LENGTH} characters`)
    .regex(PUBLIC_ID_PATTERN, `${profileIdField.label} may contain only letters, digits and single dashes`)
    .optional(),
);

const dateOfJoiningField = { label: "Date of joining", input: "date" } satisfies FieldDescription;
const mobileField = { label: "Mobile number", input: "tel", autoComplete: "tel", placeholder: "e.g. 98765 43210" } satisfies FieldDescription;

/**
 * A person's fields in the order the API answers them: the profile id (`id`, kept in `public_id`;
 * `_id` is the record's own), the serial number, what the clerk fills in — the designation,
 * qualification and experience each with a Marathi twin — and the profile ids the person had
 * before a rename, which the server keeps so old links still lead to them, and answers to nobody.
 */
export const personFields = {
  id: custom({
    description: profileIdField,
    schema: publicId,
    // A new person's profile id is the server's to make: one sent on create is ignored, whatever it holds.
    createSchema: z.unknown().transform(() => undefined).optional(),
    storage: { type: "text" },
    column: "public_id",
  }),
  srNo: custom({ description: serialNumberField, schema: serialNumber, storage: { type: "integer" } }),
  name: text({ label: "Name", max: 120, autoComplete: "name" }),
  designation: text({ label: "Designation", max: 120, placeholder: "e.g. Assistant Professor" }, { twin: true, search: "heading" }),
  qualification: text({ label: "Qualification", max: 200, placeholder: "e.g. M.Pharm (Pharmaceutics)" }, { twin: true, search: "body" }),
  experience: text({ label: "Experience", max: 100, placeholder: "e.g. 8 years" }, { twin: true, search: "body" }),
  dateOfJoining: custom({ description: dateOfJoiningField, schema: pastOrTodayDate(dateOfJoiningField), storage: { type: "date" } }),
  email: emailField({ label: "Email", autoComplete: "email" }),
  mobile: custom({ description: mobileField, schema: phoneNumber(mobileField), storage: { type: "text" } }),
  photo: link({ label: "Photo", required: false }),
  formerPublicIds: custom({
    description: { label: "Former profile ids" },
    schema: z.array(z.string()),
    storage: { type: "textList" },
    default: "emptyList",
    serverSet: true,
    audience: "nobody",
  }),
} as const;

/** People are listed by Sr. No., then by name, then in the order they were added. */
export const personOrder = [
  { by: "srNo", direction: "asc" },
  { by: "name", direction: "asc" },
  { by: "createdAt", direction: "asc" },
] as const satisfies readonly OrderStep<string>[];

/** The 409 of a profile id that someone else has, or had: old links must keep leading to them. */
export const profileIdTaken = (id: unknown) => `The profile id "${String(id)}" is already used by someone else. Choose another one.`;
