import { useEffect, useRef } from "react";
import { imageSources } from "../../../common/image-sources";
import type { ImageUpload } from "../../lib/admin/use-image-upload";
import { ImageIcon } from "./admin-icons";
import { FormField } from "./form-field";
import { UploadProgress } from "./upload-progress";

type Props = {
  id: string;
  label: string;
  upload: ImageUpload;
  /** The image the record has now, if any. */
  currentUrl?: string;
  /** The `accept` attribute: which files the picker offers. */
  accept: string;
  hint?: string;
  /** Called after a file of an acceptable type was chosen (e.g. to upload it at once). */
  onChosen?: (file: File) => void;
  /** Offers "Remove image" when the record has one and this is given. */
  onRemove?: () => void;
};

/** Choose an image: a preview, the type check's message, and a progress bar while it uploads. */
export function ImagePicker({ id, label, upload, currentUrl, accept, hint, onChosen, onRemove }: Props) {
  const shown = upload.previewUrl ?? (currentUrl || null);
  const uploading = upload.progress !== null;
  const inputRef = useRef<HTMLInputElement>(null);
  // The browser keeps a chosen file's name in the input until it is emptied. Once no file waits
  // (uploaded, saved, cancelled), empty it, so the form never looks as if it held a picture it will not send.
  useEffect(() => {
    if (!upload.file && inputRef.current) inputRef.current.value = "";
  }, [upload.file]);
  return (
    <FormField id={id} label={label} hint={hint} error={upload.error ?? undefined}>
      {(control) => (
        // On a narrow card the file control drops under the preview rather than cutting its own words short.
        <div className="flex flex-wrap items-center gap-4">
          <div className="grid h-20 w-20 shrink-0 place-items-center overflow-hidden rounded-xl bg-brand-50 text-brand-300 ring-1 ring-line">
            {shown ? (
              <img
                {...(upload.previewUrl ? { src: upload.previewUrl } : imageSources(shown))}
                sizes="80px"
                alt={upload.file ? `Preview of ${upload.file.name}` : "Current image"}
                className="h-full w-full object-cover"
              />
            ) : (
              <ImageIcon className="h-8 w-8" />
            )}
          </div>
          <div className="min-w-52 flex-1 space-y-2">
            <input
              {...control}
              ref={inputRef}
              required={false}
              type="file"
              accept={accept}
              disabled={uploading}
              className="block w-full text-sm text-muted file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                const accepted = upload.choose(file);
                // A refused file must not stay in the input looking chosen.
                if (!accepted) event.target.value = "";
                else if (file) onChosen?.(file);
              }}
            />
            {uploading && <UploadProgress label={`Uploading ${label.toLowerCase()}`} percent={upload.progress ?? 0} />}
            {onRemove && currentUrl && !upload.file && !uploading && (
              <button type="button" className="text-sm font-medium text-red-700 underline-offset-2 hover:underline" onClick={onRemove}>
                Remove image
              </button>
            )}
          </div>
        </div>
      )}
    </FormField>
  );
}
