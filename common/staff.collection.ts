import { defineCollection, type PublicRecordOf } from "./collection";
import { personFields, personOrder, profileIdTaken } from "./person.schema";

/**
 * The office, library and laboratory staff, in the table of the Non-Teaching Staff page. Everyone
 * reads the list and one person at the admin path, by `_id`, by profile id or by a former one.
 */
export const staffCollection = defineCollection({
  name: "staff",
  key: "staff",
  noun: "staff member",
  area: "content",
  paths: { admin: "/api/admin/nonteachingstaff", public: "/api/admin/nonteachingstaff", publicRecord: true },
  fields: personFields,
  order: personOrder,
  abilities: { pictures: ["photo"] },
  search: { kind: "staff", title: "name", path: () => "/management/non-teaching-staff" },
  table: {
    name: "non_teaching_staff",
    indexes: [
      { name: "staff_public_id_idx", on: ["id"], unique: true, conflict: ({ id }) => profileIdTaken(id) },
      { name: "staff_sr_no_idx", on: ["srNo"] },
    ],
  },
  messages: {
    notFound: "Staff member not found",
    created: "Staff member added successfully",
    updated: "Staff member updated successfully",
    deleted: "Staff member deleted successfully",
  },
  labels: {
    title: "Non-Teaching Staff Management",
    loadFailed: "Error loading data",
    saveFailed: "Failed to save staff member",
    deleteFailed: "Failed to delete staff member",
    confirmDelete: "Are you sure you want to delete this staff member?",
  },
});

export type Staff = PublicRecordOf<typeof staffCollection>;
