import type { ApplicationStatus } from "./admission.schema";
import { defineResource } from "./resource";

export const admissionResource = defineResource({
  path: "/api/admin/admissions",
  key: "application",
  noun: "application",
  area: "admissions",
  messages: {
    notFound: "Application not found",
    updated: "Application updated successfully",
    deleted: "Application deleted successfully",
    statusChanged: (status: ApplicationStatus) => `Application ${status} successfully`,
    reopened: "Application set back to pending",
    /** The answer to an application, from the API and from the apply page without JavaScript alike. */
    submitted: "Application submitted successfully! The admissions office will contact you by phone or email soon.",
    /** The same applicant (email and name, ignoring case, spaces and dots) applied this academic year already (409). */
    sameApplicant:
      "An application with this name and email is already registered for this academic year. A brother or sister may apply with the same email under their own name.",
    /** The answer while the site settings say admissions are closed (403); the apply page says the same. */
    closed: (academicYear: string) => `Admissions for ${academicYear} are closed.`,
  },
  labels: {
    title: "Admission Applications",
    loadFailed: "Error fetching applications",
    detailsFailed: "Error fetching application details",
    updateFailed: "Error updating application",
    statusFailed: "Error updating application status",
    reopenFailed: "Error setting the application back to pending",
    deleteFailed: "Error deleting application",
    confirmDelete: "Are you sure you want to delete this application?",
  },
});

/** Where the public apply form sends an application. */
export const applyPath = "/api/admissions/apply";

/** Where the PDF receipt of an application is served; the token is its only key. */
export const receiptPath = (token: string) => `/api/admissions/receipts/${token}`;

/** The receipt of the application `id` for the back office (`?lang=mr` for the Marathi one): for a family that lost theirs. */
export const adminReceiptPath = (id: string) => `${admissionResource.path}/${encodeURIComponent(id)}/receipt`;

/** The languages a receipt is written in: the family's, as the page they applied on (`?lang=mr`; English without). */
export const receiptLanguages = ["en", "mr"] as const;
export type ReceiptLanguage = (typeof receiptLanguages)[number];

/** The receipt at `receiptUrl` in `language`: the Marathi one for a family that applied on a Marathi page. */
export const receiptIn = (receiptUrl: string, language: ReceiptLanguage) => (language === "en" ? receiptUrl : `${receiptUrl}?lang=${language}`);

/** The confirmation page shown after applying, behind the same secret as the receipt. */
export const confirmationPath = (token: string) => `/apply-now/received/${token}`;


/** The confirmation page of the application whose receipt is at `receiptUrl` (a site path or an absolute URL). */
export function confirmationPathOf(receiptUrl: string): string {
  const token = /\/api\/admissions\/receipts\/([A-Za-z0-9_-]+)$/.exec(receiptUrl)?.[1];
  if (!token) throw new Error(`${receiptUrl} is not a receipt URL`);
  return confirmationPath(token);
}

/** A spreadsheet of the applications the admin screen shows: `?format=csv|xlsx&status=…&q=…`. */
export const exportPath = `${admissionResource.path}/export`;

/** The dashboard's figures: applications of the current academic year by programme and status. */
export const figuresPath = `${admissionResource.path}/figures`;

/**
 * Sets a decided application back to pending (`POST`, no body), for a decision taken by mistake.
 * A call of its own: `PUT` with `{status: "pending"}` stays a conflict, as the contract says.
 */
export const reopenPath = (id: string) => `${admissionResource.path}/${encodeURIComponent(id)}/reopen`;
