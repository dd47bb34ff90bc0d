import { defineResource } from "./resource";

/** Events are written under /api/admin and read by everyone at `publicEventsPath`. */
export const eventResource = defineResource({
  path: "/api/admin/events",
  key: "event",
  noun: "event",
  area: "content",
  messages: {
    notFound: "Event not found",
    created: "Event added successfully",
    updated: "Event updated successfully",
    deleted: "Event deleted successfully",
  },
  labels: {
    title: "Event Management",
    loadFailed: "Error loading events",
    saveFailed: "Failed to save event",
    deleteFailed: "Failed to delete event",
    confirmDelete: "Are you sure you want to delete this event?",
  },
});

/** Every event, newest date first. */
export const publicEventsPath = "/api/events";
