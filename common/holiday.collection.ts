import { defineCollection } from "./collection";
import { date, text } from "./collection-fields";

/**
 * A public holiday: the college is closed, and a grievance's 15 working days do not count it.
 * A fresh install holds Maharashtra's public holidays for this year and the next.
 */
export const holidayCollection = defineCollection({
  name: "holidays",
  key: "holiday",
  noun: "holiday",
  area: "content",
  // The back office reads every holiday of every year at `staffList`.
  paths: { admin: "/api/admin/holidays", public: "/api/holidays", staffList: "/api/admin/holidays" },
  fields: {
    date: date({ label: "Date" }),
    name: text({ label: "Name", max: 100, placeholder: "e.g. Gudhi Padwa" }, { twin: true }),
  },
  order: [{ by: "date", direction: "asc" }],
  table: {
    name: "holidays",
    indexes: [{ name: "holidays_date_idx", on: ["date"], unique: true, conflict: ({ date }) => `There is already a holiday on ${String(date)}` }],
  },
  messages: {
    notFound: "Holiday not found",
    created: "Holiday added successfully",
    updated: "Holiday updated successfully",
    deleted: "Holiday deleted successfully",
  },
  labels: {
    title: "Holidays",
    loadFailed: "Error loading holidays",
    saveFailed: "Failed to save holiday",
    deleteFailed: "Failed to delete holiday",
    confirmDelete: "Are you sure you want to delete this holiday?",
  },
});
