import { committeeMemberFields, memberFields } from "../../../common/committee.schema";
import type { RowValues } from "../../lib/admin/use-form-state";
import { fieldSpecs, type FieldSpec } from "./form-field";

/** The name alone on its row, so each Marathi twin sits beside its English field on the next rows. */
const nameOnItsRow = { name: { wide: true } };

/** The rows of a member table — a committee's or the governing body's — as the rows editor shows them. */
export const memberFieldSpecs = fieldSpecs(memberFields, undefined, nameOnItsRow);

export const committeeMemberFieldSpecs = fieldSpecs(committeeMemberFields, undefined, nameOnItsRow);

/** The empty row "Add member" appends, with one input for each of `fields`. */
export const emptyRowOf = (fields: readonly FieldSpec[]): RowValues => Object.fromEntries(fields.map((field) => [field.name, ""]));

/** Stored members as the rows of their inputs: each of `fields`, as text. */
export const rowsOf = (members: readonly object[], fields: readonly FieldSpec[]): RowValues[] =>
  members.map((member) => Object.fromEntries(fields.map((field) => [field.name, String((member as Record<string, unknown>)[field.name] ?? "")])));
