import { z } from "./zod";
import { defineCollection, type PublicRecordOf, type RecordOf } from "./collection";
import { custom, link, serverTime, text } from "./collection-fields";

/** The five places on the site that show pictures; the clerk files every image under one. */
export const IMAGE_SECTIONS = ["gallery", "events", "campus", "laboratories", "library"] as const;
export type ImageSection = (typeof IMAGE_SECTIONS)[number];

const sectionLabel = "Section";

/**
 * A picture the clerk filed under a section of the site: the home page's gallery, or the events,
 * campus, laboratories and library pages. The back office's upload form asks only for the section,
 * the picture and its caption; an image is added and deleted, never edited.
 */
export const imageCollection = defineCollection({
  name: "images",
  key: "image",
  noun: "image",
  area: "content",
  // Anyone reads a section's images at `admin/:section`, and the gallery at `galleryPath` (images.hooks.ts).
  paths: { admin: "/api/admin/images" },
  fields: {
    url: link({ label: "Image URL" }),
    section: custom({
      description: { label: sectionLabel, input: "select" },
      // Missing or wrong, the message names the sections.
      schema: z.enum(IMAGE_SECTIONS, { error: `${sectionLabel} must be one of: ${IMAGE_SECTIONS.join(", ")}` }),
      storage: { type: "text" },
      choices: IMAGE_SECTIONS,
    }),
    title: text({ label: "Title", required: false, max: 200 }),
    description: text({ label: "Description", input: "textarea", required: false, max: 1000 }),
    caption: text(
      {
        label: "Caption",
        formLabel: "Caption (optional)",
        required: false,
        max: 300,
        hint: "Describes the picture for visitors who cannot see it; the gallery shows it under the photo.",
      },
      { twin: true, twinDescription: { formLabel: "Caption in Marathi (optional)" } },
    ),
    createdAt: serverTime({ label: "Added" }),
  },
  filters: ["section"],
  order: [
    { by: "createdAt", direction: "desc" },
    { by: "id", direction: "desc" },
  ],
  abilities: { pictures: ["url"], immutable: true },
  table: { name: "images", indexes: [{ name: "images_section_created_idx", on: ["section", "createdAt"] }] },
  messages: {
    notFound: "Image not found",
    created: "Image added successfully",
    deleted: "Image deleted successfully",
    uploaded: "Image uploaded successfully",
  },
  labels: {
    title: "Image Gallery Management",
    loadFailed: "Failed to fetch images",
    uploadFailed: "Failed to upload image",
    deleteFailed: "Failed to delete image",
    confirmDelete: "Are you sure you want to delete this image?",
    // The screen's toasts end with "!", as the original screen's did, unlike the API's messages.
    uploaded: "Image uploaded successfully!",
    deleted: "Image deleted successfully!",
  },
});

/** An image as the API answers it (everyone reads every field). */
export type ImageRecord = RecordOf<typeof imageCollection>;
/** A gallery picture as `galleryPath` answers it. */
export type GalleryItem = Pick<PublicRecordOf<typeof imageCollection>, "url" | "caption" | "captionMr">;

/** The images of one section, newest first (public despite its path). */
export const imageSectionPath = (section: ImageSection) => `${imageCollection.paths.admin}/${section}`;
/** The gallery section as url and caption, newest first (GET, public despite its path). */
export const galleryPath = "/api/admin/gallery";
/** Where a picture's bytes are uploaded (multipart, field `image`); the answer carries its URL. */
export const imageUploadPath = `${imageCollection.paths.admin}/upload`;
