import { defineCollection } from "./collection";
import { choice, date, flag, link, markdown, serverTime, text } from "./collection-fields";

/** What a notice is about; families filter the board by it. */
export const NOTICE_CATEGORIES = ["academic", "examination", "admission", "scholarship", "holiday", "general"] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

export const noticeCategoryLabels: Record<NoticeCategory, string> = {
  academic: "Academic",
  examination: "Examination",
  admission: "Admission",
  scholarship: "Scholarship",
  holiday: "Holiday",
  general: "General",
};

/**
 * Circulars and notices — examination timetables, scholarship deadlines, holidays, results — each
 * with an optional PDF, on the public notices board (/notices), pinned ones first.
 */
export const noticeCollection = defineCollection({
  name: "notices",
  key: "notice",
  noun: "notice",
  area: "content",
  paths: { admin: "/api/admin/notices", public: "/api/notices", staffList: "/api/admin/notices", publicRecord: true },
  fields: {
    title: text({ label: "Title", max: 200, placeholder: "e.g. Summer examination timetable 2027" }, { twin: true, search: "title" }),
    body: markdown({ label: "Text", required: false, max: 5000, hint: "Markdown, as on the pages: **bold**, lists, links." }, { twin: true, search: "body" }),
    category: choice(
      { label: "Category", options: NOTICE_CATEGORIES.map((value) => ({ value, label: noticeCategoryLabels[value] })) },
      NOTICE_CATEGORIES,
      { message: `Category must be one of: ${NOTICE_CATEGORIES.join(", ")}` },
    ),
    file: link({ label: "File", required: false, hint: "A PDF uploaded with “Upload a PDF”, or a web address." }),
    pinned: flag({ label: "Pinned", hint: "Pinned notices stay at the top of the board." }, { defaultValue: false }),
    expiresAt: date(
      { label: "Expires on", required: false, hint: "After this day the notice leaves the board; its own page stays. Leave empty to keep it." },
      { notPastOnCreate: true },
    ),
    createdAt: serverTime({ label: "Added" }, { audience: "staff" }),
  },
  filters: ["category"],
  order: [
    { by: "pinned", direction: "desc" },
    { by: "publishedAt", direction: "desc" },
    { by: "createdAt", direction: "desc" },
  ],
  adminOrder: [{ by: "createdAt", direction: "desc" }],
  abilities: { publishing: true, expiry: "expiresAt" },
  search: { kind: "notice", title: "title", path: (notice) => `/notices/${String(notice._id)}` },
  table: {
    name: "notices",
    indexes: [
      { name: "notices_public_order_idx", on: ["pinned", "publishedAt"] },
      { name: "notices_publish_at_idx", on: ["publishAt"] },
    ],
  },
  messages: {
    notFound: "Notice not found",
    created: "Notice added successfully",
    updated: "Notice updated successfully",
    deleted: "Notice deleted successfully",
  },
  labels: {
    title: "Notices",
    loadFailed: "Error loading notices",
    saveFailed: "Failed to save notice",
    deleteFailed: "Failed to delete notice",
    confirmDelete: "Are you sure you want to delete this notice?",
  },
});
