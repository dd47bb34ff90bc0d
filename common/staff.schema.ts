import { z } from "./zod";
import { PersonRecordSchema, personShape, publicId, serialNumber } from "./person.schema";

export const StaffCreateSchema = z.object({ ...personShape, srNo: serialNumber });
export type StaffCreateInput = z.infer<typeof StaffCreateSchema>;

/** The same fields as on create; `srNo` and `id` are kept when not given. */
export const StaffUpdateSchema = StaffCreateSchema.extend({ id: publicId });
export type StaffUpdateInput = z.infer<typeof StaffUpdateSchema>;

export const StaffSchema = PersonRecordSchema;
export type Staff = z.infer<typeof StaffSchema>;
