import type { RowValues } from "../../lib/use-form-state";
import type { FieldSpec } from "./form-field";

/**
 * The rows of a member table — a committee's or the governing body's — as the rows editor shows
 * them: who the member is, what they are outside the committee, and their seat on it.
 */
export const memberFieldSpecs: FieldSpec[] = [
  { name: "name", label: "Name", maxLength: 120, autoComplete: "off" },
  { name: "designation", label: "Designation", placeholder: "e.g. Lecturer, D.Pharm", maxLength: 200 },
  { name: "position", label: "Position", placeholder: "e.g. Chairperson, Member", maxLength: 120 },
];

/** A committee member may also have a phone number and an email; the public page shows N/A for either left empty. */
export const committeeMemberFieldSpecs: FieldSpec[] = [
  ...memberFieldSpecs,
  { name: "contact", label: "Contact", type: "tel", required: false, placeholder: "e.g. 98765 43210" },
  { name: "email", label: "Email", type: "email", required: false },
];

/** The empty row "Add member" appends, with one input for each of `fields`. */
export const emptyRowOf = (fields: readonly FieldSpec[]): RowValues => Object.fromEntries(fields.map((field) => [field.name, ""]));

/** Stored members as the rows of their inputs: each of `fields`, as text. */
export const rowsOf = (members: readonly object[], fields: readonly FieldSpec[]): RowValues[] =>
  members.map((member) => Object.fromEntries(fields.map((field) => [field.name, String((member as Record<string, unknown>)[field.name] ?? "")])));
