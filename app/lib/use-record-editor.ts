import { useState } from "react";
import toast from "react-hot-toast";
import type { z } from "zod";
import { imageResource } from "../../common/image.resource";
import type { Resource } from "../../common/resource";
import { ApiError, errorMessage } from "./api-client";
import { saveRecord } from "./save-record";
import { useFormState, type FormValue } from "./use-form-state";
import type { ImageUpload } from "./use-image-upload";

export type EditorMode = "closed" | "add" | "edit";

/** A resource the screen adds and edits in one form, with the words for it. */
export type EditableResource = Pick<Resource, "path" | "key"> & {
  /** No `updated` for a resource whose records are only ever added (admin users). */
  messages: { created: string; updated?: string };
  labels: { saveFailed: string };
};

type Options<Item, Values extends Record<string, FormValue>> = {
  /** POST goes to its path, PUT to the record's; the answer carries the record under its key. */
  resource: EditableResource;
  /** The server's own input schema, so the browser refuses what the server would. */
  schema: z.ZodType;
  empty: Values;
  toValues: (item: Item) => Values;
  /** A picture chosen in the form is uploaded before the record is saved, into this field. */
  image?: { field: keyof Values & string; upload: ImageUpload };
  onSaved: (item: Item | undefined, mode: "add" | "edit") => void;
};

/**
 * Add and edit of one kind of record: the mode, the form, the picture upload that must succeed
 * before anything is saved, the write, its toasts, and the reset afterwards.
 */
export function useRecordEditor<Item extends { _id: string }, Values extends Record<string, FormValue>>(options: Options<Item, Values>) {
  const { resource, schema, empty, toValues, image, onSaved } = options;
  const uploadFailed = imageResource.labels.uploadFailed;
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
          toast.error(errorMessage(error, uploadFailed));
          return false;
        }
        if (!url) {
          toast.error(uploadFailed);
          return false;
        }
        values = { ...values, [image.field]: url };
        // A failed save can then be retried without uploading again.
        form.setValue(image.field, url);
      }
      const saved = await saveRecord<Item>(resource, values, target);
      toast.success((target && resource.messages.updated) || resource.messages.created);
      onSaved(saved, target ? "edit" : "add");
      close();
      return true;
    } catch (error) {
      toast.error(errorMessage(error, resource.labels.saveFailed));
      if (error instanceof ApiError && error.body?.errors?.length) setServerErrors(error.body.errors);
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { mode, editing, form, saving, serverErrors, openAdd, openEdit, close, save };
}
