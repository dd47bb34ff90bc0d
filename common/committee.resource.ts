import { defineResource, recordPath } from "./resource";

/** Committees are written under /api/admin and read by everyone at `publicCommitteesPath`. */
export const committeeResource = defineResource({
  path: "/api/admin/committees",
  key: "committee",
  noun: "committee",
  messages: {
    notFound: "Committee not found",
    created: "Committee added successfully",
    updated: "Committee updated successfully",
    deleted: "Committee deleted successfully",
    moved: "Committee moved successfully",
  },
  labels: {
    title: "Committee Management",
    loadFailed: "Error loading committees",
    saveFailed: "Failed to save committee",
    deleteFailed: "Failed to delete committee",
    moveFailed: "Failed to move committee",
    confirmDelete: "Are you sure you want to delete this committee?",
  },
});

/** Every committee in display order; one is at `${publicCommitteesPath}/<slug>`. */
export const publicCommitteesPath = "/api/committees";

/** Moves a committee one place up or down in the display order (body `{ direction }`). */
export const committeeMovePath = (id: string) => `${recordPath(committeeResource, id)}/move`;
