import { defineResource } from "./resource";

export const testimonialResource = defineResource({
  path: "/api/testimonials",
  key: "testimonial",
  noun: "testimonial",
  area: "content",
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

/** Every testimonial, active or not, with `isActive` and `createdAt`: the admin screen's list. */
export const allTestimonialsPath = `${testimonialResource.path}/admin`;
