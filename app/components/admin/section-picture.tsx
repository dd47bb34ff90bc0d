import toast from "react-hot-toast";
import { imageCollection } from "../../../common/image.collection";
import { errorMessage } from "../../lib/api-client";
import { SERVER_IMAGE_TYPES, useImageUpload } from "../../lib/admin/use-image-upload";
import { ImagePicker } from "./image-picker";

type Props = {
  id: string;
  label: string;
  /** The picture's address now, or empty. */
  url: string;
  /** With the new address once an upload has finished, or empty when the picture is taken off. */
  onChange: (url: string) => void;
};

/**
 * A page section's picture: uploaded as soon as it is chosen, like an event's photos, so the
 * section holds its address and the preview shows it before the page is saved.
 */
export function SectionPicture({ id, label, url, onChange }: Props) {
  const upload = useImageUpload({ types: SERVER_IMAGE_TYPES, typeMessage: "The picture must be a JPEG, PNG or WebP image" });

  async function uploadChosen(file: File) {
    try {
      const uploaded = await upload.upload(file);
      if (!uploaded) return;
      onChange(uploaded);
      toast.success(imageCollection.messages.uploaded);
    } catch (reason) {
      toast.error(errorMessage(reason, imageCollection.labels.uploadFailed));
    }
  }

  return (
    <ImagePicker
      id={id}
      label={label}
      upload={upload}
      currentUrl={url}
      accept={SERVER_IMAGE_TYPES.join(",")}
      hint="Optional. JPEG, PNG or WebP, up to 10 MB; it is uploaded as soon as you choose it and shown with the section."
      onChosen={uploadChosen}
      onRemove={() => onChange("")}
    />
  );
}
