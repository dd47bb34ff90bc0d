import { defineCollection } from "./collection";
import { date, link, serverTime, text } from "./collection-fields";

/**
 * The latest news on the home page: short items, each shown from its publication until its expiry
 * day, optionally leading somewhere (a page of the site, an uploaded PDF, another site). Visitors
 * read the published items not yet expired at the admin path itself; a signed-in account of the
 * content part reads all, drafts too. The latest posted first, as the contract says.
 */
/** Where a news item found by the search leads: the page on this site it links to, else the home page, which lists the news. */
const pageOfNews = (link: string) => (/^\/(?![/\\])/.test(link) && !/^\/(?:api|files|uploads)\//.test(link) ? link : "/");

export const newsCollection = defineCollection({
  name: "news",
  key: "news",
  noun: "news item",
  area: "content",
  paths: { admin: "/api/admin/latestnews", public: "/api/admin/latestnews", staffList: "/api/admin/latestnews" },
  fields: {
    title: text({ label: "Title", max: 200, placeholder: "e.g. Admissions open for 2025-2026" }, { twin: true, varchar: true }),
    // A new item ends today or later; an edit may end one early, or change one already ended.
    expiryDate: date({ label: "Expiry date", hint: "Shown on the website until this day." }, { notPastOnCreate: true }),
    // The form offers `newsLinkChoices`; the API accepts any site path or web address.
    path: link({ label: "Link", input: "select", required: false }),
    postedAt: serverTime({ label: "Posted" }),
  },
  answerOrder: ["title", "titleMr", "path", "expiryDate", "postedAt", "status", "publishAt", "publishedAt"],
  order: [
    { by: "postedAt", direction: "desc" },
    { by: "id", direction: "desc" },
  ],
  abilities: { expiry: "expiryDate", publishing: true },
  search: { kind: "news", title: "title", path: (item) => pageOfNews(String(item.path ?? "")) },
  table: { name: "news", addedAt: "postedAt", indexes: [{ name: "news_posted_at_idx", on: ["postedAt"] }] },
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

/** The link choices offered in the admin form; the API accepts any site path or web address. */
export const newsLinkChoices = [
  { value: "", label: "No link" },
  { value: "/admissions", label: "Admissions" },
  { value: "/apply-now", label: "Apply Now" },
  { value: "/events", label: "Events" },
  { value: "/library", label: "Library" },
  { value: "/about", label: "About Us" },
  { value: "/", label: "Home" },
] as const;
