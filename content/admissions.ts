/**
 * Admission texts: the "admissions open" block on /admissions, the steps on /admissions/process,
 * the documents list, admission and fee contacts, and the help shown when an application's email
 * is already registered. Contact people are fictional.
 */
import type { SiteSettings } from "../common/settings.schema";
import { institution } from "./institution";

/** The college's phone and email from the site settings, for texts that name them. */
export type CollegeContact = Pick<SiteSettings, "phone" | "email">;

/** The programmes admitting in each round. */
export const admissionProgrammes = ["D.Pharm (Diploma in Pharmacy)", "B.Pharm (Bachelor of Pharmacy)"] as const;

export interface AdmissionStep {
  step: number;
  title: string;
  description: string;
}

/** The steps shown on /admissions/process, in order. */
export const admissionProcess: readonly AdmissionStep[] = [
  {
    step: 1,
    title: "Check your eligibility",
    description:
      "D.Pharm: 10+2 with Physics, Chemistry and Biology or Mathematics. B.Pharm: 10+2 with Physics, Chemistry and Biology or Mathematics, at least 50% aggregate (45% for reserved categories), and a valid MHT-CET or NEET score.",
  },
  {
    step: 2,
    title: "Apply online with the college",
    description:
      "Fill in the Apply Now form on this website with your 10th and 12th details. It is free, and our admissions office will contact you to answer your questions and help with the next steps.",
  },
  {
    step: 3,
    title: "Register for the Centralised Admission Process (CAP)",
    description:
      "Register on the official CAP portal of the State CET Cell (B.Pharm) or the Directorate of Technical Education (D.Pharm) within the published dates, pay the registration fee and upload your documents.",
  },
  {
    step: 4,
    title: "Verify documents at a facilitation centre",
    description:
      "Get your documents verified online or at a Scrutiny / Facilitation Centre and confirm your application. Check your name in the provisional and final merit lists and raise grievances, if any, within the given time.",
  },
  {
    step: 5,
    title: "Fill in the option form",
    description: `In each CAP round, enter ${institution.collegeName} in your option form using choice code ${institution.choiceCode} (college code ${institution.collegeCode}). Place it high in your preferences if you want to study with us.`,
  },
  {
    step: 6,
    title: "Accept the seat allotment",
    description:
      "When a seat is allotted, accept it on the portal (freeze, or float/slide for later rounds as per the rules) and pay the seat acceptance fee online before the deadline.",
  },
  {
    step: 7,
    title: "Report to the college",
    description:
      "Report to the college office with your allotment letter, original documents and photocopies within the reporting period. Our staff will verify your documents and complete your admission.",
  },
  {
    step: 8,
    title: "Pay fees and apply for scholarship",
    description:
      "Pay the FRA-approved fees (instalments on request) and, if eligible, apply for a scholarship or freeship on the MahaDBT portal with the help of our scholarship desk. You will then receive your identity card and timetable.",
  },
];

/** The documents to bring at admission (originals plus two attested photocopies). */
export const documentsRequired: readonly string[] = [
  "CAP allotment letter and seat acceptance receipt (for CAP admissions)",
  "MHT-CET / NEET score card (for B.Pharm)",
  "SSC (10th) mark sheet and passing certificate",
  "HSC (12th) mark sheet and passing certificate",
  "School / College Leaving Certificate (Transfer Certificate)",
  "Nationality certificate or domicile certificate",
  "Caste certificate (for reserved categories)",
  "Caste validity certificate (for reserved categories)",
  "Non-creamy-layer certificate valid for the current year (for OBC, VJ/NT, SBC, SEBC)",
  "EWS certificate (if applicable)",
  "Income certificate of parents (for scholarship / freeship)",
  "Gap certificate / affidavit (if there is a gap in education)",
  "Migration certificate (for students from other boards)",
  "Aadhaar card and a bank passbook linked to Aadhaar",
  "Six recent passport-size photographs",
];

export interface ContactPerson {
  name: string;
  role: string;
  phone: string;
  email: string;
}

/** The contact list on /admissions. */
export const admissionContacts = (college: CollegeContact): readonly ContactPerson[] => [
  {
    name: "Mr. Rahul B. Pawar",
    role: "Admission In-charge, B.Pharm",
    phone: "+91 94221 37810",
    email: institution.admissionsEmail,
  },
  {
    name: "Mrs. Priya N. Shinde",
    role: "Admission In-charge, D.Pharm",
    phone: "+91 96237 40518",
    email: "dpharm.admissions@godavari-pharmacy.example",
  },
  {
    name: "Mr. Ganesh T. Wagh",
    role: "Office Superintendent (documents and scholarships)",
    phone: institution.landline,
    email: college.email,
  },
];

/** Shown after a submission is refused because the email has already been used. */
export const emailAlreadyRegistered = (college: CollegeContact) => ({
  title: "This email address is already registered",
  message:
    "An application has already been submitted with this email address. If you want to submit a new application, please use a different email address, or contact the admissions office if you believe this is a mistake or want to update your earlier application.",
  helpHeading: "What you can do",
  help: [
    "Check the spelling of the email address you entered.",
    "If you applied earlier, there is no need to apply again: our admissions office already has your application.",
    "Use another email address that belongs to you (for example, a parent's email) to submit a fresh application.",
    `Call the admissions office on ${college.phone} or ${institution.landline} (10:00 AM to 5:00 PM, Monday to Saturday).`,
    `Write to ${institution.admissionsEmail} with your name and mobile number to correct or update your application.`,
  ],
});

/** Text and contacts for /course-fees/fra. */
export const fraInfo = {
  heading: "Fee Structure (FRA Approved)",
  paragraphs: [
    "The tuition and development fees of the college are approved every year by the Fees Regulating Authority (FRA), Maharashtra. The college does not charge any capitation fee or any amount beyond the approved structure.",
    "Download the fee structure PDF below for the current academic year. For instalments, scholarship and freeship adjustments, or receipts, please contact the accounts section.",
  ],
  /** Served at /api/pdfdownload/{pdfFile}. */
  pdfFile: "FRA_Fee_Structure.pdf",
  /** Direct static link used if the download route fails. */
  fallbackPdfFile: "fra-fee-structure.pdf",
} as const;

export const feeContacts = (college: CollegeContact): readonly ContactPerson[] => [
  {
    name: "Mr. Sunil M. Kulkarni",
    role: "Accountant (fee payment and receipts)",
    phone: "+91 98604 27153",
    email: "accounts@godavari-pharmacy.example",
  },
  {
    name: "Mr. Ganesh T. Wagh",
    role: "Office Superintendent (scholarship and freeship)",
    phone: institution.landline,
    email: "scholarship@godavari-pharmacy.example",
  },
  {
    name: "Dr. Anjali S. Deshmukh",
    role: "Principal (fee concessions and grievances)",
    phone: college.phone,
    email: "principal@godavari-pharmacy.example",
  },
];
