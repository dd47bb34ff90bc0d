import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { imageCollection } from "../../../common/image.collection";
import { imageSources } from "../../../common/image-sources";
import { errorMessage } from "../../lib/api-client";
import { SERVER_IMAGE_TYPES, type ImageUpload } from "../../lib/admin/use-image-upload";
import { TrashIcon } from "./admin-icons";
import { FormField } from "./form-field";
import { CardButton } from "./record-card";
import { UploadProgress } from "./upload-progress";

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

/** A chosen file that could not be added, and why. */
type Failure = { name: string; message: string };

/**
 * A record's pictures (an event's photos): the ones it has, each with a button to take it off,
 * and a file input that takes several at once. The chosen files are uploaded one after another,
 * each added to the list as soon as it is stored, in the order chosen; a file that fails is named
 * with its reason and the others are kept.
 */
export function PhotoListField({ id, legend, urls, onChange, upload, error }: Props) {
  const [failures, setFailures] = useState<Failure[]>([]);
  const [uploading, setUploading] = useState<{ number: number; of: number } | null>(null);
  // The list as it is after each upload: the next one adds to it, not to the list of the render that started them.
  const current = useRef(urls);
  current.current = urls;

  async function addChosen(files: File[]) {
    const failed: Failure[] = [];
    let added = 0;
    setFailures([]);
    for (const [index, file] of files.entries()) {
      const refused = upload.refusal(file);
      if (refused) {
        failed.push({ name: file.name, message: refused });
        continue;
      }
      setUploading({ number: index + 1, of: files.length });
      try {
        const url = await upload.upload(file);
        // The form was reset while the photo went up: the rest belong to it no more.
        if (!url) break;
        const next = [...current.current, url];
        current.current = next;
        onChange(next);
        added += 1;
      } catch (reason) {
        failed.push({ name: file.name, message: errorMessage(reason, imageCollection.labels.uploadFailed) });
      }
    }
    setUploading(null);
    setFailures(failed);
    if (added > 0) toast.success(added === 1 ? imageCollection.messages.uploaded : `${added} images uploaded successfully`);
  }

  const errorId = `${id}-error`;
  const inputId = `${id}-add`;
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
      <FormField
        id={inputId}
        label="Add photos"
        className="mt-4"
        hint="JPEG, PNG or WebP, up to 10 MB each. Choose one or several at once; each is uploaded as soon as you choose it."
      >
        {(control) => (
          <div className="space-y-2">
            <input
              {...control}
              required={false}
              type="file"
              multiple
              accept={SERVER_IMAGE_TYPES.join(",")}
              disabled={uploading !== null}
              className="block w-full text-sm text-muted file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                // Emptied at once: the chosen names must not stay in the input once they are in the list (or refused).
                event.target.value = "";
                if (files.length > 0) void addChosen(files);
              }}
            />
            {uploading && (
              <UploadProgress label={`Uploading photo ${uploading.number} of ${uploading.of}`} percent={upload.progress ?? 0} />
            )}
          </div>
        )}
      </FormField>
      {failures.length > 0 && (
        <ul role="alert" className="mt-2 space-y-1 text-sm text-red-700">
          {failures.map((failure, index) => (
            <li key={index}>
              {failure.name} was not added: {failure.message}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
