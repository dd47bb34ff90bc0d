import { z } from "./zod";
import { departmentLabels, DEPARTMENTS } from "./departments";
import { describeFields } from "./fields";
import { personFields, PersonRecordSchema, personShape, publicId, serialNumber } from "./person.schema";

/** A person's fields, and the department the faculty form asks for first. */
export const facultyFields = describeFields({
  department: { label: "Department", input: "select", options: DEPARTMENTS.map((value) => ({ value, label: departmentLabels[value] })) },
  ...personFields,
});

const { label } = facultyFields.department;
export const DepartmentSchema = z.enum(DEPARTMENTS, {
  // The input may be anything a client sent (even an object with a broken toString): look, never convert.
  error: (issue) =>
    issue.input === undefined || issue.input === null || (typeof issue.input === "string" && issue.input.trim() === "")
      ? `${label} is required`
      : `${label} must be B.Pharm (bpharm) or D.Pharm (dpharm)`,
});

export const FacultyCreateSchema = z.object({
  ...personShape,
  department: DepartmentSchema,
  srNo: serialNumber,
});
export type FacultyCreateInput = z.infer<typeof FacultyCreateSchema>;

/** The same fields as on create; `srNo` and `id` are kept when not given. */
export const FacultyUpdateSchema = FacultyCreateSchema.extend({ id: publicId });
export type FacultyUpdateInput = z.infer<typeof FacultyUpdateSchema>;

export const FacultySchema = PersonRecordSchema.extend({ department: DepartmentSchema });
export type Faculty = z.infer<typeof FacultySchema>;
