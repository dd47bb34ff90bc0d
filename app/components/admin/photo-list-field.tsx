import toast from "react-hot-toast";
import { imageResource } from "../../../common/image.resource";
import { imageSources } from "../../../common/image-sources";
import { errorMessage } from "../../lib/api-client";
import { SERVER_IMAGE_TYPES, type ImageUpload } from "../../lib/admin/use-image-upload";
import { TrashIcon } from "./admin-icons";
import { ImagePicker } from "./image-picker";
import { CardButton } from "./record-card";

type Props = {
  id: string;
  /** What the list is called: "Photos". */
  legend: string;
  urls: readonly string[];
  onChange: (urls: string[]) => void;
  upload: ImageUpload;
  /** A problem with the list as a whole, or with one of its pictures. */
  error?: string;
};

/**
 * A record's pictures (an event's photos): the ones it has, each with a button to take it off,
 * and the image picker to add one more, which uploads it as soon as it is chosen.
 */
export function PhotoListField({ id, legend, urls, onChange, upload, error }: Props) {
  async function addChosen(file: File) {
    try {
      const url = await upload.upload(file);
      if (!url) return;
      onChange([...urls, url]);
      toast.success(imageResource.messages.uploaded);
    } catch (reason) {
      toast.error(errorMessage(reason, imageResource.labels.uploadFailed));
    }
  }

  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">{legend}</legend>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      {urls.length > 0 && (
        <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {urls.map((url, index) => (
            <li key={`${index}-${url}`} className="overflow-hidden rounded-lg ring-1 ring-line">
              <img {...imageSources(url)} sizes="200px" alt={`Photo ${index + 1}`} className="aspect-[4/3] w-full bg-brand-50 object-cover" />
              <div className="p-2">
                <CardButton tone="danger" label={`Remove photo ${index + 1}`} onClick={() => onChange(urls.filter((_, i) => i !== index))}>
                  <TrashIcon /> Remove
                </CardButton>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <ImagePicker
          id={`${id}-add`}
          label="Add a photo"
          upload={upload}
          accept={SERVER_IMAGE_TYPES.join(",")}
          hint="JPEG, PNG or WebP, up to 10 MB. It is uploaded as soon as you choose it; add as many as you like, one after another."
          onChosen={addChosen}
        />
      </div>
    </fieldset>
  );
}
