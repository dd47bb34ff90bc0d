import { z } from "./zod";
import { calendarDate, optionalMarathiText, optionalText, requiredLink, requiredText } from "./fields";

export const MAX_EVENT_IMAGES = 30;

/** One schema for adding and editing: an edit sends the whole event, its pictures included. */
export const EventInputSchema = z.object({
  title: requiredText("Title", 200),
  /** Optional: the Marathi pages show the English title while it is empty. */
  titleMr: optionalMarathiText("Title in Marathi", 200),
  date: calendarDate("Date"),
  description: optionalText("Description", 4000, { multiline: true }),
  /** Addresses of pictures uploaded through /api/admin/images/upload, in display order. */
  images: z
    .array(requiredLink("Image"), { error: "Images must be a list of picture addresses" })
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
  images: string[];
};
