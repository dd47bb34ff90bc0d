import { defineResource } from "./resource";

export const staffResource = defineResource({
  path: "/api/admin/nonteachingstaff",
  key: "staff",
  noun: "staff member",
  area: "content",
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
