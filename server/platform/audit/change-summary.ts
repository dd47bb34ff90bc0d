/** The verbs of the standard changes, as the activity log reads: "Added the news item …". */
const verbs: Record<string, string> = { create: "Added", update: "Edited", delete: "Deleted", replace: "Replaced", restore: "Restored", upload: "Uploaded" };

/** A name long enough to recognise the record by; the record itself holds the rest. */
const MAX_NAME_LENGTH = 120;

/** The words that name a record: its name, title or username, else its address (an image without a title). */
export function recordName(record: unknown): string | undefined {
  if (typeof record !== "object" || record === null) return undefined;
  const fields = record as Record<string, unknown>;
  const name = ["name", "title", "username", "url"].map((field) => fields[field]).find((value) => typeof value === "string" && value.trim());
  if (typeof name !== "string") return undefined;
  const trimmed = name.trim();
  return trimmed.length > MAX_NAME_LENGTH ? `${trimmed.slice(0, MAX_NAME_LENGTH - 1)}…` : trimmed;
}

/** "Added the faculty member Dr. Asha Patil"; a record without a name is named by its id. */
export function describeChange(action: string, noun: string, record: unknown, recordId: string | undefined): string {
  const verb = verbs[action] ?? action;
  const name = recordName(record) ?? recordId;
  return name ? `${verb} the ${noun} ${name}` : `${verb} a ${noun}`;
}
