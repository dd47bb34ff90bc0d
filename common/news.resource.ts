import { defineResource } from "./resource";

export const newsResource = defineResource({
  path: "/api/admin/latestnews",
  key: "news",
  noun: "news item",
  area: "content",
  messages: {
    notFound: "News item not found",
    created: "News added successfully",
    updated: "News updated successfully",
    deleted: "News deleted successfully",
  },
  labels: {
    title: "Latest News Management",
    loadFailed: "Failed to load news",
    addFailed: "Failed to add news",
    updateFailed: "Failed to update news",
    deleteFailed: "Failed to delete news",
    confirmDelete: "Are you sure you want to delete this news?",
  },
});
