import { defineResource, recordPath } from "./resource";

/** Committees are written under /api/admin and read by everyone at `publicCommitteesPath`. */
export const committeeResource = defineResource({
  path: "/api/admin/committees",
  key: "committee",
  noun: "committee",
  area: "content",
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

/** The address of a committee's page: "/committees/anti-ragging". */
export const committeePath = (slugOfCommittee: string) => `/committees/${slugOfCommittee}`;

/** The name a committee goes by in the menu and in the links between committees. */
export const menuNameOf = (committee: { name: string; shortName?: string }) => committee.shortName || committee.name;
