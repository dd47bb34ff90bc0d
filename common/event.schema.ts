import { z } from "./zod";
import { calendarDate, describeFields, marathiTwin, optionalMarathiText, optionalText, requiredLink, requiredText, type FieldDescription } from "./fields";

export const MAX_EVENT_IMAGES = 30;

const titleField = { label: "Title", max: 200, placeholder: "e.g. World Pharmacists Day" } satisfies FieldDescription;
const descriptionField = { label: "Description", input: "textarea", required: false, rows: 4, max: 4000 } satisfies FieldDescription;

export const eventFields = describeFields({
  title: titleField,
  /** Optional: the Marathi pages show the English title and description while these are empty. */
  titleMr: marathiTwin(titleField),
  date: { label: "Date", input: "date", hint: "A coming date lists the event under Upcoming events; a past one under Past events." },
  description: descriptionField,
  descriptionMr: marathiTwin(descriptionField),
  /** One of the pictures; the form has a photo list of its own. */
  images: { label: "Image" },
});

/** One schema for adding and editing: an edit sends the whole event, its pictures included. */
export const EventInputSchema = z.object({
  title: requiredText(eventFields.title),
  titleMr: optionalMarathiText(eventFields.titleMr),
  date: calendarDate(eventFields.date),
  description: optionalText(eventFields.description),
  descriptionMr: optionalMarathiText(eventFields.descriptionMr),
  /** Addresses of pictures uploaded through /api/admin/images/upload, in display order. */
  images: z
    .array(requiredLink(eventFields.images), { error: "Images must be a list of picture addresses" })
    .max(MAX_EVENT_IMAGES, `Images must be at most ${MAX_EVENT_IMAGES}`)
    .optional()
    .default([]),
});
export type EventInput = z.infer<typeof EventInputSchema>;

export type CollegeEvent = {
  _id: string;
  title: string;
  titleMr: string;
  /** YYYY-MM-DD */
  date: string;
  description: string;
  descriptionMr: string;
  images: string[];
};
