import { useState } from "react";
import type { z } from "zod";
import type { Resource } from "../../../common/resource";
import type { FieldErrors, FormValue } from "./use-form-state";
import type { ImageUpload } from "./use-image-upload";
import { useRecordForm } from "./use-record-form";

export type EditorMode = "closed" | "add" | "edit";

/** A resource the screen adds and edits in one form, with the words for it. */
export type EditableResource = Pick<Resource, "path" | "key"> & {
  /** No `updated` for a resource whose records are only ever added (admin users). */
  messages: { created: string; updated?: string };
  labels: { saveFailed: string };
};

type Options<Item, Values extends Record<string, FormValue>> = {
  resource: EditableResource;
  /** The server's own input schema, so the browser refuses what the server would. */
  schema: z.ZodType;
  /** The stricter schema of a new record, where it has one (an expiry not already past). */
  createSchema?: z.ZodType;
  empty: Values;
  toValues: (item: Item) => Values;
  /** What is sent for the form's values, where they are not the input itself. */
  toInput?: (values: Values) => Record<string, unknown>;
  /** The messages of a refused save that belong to a field, by its name, to show beside it. */
  fieldErrorsOf?: (error: unknown) => FieldErrors;
  /** A picture chosen in the form is uploaded before the record is saved, into this field. */
  image?: { field: keyof Values & string; upload: ImageUpload };
  onSaved: (item: Item | undefined, mode: "add" | "edit") => void;
};

/**
 * Add and edit of one kind of record in a form that opens and closes (a dialog, a panel): which
 * record it holds, and the reset when it closes, around the record's form and save.
 */
export function useRecordEditor<Item extends { _id: string }, Values extends Record<string, FormValue>>(options: Options<Item, Values>) {
  const { resource, schema, createSchema = schema, empty, toValues, toInput, fieldErrorsOf, image, onSaved } = options;
  const [mode, setMode] = useState<EditorMode>("closed");
  const [editing, setEditing] = useState<Item | null>(null);
  const target = mode === "edit" ? editing : null;
  const { form, saving, refusal, clearRefusal, save: saveForm } = useRecordForm<Item, Values>({
    resource,
    schema: target ? schema : createSchema,
    initial: empty,
    toInput,
    fieldErrorsOf,
    image,
    words: { saved: (target && resource.messages.updated) || resource.messages.created, failed: resource.labels.saveFailed },
    onSaved: (saved) => {
      onSaved(saved, target ? "edit" : "add");
      close();
    },
  });

  function open(next: "add" | "edit", item: Item | null) {
    setMode(next);
    setEditing(item);
    form.reset(item ? toValues(item) : empty);
    image?.upload.clear();
    clearRefusal();
  }

  const openAdd = () => open("add", null);
  const openEdit = (item: Item) => open("edit", item);
  /** Cancel, Escape or the close icon: nothing typed survives. */
  function close() {
    setMode("closed");
    setEditing(null);
    form.reset(empty);
    image?.upload.clear();
    clearRefusal();
  }

  /** Validates, uploads a newly chosen picture, saves; resolves whether it was saved. */
  const save = () => saveForm(target);

  return { mode, editing, form, saving, serverErrors: refusal?.details ?? [], openAdd, openEdit, close, save };
}
