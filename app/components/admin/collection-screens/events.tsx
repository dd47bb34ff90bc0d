import { useEffect } from "react";
import { todayInKolkata } from "../../../../common/fields";
import { imageSources } from "../../../../common/image-sources";
import { SERVER_IMAGE_TYPES, useImageUpload } from "../../../lib/admin/use-image-upload";
import type { CollectionForm, CollectionScreenParts } from "../collection-screen";
import { PhotoListField } from "../photo-list-field";

/** The first error about the pictures, whether about the list or one picture in it. */
const photoError = (errors: Partial<Record<string, string>>) =>
  Object.entries(errors).find(([key]) => key === "images" || key.startsWith("images."))?.[1];

const photosOf = (event: Record<string, unknown>) => (Array.isArray(event.images) ? (event.images as string[]) : []);

/** The event's photos in the form: uploaded as they are chosen; the form is not saved while one is going up. */
function EventPhotos({ form, holdSave }: { form: CollectionForm; holdSave: (held: boolean) => void }) {
  const upload = useImageUpload({ types: SERVER_IMAGE_TYPES, typeMessage: "Photo must be an image file (JPEG, PNG or WebP)" });
  const uploading = upload.progress !== null;
  const { clear } = upload;
  useEffect(() => holdSave(uploading), [holdSave, uploading]);
  // The form closed: a photo still going up belongs to no event, and the save is free again.
  useEffect(
    () => () => {
      clear();
      holdSave(false);
    },
    [clear, holdSave],
  );
  return (
    <PhotoListField
      id="event-photos"
      legend="Photos"
      urls={photosOf(form.values)}
      onChange={(urls) => form.setValue("images", urls)}
      upload={upload}
      error={photoError(form.errors)}
    />
  );
}

/** The events' screen: each event with its first photo, whether it is coming, and how many photos it has; the form with its photo list. */
export const eventScreen: CollectionScreenParts = {
  facts: (event, facts) => [
    ...facts,
    { name: "when", label: "Listed under", text: String(event.date) >= todayInKolkata() ? "Upcoming events" : "Past events" },
    { name: "photos", label: "Photos", text: String(photosOf(event).length) },
  ],
  rowContent: (event) => {
    const [first] = photosOf(event);
    return (
      first && (
        <img
          {...imageSources(first)}
          sizes="160px"
          alt={`Photo of ${String(event.title)}`}
          loading="lazy"
          decoding="async"
          className="mt-3 aspect-[4/3] w-40 rounded-lg bg-brand-50 object-cover ring-1 ring-line"
        />
      )
    );
  },
  formExtras: (form, holdSave) => <EventPhotos form={form} holdSave={holdSave} />,
};
