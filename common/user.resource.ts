import { defineResource } from "./resource";

/** The back office's accounts, which only an administrator lists, adds, changes or removes. */
export const userResource = defineResource({
  path: "/api/admin/users",
  key: "user",
  noun: "admin",
  area: "administration",
  messages: {
    notFound: "User not found",
    created: "User added successfully",
    updated: "Role changed successfully",
    deleted: "User deleted successfully",
  },
  labels: {
    title: "Admin Users",
    loadFailed: "Error loading users",
    saveFailed: "Failed to add user",
    roleChangeFailed: "Failed to change the role",
    deleteFailed: "Failed to delete user",
    confirmDelete: "Are you sure you want to delete this user? They are signed out at once.",
  },
});
