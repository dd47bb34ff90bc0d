import { z } from "./zod";
import { defineCollection, type PublicRecordOf, type RecordOf } from "./collection";
import { custom, link, serverTime, text } from "./collection-fields";

const activeLabel = "Active";
const testimonialsPath = "/api/testimonials";
/** Every testimonial, active or not, with `isActive` and `createdAt`: the admin screen's list. */
export const allTestimonialsPath = `${testimonialsPath}/admin`;

/**
 * What alumni say about the college, in the home page's carousel (“What Our Alumni Say”). Only
 * active testimonials are public; the clerk hides and shows one with its switch.
 */
export const testimonialCollection = defineCollection({
  name: "testimonials",
  key: "testimonial",
  noun: "testimonial",
  area: "content",
  // Anyone reads the active ones at `public`; staff read every one, with `isActive` and `createdAt`, at `staffList`.
  paths: { admin: testimonialsPath, public: testimonialsPath, staffList: allTestimonialsPath },
  fields: {
    name: text({ label: "Name", max: 120 }),
    batch: text(
      { label: "Batch & designation", formLabel: "Batch & Designation", max: 200, placeholder: "e.g. B.Pharm 2019, Hospital Pharmacist" },
      { twin: true, twinDescription: { placeholder: "उदा. बी.फार्म २०१९, रुग्णालयातील फार्मासिस्ट" } },
    ),
    quote: text({ label: "Testimonial text", input: "textarea", rows: 3, max: 2000 }, { twin: true }),
    /** The screen has a picture picker of its own. */
    image: link({ label: "Image", required: false }),
    /**
     * The screen has a switch of its own. A new testimonial is shown unless this says otherwise (the
     * column's default); an edit that leaves it out leaves it as it was (an absent value is not written).
     */
    isActive: custom({
      description: { label: activeLabel },
      schema: z.boolean({ error: `${activeLabel} must be true or false` }).optional(),
      storage: { type: "boolean", default: true },
      default: true,
      audience: "staff",
    }),
    createdAt: serverTime({ label: "Added" }, { audience: "staff" }),
  },
  // As the API answered before testimonials were a collection.
  answerOrder: ["name", "batch", "batchMr", "image", "quote", "quoteMr", "isActive", "createdAt"],
  order: [
    { by: "createdAt", direction: "desc" },
    { by: "id", direction: "desc" },
  ],
  abilities: { pictures: ["image"] },
  table: { name: "testimonials" },
  messages: {
    notFound: "Testimonial not found",
    created: "Testimonial added successfully",
    updated: "Testimonial updated successfully",
    deleted: "Testimonial deleted successfully",
    toggled: "Testimonial status updated successfully",
  },
  labels: {
    title: "Manage Testimonials",
    loadFailed: "Error loading testimonials",
    saveFailed: "Failed to save testimonial",
    deleteFailed: "Failed to delete testimonial",
    toggleFailed: "Failed to update testimonial status",
    confirmDelete: "Are you sure you want to delete this testimonial?",
  },
});

/** A testimonial as the back office reads it (a stored one always says whether it is shown). */
export type Testimonial = RecordOf<typeof testimonialCollection> & { isActive: boolean };
/** A testimonial as the home page reads it: an active one, without what only staff read. */
export type PublicTestimonial = PublicRecordOf<typeof testimonialCollection>;
