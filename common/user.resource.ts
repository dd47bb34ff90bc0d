import { defineResource } from "./resource";

/** The admin accounts, which only a signed-in admin lists, adds or removes. */
export const userResource = defineResource({
  path: "/api/admin/users",
  key: "user",
  noun: "admin",
  messages: {
    notFound: "User not found",
    created: "User added successfully",
    deleted: "User deleted successfully",
  },
  labels: {
    title: "Admin Users",
    loadFailed: "Error loading users",
    saveFailed: "Failed to add user",
    deleteFailed: "Failed to delete user",
    confirmDelete: "Are you sure you want to delete this user? They are signed out at once.",
  },
});
