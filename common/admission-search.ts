import type { AdmissionApplication, ApplicationStatus } from "./admission.schema";

/**
 * The admissions screen's search, also applied by the export so a download holds what the screen
 * shows: the number, name or email in any letter case, or a piece of the mobile number.
 */
export function matchesApplicationSearch(application: AdmissionApplication, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return (
    application.applicationNumber.toLowerCase().includes(needle) ||
    application.name.toLowerCase().includes(needle) ||
    application.email.toLowerCase().includes(needle) ||
    application.mobile.includes(needle.replace(/\s+/g, ""))
  );
}

/** The screen's status filter and search together; no status means every status. */
export function filterApplications(
  applications: readonly AdmissionApplication[],
  { status, q = "" }: { status?: ApplicationStatus; q?: string },
): AdmissionApplication[] {
  return applications.filter((application) => (!status || application.status === status) && matchesApplicationSearch(application, q));
}
