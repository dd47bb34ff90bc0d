import type { AdmissionApplication, ApplicationStatus } from "./admission.schema";
import { westernDigits } from "./digits";

/**
 * The admissions screen's search, also applied by the export so a download holds what the screen
 * shows: the number, name or email in any letter case, or a piece of the mobile number. A figure
 * typed on a Marathi keyboard (९८७६५) is the same figure: the stored numbers have Western digits.
 */
export function matchesApplicationSearch(application: AdmissionApplication, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  const figures = westernDigits(needle).replace(/\s+/g, "");
  return (
    application.applicationNumber.toLowerCase().includes(westernDigits(needle)) ||
    application.name.toLowerCase().includes(needle) ||
    application.email.toLowerCase().includes(needle) ||
    application.mobile.includes(figures)
  );
}

/** The screen's status filter and search together; no status means every status. */
export function filterApplications(
  applications: readonly AdmissionApplication[],
  { status, q = "" }: { status?: ApplicationStatus; q?: string },
): AdmissionApplication[] {
  return applications.filter((application) => (!status || application.status === status) && matchesApplicationSearch(application, q));
}
