import { z } from "./zod";
import { describeFields, optionalLink, requiredText } from "./fields";

export const testimonialFields = describeFields({
  name: { label: "Name", max: 120 },
  batch: { label: "Batch & designation", formLabel: "Batch & Designation", max: 200, placeholder: "e.g. B.Pharm 2019, Hospital Pharmacist" },
  quote: { label: "Testimonial text", input: "textarea", rows: 3, max: 2000 },
  /** The form has a picture picker of its own. */
  image: { label: "Image", required: false },
  /** The form has a switch of its own. */
  isActive: { label: "Active" },
});

/** One schema for adding and editing: an edit sends the whole testimonial again. */
export const TestimonialInputSchema = z.object({
  name: requiredText(testimonialFields.name),
  batch: requiredText(testimonialFields.batch),
  quote: requiredText(testimonialFields.quote),
  image: optionalLink(testimonialFields.image),
  /** On add, a testimonial is shown unless this says otherwise; on edit, left as it was when absent. */
  isActive: z.boolean({ error: `${testimonialFields.isActive.label} must be true or false` }).optional(),
});
export type TestimonialInput = z.infer<typeof TestimonialInputSchema>;

/** What the public site shows: active testimonials only, without admin details. */
export type PublicTestimonial = {
  _id: string;
  name: string;
  batch: string;
  image: string;
  quote: string;
};

export type Testimonial = PublicTestimonial & { isActive: boolean; createdAt: string };
