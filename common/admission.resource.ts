import type { ApplicationStatus } from "./admission.schema";
import { defineResource } from "./resource";

export const admissionResource = defineResource({
  path: "/api/admin/admissions",
  key: "application",
  noun: "application",
  messages: {
    notFound: "Application not found",
    updated: "Application updated successfully",
    deleted: "Application deleted successfully",
    statusChanged: (status: ApplicationStatus) => `Application ${status} successfully`,
    /** The answer to an application, from the API and from the apply page without JavaScript alike. */
    submitted: "Application submitted successfully! The admissions office will contact you by phone or email soon.",
    emailTaken: "This email is already registered for an application.",
    /** The answer while the site settings say admissions are closed (403); the apply page says the same. */
    closed: (academicYear: string) => `Admissions for ${academicYear} are closed.`,
  },
  labels: {
    title: "Admission Applications",
    loadFailed: "Error fetching applications",
    detailsFailed: "Error fetching application details",
    updateFailed: "Error updating application",
    statusFailed: "Error updating application status",
    deleteFailed: "Error deleting application",
    confirmDelete: "Are you sure you want to delete this application?",
  },
});

/** Where the public apply form sends an application. */
export const applyPath = "/api/admissions/apply";
