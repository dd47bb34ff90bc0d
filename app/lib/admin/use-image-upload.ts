import { useCallback, useEffect, useRef, useState } from "react";
import { imageCollection, imageUploadPath } from "../../../common/image.collection";
import { errorMessage, uploadFile } from "../api-client";
import { StepFailed } from "./use-save";

/** What the server accepts (it judges the bytes; this only spares a pointless upload). */
export const SERVER_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

type Options = {
  /** Accepted MIME types of the chosen file. */
  types: readonly string[];
  /** Shown when the chosen file is of another type. */
  typeMessage: string;
};

/**
 * A chosen image waiting to be uploaded: its preview, its type check, and the upload itself
 * with progress (POST /api/admin/images/upload, field `image`).
 */
export function useImageUpload({ types, typeMessage }: Options) {
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  /**
   * Counts the choices and resets: an upload still under way when another file is chosen or the
   * form is reset (Cancel, another record opened) belongs to what the form no longer holds.
   */
  const generation = useRef(0);

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  /** Keeps the file if its type is acceptable; returns whether it was. */
  const choose = useCallback(
    (chosen: File | null) => {
      if (chosen && !types.includes(chosen.type)) {
        setFile(null);
        setError(typeMessage);
        return false;
      }
      generation.current += 1;
      setFile(chosen);
      setError(null);
      return true;
    },
    [types, typeMessage],
  );

  const clear = useCallback(() => {
    generation.current += 1;
    setFile(null);
    setError(null);
    setProgress(null);
  }, []);

  /**
   * Uploads the chosen file and returns its URL; null when no file is waiting, or when another
   * file was chosen or the form reset while it went up (its address must not land in a form that
   * no longer holds it). Throws the ApiError of a refused upload (e.g. the server's 415 or 413
   * message), or an Error when the answer carries no URL.
   */
  const upload = useCallback(
    // `chosen` serves a caller that uploads in the same event that chose the file, before a re-render.
    async (chosen: File | null = file): Promise<string | null> => {
      if (!chosen) return null;
      const started = generation.current;
      const current = () => generation.current === started;
      setProgress(0);
      try {
        const answer = await uploadFile<{ imageUrl?: string }>(imageUploadPath, "image", chosen, (done) => {
          if (current()) setProgress(done);
        });
        if (!current()) return null;
        if (!answer?.imageUrl) throw new Error("The upload answered without an image address");
        setFile(null);
        return answer.imageUrl;
      } catch (failure) {
        if (!current()) return null;
        throw failure;
      } finally {
        if (current()) setProgress(null);
      }
    },
    [file],
  );

  /** Why a file may not be uploaded (its type), or null when it may: for a picker that takes several at once. */
  const refusal = useCallback((candidate: File) => (types.includes(candidate.type) ? null : typeMessage), [types, typeMessage]);

  return { file, previewUrl, progress, error, setError, choose, clear, upload, refusal };
}

export type ImageUpload = ReturnType<typeof useImageUpload>;

/**
 * The chosen image's upload as the first step of a save: its address, or a StepFailed in the
 * upload's own words, so the save's toast says that the picture, not the record, was refused.
 */
export async function uploadChosenImage(upload: ImageUpload): Promise<string> {
  let url: string | null;
  try {
    url = await upload.upload();
  } catch (error) {
    throw new StepFailed(errorMessage(error, imageCollection.labels.uploadFailed));
  }
  if (!url) throw new StepFailed(imageCollection.labels.uploadFailed);
  return url;
}
