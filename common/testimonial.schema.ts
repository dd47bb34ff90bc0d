import { z } from "./zod";
import { optionalLink, requiredText } from "./fields";

/** One schema for adding and editing: an edit sends the whole testimonial again. */
export const TestimonialInputSchema = z.object({
  name: requiredText("Name", 120),
  batch: requiredText("Batch & designation", 200),
  quote: requiredText("Testimonial text", 2000, { multiline: true }),
  image: optionalLink("Image"),
  /** On add, a testimonial is shown unless this says otherwise; on edit, left as it was when absent. */
  isActive: z.boolean({ error: "Active must be true or false" }).optional(),
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
