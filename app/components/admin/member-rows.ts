import type { Rows } from "../../../common/collection";
import { committeeMemberRows, memberRows } from "../../../common/committee.collection";
import type { RowValues } from "../../lib/admin/use-form-state";
import { fieldSpecs, type FieldSpec } from "./form-field";

/** The name alone on its row, so each Marathi twin sits beside its English field on the next rows. */
const nameOnItsRow = { name: { wide: true } };

/** The inputs of a row of members, from the rows' own fields. */
const rowSpecs = (rows: Rows) =>
  fieldSpecs(Object.fromEntries(Object.entries(rows.fields).map(([name, field]) => [name, field.description])), undefined, nameOnItsRow);

/** The rows of a member table — a committee's or the governing body's — as the rows editor shows them. */
export const memberFieldSpecs = rowSpecs(memberRows);

export const committeeMemberFieldSpecs = rowSpecs(committeeMemberRows);

/** The empty row "Add member" appends, with one input for each of `fields`. */
export const emptyRowOf = (fields: readonly FieldSpec[]): RowValues => Object.fromEntries(fields.map((field) => [field.name, ""]));

/** Stored members as the rows of their inputs: each of `fields`, as text. */
export const rowsOf = (members: readonly object[], fields: readonly FieldSpec[]): RowValues[] =>
  members.map((member) => Object.fromEntries(fields.map((field) => [field.name, String((member as Record<string, unknown>)[field.name] ?? "")])));
