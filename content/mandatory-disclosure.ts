/**
 * Texts for /mandatory-disclosure. The PDF is served at /api/pdfdownload/SIF.pdf.
 */
import { institution } from "./institution";

export const mandatoryDisclosure = {
  heading: "Mandatory Disclosure",
  paragraphs: [
    "Every institution approved by the All India Council for Technical Education (AICTE) and the Pharmacy Council of India (PCI) must make certain information about itself available to the public. This mandatory disclosure helps students, parents and the public make an informed choice before taking admission.",
    `The document below is the Standard Information Format (SIF) of ${institution.collegeName}. It lists the trust and management, the approval and affiliation status of each programme, sanctioned intake, faculty and their qualifications, laboratories and equipment, library resources, land and built-up area, the fee structure approved by the Fees Regulating Authority, and student welfare arrangements such as committees, scholarships and grievance redressal.`,
  ],
  /** The last paragraph, with the college's email from the site settings. */
  writeTo: (email: string) =>
    `The information is updated every academic year. If you find anything that is unclear or appears out of date, please write to ${email}.`,
  pdfFile: "SIF.pdf",
  downloadLabel: "Download Mandatory Disclosure (PDF)",
} as const;

export type MandatoryDisclosure = typeof mandatoryDisclosure;
