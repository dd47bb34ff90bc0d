import { z } from "./zod";
import { describeFields, marathiTwin, optionalMarathiText, optionalText, requiredLink, type FieldDescription } from "./fields";

/** The five places on the site that show pictures; the admin files every image under one. */
export const IMAGE_SECTIONS = ["gallery", "events", "campus", "laboratories", "library"] as const;
export type ImageSection = (typeof IMAGE_SECTIONS)[number];

/** An image's record; the back office's upload form asks only for the section, the picture and its caption. */
const captionField = {
  label: "Caption",
  formLabel: "Caption (optional)",
  required: false,
  max: 300,
  hint: "Describes the picture for visitors who cannot see it; the gallery shows it under the photo.",
} satisfies FieldDescription;

export const imageFields = describeFields({
  url: { label: "Image URL" },
  section: { label: "Section" },
  title: { label: "Title", required: false, max: 200 },
  description: { label: "Description", input: "textarea", required: false, max: 1000 },
  caption: captionField,
  /** Optional: the Marathi pages show the English caption while it is empty. */
  captionMr: { ...marathiTwin(captionField), formLabel: "Caption in Marathi (optional)" },
});

const sectionMessage = `${imageFields.section.label} must be one of: ${IMAGE_SECTIONS.join(", ")}`;

export const ImageSectionSchema = z.enum(IMAGE_SECTIONS, { error: sectionMessage });

export const ImageInputSchema = z.object({
  url: requiredLink(imageFields.url),
  section: ImageSectionSchema,
  title: optionalText(imageFields.title),
  description: optionalText(imageFields.description),
  caption: optionalText(imageFields.caption),
  captionMr: optionalMarathiText(imageFields.captionMr),
});
export type ImageInput = z.infer<typeof ImageInputSchema>;

export type ImageRecord = {
  _id: string;
  url: string;
  section: ImageSection;
  title: string;
  description: string;
  caption: string;
  captionMr: string;
  createdAt: string;
};

export type GalleryItem = Pick<ImageRecord, "url" | "caption" | "captionMr">;

/** The file types the upload accepts, and what the browser's file picker should offer. */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const MAX_IMAGE_UPLOAD_BYTES = 10 * 1024 * 1024;
export const IMAGE_TOO_LARGE = "The file is too large. The limit is 10 MB.";
