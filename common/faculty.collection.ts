import { defineCollection, type PublicRecordOf } from "./collection";
import { custom } from "./collection-fields";
import { DEFAULT_DEPARTMENT, departmentLabels, DEPARTMENTS } from "./departments";
import type { FieldDescription } from "./fields";
import { personFields, personOrder, profileIdTaken } from "./person.schema";
import { z } from "./zod";

const departmentField = {
  label: "Department",
  input: "select",
  options: DEPARTMENTS.map((value) => ({ value, label: departmentLabels[value] })),
} satisfies FieldDescription;

/**
 * The teaching staff, by department, on the Faculty page and each on a profile page of their own
 * (/management/faculty/details/<profile id>). Everyone reads the list and a profile at the admin
 * path, by `_id`, by profile id or by a profile id the person had before a rename.
 */
export const facultyCollection = defineCollection({
  name: "faculty",
  key: "faculty",
  noun: "faculty member",
  area: "content",
  paths: { admin: "/api/admin/faculty", public: "/api/admin/faculty", publicRecord: true },
  fields: {
    ...personFields,
    // The API asks for a department every time; the column's default is the form's first choice.
    department: custom({
      description: departmentField,
      schema: z.enum(DEPARTMENTS, {
        // The input may be anything a client sent (even an object with a broken toString): look, never convert.
        error: (issue) =>
          issue.input === undefined || issue.input === null || (typeof issue.input === "string" && issue.input.trim() === "")
            ? `${departmentField.label} is required`
            : `${departmentField.label} must be B.Pharm (bpharm) or D.Pharm (dpharm)`,
      }),
      storage: { type: "text" },
      choices: DEPARTMENTS,
      default: DEFAULT_DEPARTMENT,
    }),
  },
  order: personOrder,
  abilities: { pictures: ["photo"] },
  search: { kind: "faculty", title: "name", path: (person) => `/management/faculty/details/${String(person.id)}` },
  table: {
    name: "faculty",
    indexes: [
      { name: "faculty_public_id_idx", on: ["id"], unique: true, conflict: ({ id }) => profileIdTaken(id) },
      { name: "faculty_sr_no_idx", on: ["srNo"] },
    ],
  },
  messages: {
    notFound: "Faculty not found",
    created: "Faculty added successfully",
    updated: "Faculty updated successfully",
    deleted: "Faculty deleted successfully",
  },
  labels: {
    title: "Faculty Management",
    loadFailed: "Error loading faculty data",
    saveFailed: "Failed to save faculty",
    deleteFailed: "Failed to delete faculty",
    confirmDelete: "Are you sure you want to delete this faculty?",
  },
});

export type Faculty = PublicRecordOf<typeof facultyCollection>;
