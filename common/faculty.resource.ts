import { defineResource } from "./resource";

export const facultyResource = defineResource({
  path: "/api/admin/faculty",
  key: "faculty",
  noun: "faculty member",
  area: "content",
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
