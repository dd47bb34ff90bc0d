import { recordPath, defineResource } from "./resource";

/** The grievance desk: read and answered under /api/admin by the grievance committee and administrators. */
export const grievanceResource = defineResource({
  path: "/api/admin/grievances",
  key: "grievance",
  noun: "grievance",
  area: "grievances",
  messages: {
    notFound: "Grievance not found",
    updated: "Update added to the grievance",
    /** The answer to a grievance, from the API and from the form posted without JavaScript alike. */
    filed: "Your grievance has been received. Keep your grievance number and the link to its status page.",
    tooMany: "Too many grievances from this network. Please try again in an hour.",
    statusNotFound: "Grievance not found",
  },
  labels: {
    title: "Grievances",
    loadFailed: "Error loading grievances",
    detailsFailed: "Error loading the grievance",
    updateFailed: "Failed to add the update",
  },
});

/** Where the public form sends a grievance. */
export const fileGrievancePath = "/api/grievances";

/** The public form's page. */
export const grievanceFormPath = "/grievance";

/** The status page's JSON, behind the token that only the complainant has. */
export const grievanceStatusApiPath = (token: string) => `/api/grievances/status/${token}`;

/** The status page, behind the same token (also under /mr). */
export const grievanceStatusPagePath = (token: string) => `/grievance/status/${token}`;

/** Where the committee adds a note (and changes the status) of one grievance. */
export const grievanceUpdatesPath = (id: string) => `${recordPath(grievanceResource, id)}/updates`;

/** The dashboard's open and overdue counts. */
export const grievanceFiguresPath = `${grievanceResource.path}/figures`;

/** The back office's screen with one grievance's case open, for the committee's notice. */
export const grievanceCaseScreenPath = (id: string) => `/admin/grievances?case=${encodeURIComponent(id)}`;
