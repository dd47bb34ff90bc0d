import { z } from "./zod";
import { optionalText, requiredLink } from "./fields";

/** The five places on the site that show pictures; the admin files every image under one. */
export const IMAGE_SECTIONS = ["gallery", "events", "campus", "laboratories", "library"] as const;
export type ImageSection = (typeof IMAGE_SECTIONS)[number];

const sectionMessage = `Section must be one of: ${IMAGE_SECTIONS.join(", ")}`;

export const ImageSectionSchema = z.enum(IMAGE_SECTIONS, { error: sectionMessage });

export const ImageInputSchema = z.object({
  url: requiredLink("Image URL"),
  section: ImageSectionSchema,
  title: optionalText("Title", 200),
  description: optionalText("Description", 1000, { multiline: true }),
  caption: optionalText("Caption", 300),
});
export type ImageInput = z.infer<typeof ImageInputSchema>;

export type ImageRecord = {
  _id: string;
  url: string;
  section: ImageSection;
  title: string;
  description: string;
  caption: string;
  createdAt: string;
};

export type GalleryItem = Pick<ImageRecord, "url" | "caption">;

/** The file types the upload accepts, and what the browser's file picker should offer. */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const MAX_IMAGE_UPLOAD_BYTES = 10 * 1024 * 1024;
export const IMAGE_TOO_LARGE = "The file is too large. The limit is 10 MB.";
