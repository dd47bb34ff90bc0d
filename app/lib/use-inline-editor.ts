import { useState } from "react";
import toast from "react-hot-toast";
import type { z } from "zod";
import type { Resource } from "../../common/resource";
import { errorMessage } from "./api-client";
import { saveRecord } from "./save-record";
import { useFormState, type FormState, type FormValue } from "./use-form-state";

/** A resource whose records are edited in place, with the words for it. */
export type InlineEditableResource = Pick<Resource, "path" | "key"> & {
  messages: { updated: string };
  labels: { updateFailed: string };
};

type Options<Item, Values extends Record<string, FormValue>> = {
  resource: InlineEditableResource;
  item: Item;
  /** The form's values for the record as it is now. */
  values: Values;
  /** The server's own input schema, so the browser refuses what the server would. */
  schema: z.ZodType;
  /** With the record as the server saved it (undefined if the answer did not carry it). */
  onSaved: (saved: Item | undefined) => void;
};

/**
 * The edit of one record where it is shown (a news row, an application card), beside
 * useRecordEditor's add-and-edit form: the values, the check with the server's schema, the PUT,
 * its toasts, and the server's refusal kept next to the fields.
 */
export function useInlineEditor<Item extends { _id: string }, Values extends Record<string, FormValue>>({
  resource,
  item,
  values,
  schema,
  onSaved,
}: Options<Item, Values>) {
  const form = useFormState<Values>(values);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  /** Validates and saves; resolves whether it was saved. */
  async function save(): Promise<boolean> {
    setServerError(null);
    if (!form.validate(schema)) return false;
    setSaving(true);
    try {
      const saved = await saveRecord<Item>(resource, form.values, item);
      toast.success(resource.messages.updated);
      onSaved(saved);
      return true;
    } catch (error) {
      const message = errorMessage(error, resource.labels.updateFailed);
      setServerError(message);
      toast.error(message);
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { form, saving, serverError, save };
}

/** What a form needs of an inline editor, whatever its values. */
export type InlineEditor = Pick<ReturnType<typeof useInlineEditor>, "saving" | "serverError" | "save"> & {
  form: Pick<FormState<Record<string, FormValue>>, "values" | "errors" | "setValue">;
};
