import type { ImageSection } from "./image.schema";
import { defineResource } from "./resource";

export const imageResource = defineResource({
  path: "/api/admin/images",
  key: "image",
  noun: "image",
  area: "content",
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

/** The images of one section, newest first. */
export const imageSectionPath = (section: ImageSection) => `${imageResource.path}/${section}`;
/** Where a picture's bytes are uploaded (multipart, field `image`); the answer carries its URL. */
export const imageUploadPath = `${imageResource.path}/upload`;
/** The gallery section as url and caption, newest first (GET, public despite its path). */
export const galleryPath = "/api/admin/gallery";
