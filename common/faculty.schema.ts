import { z } from "./zod";
import { DEPARTMENTS } from "./departments";
import { personFields, PersonRecordSchema, publicId, serialNumber } from "./person.schema";

export const DepartmentSchema = z.enum(DEPARTMENTS, {
  // The input may be anything a client sent (even an object with a broken toString): look, never convert.
  error: (issue) =>
    issue.input === undefined || issue.input === null || (typeof issue.input === "string" && issue.input.trim() === "")
      ? "Department is required"
      : "Department must be B.Pharm (bpharm) or D.Pharm (dpharm)",
});

export const FacultyCreateSchema = z.object({
  ...personFields,
  department: DepartmentSchema,
  srNo: serialNumber,
});
export type FacultyCreateInput = z.infer<typeof FacultyCreateSchema>;

/** The same fields as on create; `srNo` and `id` are kept when not given. */
export const FacultyUpdateSchema = FacultyCreateSchema.extend({ id: publicId });
export type FacultyUpdateInput = z.infer<typeof FacultyUpdateSchema>;

export const FacultySchema = PersonRecordSchema.extend({ department: DepartmentSchema });
export type Faculty = z.infer<typeof FacultySchema>;
