import { z } from "./zod";
import { westernDigits } from "./digits";
import { email, numberFromInput, requiredText, todayInKolkata } from "./fields";
import { DEPARTMENTS, departmentLabels } from "./departments";

export const applicationStatuses = ["pending", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const FIRST_PASSING_YEAR = 2000;

/** The current year where the college is, so a result declared on 1 January counts from that morning. */
export const currentYearInKolkata = (now = new Date()) => Number(todayInKolkata(now).slice(0, 4));

/**
 * An Indian mobile number as people write it — "+91 98765 43210", "09876543210",
 * "98765-43210", "९८७६५ ४३२१०" — reduced to its 10 digits; anything else is returned unchanged so
 * the check fails.
 */
export function normaliseIndianMobile(value: string): string {
  const compact = westernDigits(value).replace(/[\s-]/g, "");
  const match = /^(?:\+91|0)?([6-9]\d{9})$/.exec(compact);
  return match ? match[1]! : compact;
}

/** The application form's mobile rule, which the grievance form uses too. */
export function indianMobile(label = "Mobile number") {
  return z.preprocess(
    // A script may send the number as a JSON number; it is checked like typed text.
    (value) => (typeof value === "number" ? String(value) : value),
    requiredText(label, 20)
      .transform(normaliseIndianMobile)
      .refine(
        (value) => /^[6-9]\d{9}$/.test(value),
        `${label} must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9`,
      ),
  );
}

function percentage(label: string) {
  return numberFromInput(label).pipe(
    z
      .number()
      .min(0, `${label} must be between 0 and 100`)
      .max(100, `${label} must be between 0 and 100`)
      // String(85.5) is "85.5" and String(85.123) is "85.123": the written form is what the user typed.
      .refine((value) => /^-?\d+(?:\.\d{1,2})?$/.test(String(value)), `${label} can have at most two decimals`),
  );
}

function passingYear(label: string) {
  return numberFromInput(label).pipe(
    z
      .number()
      .int(`${label} must be a whole year, like 2023`)
      .min(FIRST_PASSING_YEAR, `${label} must be ${FIRST_PASSING_YEAR} or later`)
      .superRefine((value, ctx) => {
        const currentYear = currentYearInKolkata();
        if (value > currentYear)
          ctx.addIssue({ code: "custom", message: `${label} cannot be later than ${currentYear}` });
      }),
  );
}

/** The programmes one applies for are the college's two departments. */
export const programmes = DEPARTMENTS;
export type Programme = (typeof programmes)[number];
export const programmeNames = departmentLabels;
/** How an application that names no programme is shown and exported. */
export const PROGRAMME_NOT_DECIDED = "Not decided yet";

/**
 * The programme applied for, which the contract's ten fields do not include: optional, so an
 * application of just those ten is as valid as before. Missing or empty is null (not decided yet).
 */
const programme = z.preprocess(
  (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
  z
    .enum(programmes, { error: "Programme must be D.Pharm (dpharm) or B.Pharm (bpharm)" })
    .optional()
    .transform((value) => value ?? null),
);

const labels = {
  tenthPassingYear: "10th passing year",
  twelfthPassingYear: "12th passing year",
};

const applicationFields = {
  name: requiredText("Full name", 100),
  email: email("Email"),
  mobile: indianMobile(),
  education: requiredText("Education", 200),
  tenthPercentage: percentage("10th percentage"),
  tenthPassingYear: passingYear(labels.tenthPassingYear),
  tenthSchoolName: requiredText("10th school name", 200),
  twelfthPercentage: percentage("12th percentage"),
  twelfthPassingYear: passingYear(labels.twelfthPassingYear),
  twelfthCollegeName: requiredText("12th college name", 200),
  programme,
};

/** Each field on its own, for checking one input of the form as it is filled in. */
export const ApplicationFieldsSchema = z.object(applicationFields, {
  error: "Send the application as a set of fields",
});

const passingYears = ApplicationFieldsSchema.pick({ tenthPassingYear: true, twelfthPassingYear: true });

/**
 * The order of the two years, judged on the raw input as soon as both years are valid, so the
 * form reports it together with any other problem (an object-level refinement would be skipped
 * whenever another field is missing).
 */
const passingYearOrder = z.unknown().transform((input, ctx) => {
  // A transform, not a refinement: it always yields {}, so the intersection never has two
  // different values to merge (which Zod refuses with an exception, not an issue).
  const years = passingYears.safeParse(input);
  if (years.success && years.data.twelfthPassingYear <= years.data.tenthPassingYear) {
    ctx.addIssue({
      code: "custom",
      path: ["twelfthPassingYear"],
      message: `${labels.twelfthPassingYear} must be later than the ${labels.tenthPassingYear}`,
    });
  }
  return {};
});

/** The ten fields of an admission application, as the apply form and POST /api/admissions/apply send them. */
export const ApplicationSchema = ApplicationFieldsSchema.and(passingYearOrder);
/** What the form holds: numbers may still be text. */
export type ApplicationFormInput = z.input<typeof ApplicationSchema>;
export type ApplicationInput = z.output<typeof ApplicationSchema>;

/**
 * The details an administrator may correct. A field that is left out keeps its value; one that
 * is sent is checked like on the form. Anything else in the body is ignored.
 */
export const ApplicationEditSchema = z
  .object({
    name: applicationFields.name,
    email: applicationFields.email,
    mobile: applicationFields.mobile,
    education: applicationFields.education,
  })
  .partial();
export type ApplicationEdit = z.output<typeof ApplicationEditSchema>;
export const editableApplicationFields = Object.keys(ApplicationEditSchema.shape) as (keyof ApplicationEdit)[];

/**
 * A decision on an application. "pending" is accepted here so that asking to go back to it is
 * answered as a conflict with the application's state, not as malformed input.
 */
export const ApplicationStatusSchema = z.object({
  status: z.enum(applicationStatuses, { error: "Status must be approved or rejected" }),
});
export type ApplicationStatusChange = z.output<typeof ApplicationStatusSchema>;

/**
 * An application as the admin API answers it: the contract's fields, its number, and the
 * programme only when one was chosen (an application of the contract's ten fields has none).
 */
export type AdmissionApplication = Omit<ApplicationInput, "programme"> & {
  _id: string;
  programme?: Programme;
  /** `GIP-2026-00001`: what the family quotes to the office. */
  applicationNumber: string;
  /** ISO 8601 with zone. */
  applicationDate: string;
  status: ApplicationStatus;
  /** The version of the privacy notice the applicant was given (the privacy page's when they applied). */
  privacyNoticeVersion: string;
};

/** What a receipt shows: the application, and the academic year it was made for (e.g. `2026-2027`). */
export type ReceiptApplication = AdmissionApplication & { academicYear: string };

/** What the applicant's side knows besides: the receipt's secret address. */
export type SubmittedApplication = ReceiptApplication & { receiptUrl: string };

export const exportFormats = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** `GET /api/admin/admissions/export`: the file format, and the admin screen's filter and search. */
export const ApplicationExportQuerySchema = z.object({
  format: z.enum(exportFormats, { error: "Format must be csv or xlsx" }),
  status: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(applicationStatuses, { error: "Status must be pending, approved or rejected" }).optional(),
  ),
  q: z.string({ error: "Search must be text" }).trim().max(200, "Search must be at most 200 characters").optional().default(""),
});
export type ApplicationExportQuery = z.output<typeof ApplicationExportQuerySchema>;

/** Applications of one academic year, counted by programme (null: not decided yet) and status. */
export type ApplicationFigures = {
  academicYear: string;
  total: number;
  byProgramme: { programme: Programme | null; pending: number; approved: number; rejected: number; total: number }[];
  /** Applications of earlier academic years still waiting for a decision: the new year's figures must not hide them. */
  pendingFromEarlierYears: number;
};
