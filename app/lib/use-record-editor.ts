import { useState } from "react";
import toast from "react-hot-toast";
import type { z } from "zod";
import { ApiError, apiRequest, errorMessage } from "./api-client";
import { useFormState } from "./use-form-state";
import type { ImageUpload } from "./use-image-upload";

export type EditorMode = "closed" | "add" | "edit";

type Options<Item, Values extends Record<string, string>> = {
  /** POST goes here; PUT to `${collectionPath}/${_id}`. */
  collectionPath: string;
  /** Where the write answer carries the record (`faculty`, `staff`, `testimonial`, …). */
  responseKey: string;
  /** The server's own input schema, so the browser refuses what the server would. */
  schema: z.ZodType;
  empty: Values;
  toValues: (item: Item) => Values;
  /** A picture chosen in the form is uploaded before the record is saved, into this field. */
  image?: { field: keyof Values & string; upload: ImageUpload };
  /** `uploadFailed` only for records with a picture. */
  messages: { added: string; updated: string; failed: string; uploadFailed?: string };
  onSaved: (item: Item | undefined, mode: "add" | "edit") => void;
};

/**
 * Add and edit of one kind of record: the mode, the form, the picture upload that must succeed
 * before anything is saved, the write, its toasts, and the reset afterwards.
 */
export function useRecordEditor<Item extends { _id: string }, Values extends Record<string, string>>(options: Options<Item, Values>) {
  const { collectionPath, responseKey, schema, empty, toValues, image, messages, onSaved } = options;
  const form = useFormState<Values>(empty);
  const [mode, setMode] = useState<EditorMode>("closed");
  const [editing, setEditing] = useState<Item | null>(null);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  function open(next: "add" | "edit", item: Item | null) {
    setMode(next);
    setEditing(item);
    form.reset(item ? toValues(item) : empty);
    image?.upload.clear();
    setServerErrors([]);
  }

  const openAdd = () => open("add", null);
  const openEdit = (item: Item) => open("edit", item);
  /** Cancel, Escape or the close icon: nothing typed survives. */
  function close() {
    setMode("closed");
    setEditing(null);
    form.reset(empty);
    image?.upload.clear();
    setServerErrors([]);
  }

  /** Validates, uploads a newly chosen picture, saves; resolves whether it was saved. */
  async function save(): Promise<boolean> {
    setServerErrors([]);
    if (image?.upload.error) return false;
    if (!form.validate(schema)) return false;
    const target = mode === "edit" ? editing : null;
    setSaving(true);
    try {
      let values: Values = form.values;
      if (image?.upload.file) {
        let url: string | null;
        try {
          url = await image.upload.upload();
        } catch (error) {
          toast.error(errorMessage(error, messages.uploadFailed ?? messages.failed));
          return false;
        }
        if (!url) {
          toast.error(messages.uploadFailed ?? messages.failed);
          return false;
        }
        values = { ...values, [image.field]: url };
        // A failed save can then be retried without uploading again.
        form.setValue(image.field, url);
      }
      const answer = await apiRequest<Record<string, unknown>>(target ? `${collectionPath}/${encodeURIComponent(target._id)}` : collectionPath, {
        method: target ? "PUT" : "POST",
        body: values,
      });
      toast.success(target ? messages.updated : messages.added);
      onSaved(answer?.[responseKey] as Item | undefined, target ? "edit" : "add");
      close();
      return true;
    } catch (error) {
      toast.error(errorMessage(error, messages.failed));
      if (error instanceof ApiError && error.body?.errors?.length) setServerErrors(error.body.errors);
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { mode, editing, form, saving, serverErrors, openAdd, openEdit, close, save };
}
