import { defineResource } from "./resource";
import { pagePaths } from "./page-paths";

/** The privacy notice's page (also under /mr): the `privacy` page record's words. */
export const privacyNoticePath = pagePaths.privacy;

/** The public form where anyone asks to see, correct or erase their personal data (also under /mr). */
export const privacyRequestFormPath = "/privacy/request";

/** The privacy request desk: read and answered under /api/admin by the grievance committee's accounts and administrators. */
export const privacyRequestResource = defineResource({
  path: "/api/admin/privacy-requests",
  key: "privacyRequest",
  noun: "privacy request",
  area: "grievances",
  messages: {
    notFound: "Privacy request not found",
    updated: "Update added to the privacy request",
    filed: "Your request has been received. Keep your request number and the link to its status page.",
    tooMany: "Too many requests from this network. Please try again in an hour.",
    statusNotFound: "Privacy request not found",
    erased: "The chosen records have been erased",
    retentionRan: "Personal data past its retention period has been erased",
  },
  labels: { title: "Privacy requests", loadFailed: "Error loading privacy requests" },
});

/** Where the public form sends a request. */
export const filePrivacyRequestPath = "/api/privacy-requests";

/** The status page's JSON, behind the token only the requester has. */
export const privacyRequestStatusApiPath = (token: string) => `/api/privacy-requests/status/${token}`;

/** The status page, behind the same token (also under /mr). */
export const privacyRequestStatusPagePath = (token: string) => `/privacy/request/status/${token}`;

/**
 * The page the acknowledgement's link opens (also under /mr): opening it confirms that the request
 * came from the address the mail went to. Its token is stored only as a hash, and works once.
 */
export const privacyRequestConfirmPagePath = (token: string) => `/privacy/request/confirm/${token}`;

/** The administrator's "run the retention now, as of a day". */
export const retentionRunPath = "/api/admin/privacy/retention-run";
