import { defineCollection } from "./collection";
import { date, links, text } from "./collection-fields";

export const MAX_EVENT_IMAGES = 30;

/**
 * The college's events, with their photographs, on the Events page once published: coming ones
 * under Upcoming events, the others under Past events. A photograph's files go once no record shows it.
 */
export const eventCollection = defineCollection({
  name: "events",
  key: "event",
  noun: "event",
  area: "content",
  paths: { admin: "/api/admin/events", public: "/api/events", staffList: "/api/admin/events" },
  fields: {
    title: text({ label: "Title", max: 200, placeholder: "e.g. World Pharmacists Day" }, { twin: true }),
    date: date({ label: "Date", hint: "A coming date lists the event under Upcoming events; a past one under Past events." }),
    description: text({ label: "Description", input: "textarea", required: false, rows: 4, max: 4000 }, { twin: true, search: "body" }),
    // Addresses of pictures uploaded through /api/admin/images/upload, in display order; the form has a photo list of its own.
    images: links({ label: "Image" }, { max: MAX_EVENT_IMAGES, listMessage: "Images must be a list of picture addresses" }),
  },
  // Newest date first; of two on one day, the one added last.
  order: [
    { by: "date", direction: "desc" },
    { by: "createdAt", direction: "desc" },
    { by: "id", direction: "desc" },
  ],
  abilities: { pictures: ["images"], publishing: true },
  search: { kind: "event", title: "title", path: () => "/events" },
  table: { name: "events", indexes: [{ name: "events_date_idx", on: ["date"] }] },
  messages: {
    notFound: "Event not found",
    created: "Event added successfully",
    updated: "Event updated successfully",
    deleted: "Event deleted successfully",
  },
  labels: {
    title: "Event Management",
    plural: "events",
    loadFailed: "Error loading events",
    saveFailed: "Failed to save event",
    deleteFailed: "Failed to delete event",
    confirmDelete: "Are you sure you want to delete this event?",
  },
});
