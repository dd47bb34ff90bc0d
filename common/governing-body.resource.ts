import { defineResource } from "./resource";

/** The one governing body: replaced at `path` by an admin, read by everyone at `publicGoverningBodyPath`. */
export const governingBodyResource = defineResource({
  path: "/api/admin/governing-body",
  key: "governingBody",
  noun: "governing body",
  area: "content",
  messages: {
    notFound: "Governing body not found",
    updated: "Governing body updated successfully",
  },
  labels: {
    title: "Governing Body",
    loadFailed: "Error loading the governing body",
    saveFailed: "Failed to save the governing body",
  },
});

export const publicGoverningBodyPath = "/api/governing-body";
