import type { z } from "zod";
import type { Resource } from "../../../common/resource";
import { saveRecord } from "./save-record";
import { useFormState, type FieldErrors, type FormValue } from "./use-form-state";
import { uploadChosenImage, type ImageUpload } from "./use-image-upload";
import { useSave } from "./use-save";

type Options<Item, Values extends Record<string, FormValue>> = {
  /** POST goes to its path, PUT to the record's; the answer carries the record under its key. */
  resource: Pick<Resource, "path" | "key">;
  /** The server's own input schema, so the browser refuses what the server would. */
  schema: z.ZodType;
  /** What the form holds at first, and again after an add. */
  initial: Values;
  /** What is sent for the form's values, where they are not the input itself (a box's "true" for a flag's true). */
  toInput?: (values: Values) => Record<string, unknown>;
  /** The messages of a refused save that belong to a field, by its name, to show beside it. */
  fieldErrorsOf?: (error: unknown) => FieldErrors;
  /** A picture chosen in the form is uploaded before the record is saved, into this field. */
  image?: { field: keyof Values & string; upload: ImageUpload };
  /** The toast of a save, and what a failed one says when the server gave no words of its own. */
  words: { saved: string; failed: string };
  /** With the record as the server saved it (undefined if the answer did not carry it). */
  onSaved: (saved: Item | undefined) => void;
};

/**
 * The form of one record and its save, wherever the form is shown (a dialog, a row, the top of a
 * screen): the check with the server's schema, the picture's upload that must succeed before
 * anything is saved, and the write.
 */
export function useRecordForm<Item extends { _id: string }, Values extends Record<string, FormValue>>(options: Options<Item, Values>) {
  const { resource, schema, initial, toInput = (values: Values) => values, fieldErrorsOf, image, words, onSaved } = options;
  const form = useFormState<Values>(initial);
  const { saving, refusal, save: saveInput, clearRefusal } = useSave(words.failed);

  /** Saves the form as a new record (`existing` null) or over `existing`; resolves whether it was saved. */
  function save(existing: Item | null): Promise<boolean> {
    // A refused picture's message stands by its field, and nothing is checked or sent until it is replaced.
    const valid = !image?.upload.error && form.validate(schema) !== null;
    return saveInput(valid ? toInput(form.values) : null, async (input) => {
      if (image?.upload.file) {
        const url = await uploadChosenImage(image.upload);
        input = { ...input, [image.field]: url };
        // A failed save can then be retried without uploading again.
        form.setValue(image.field, url);
      }
      try {
        onSaved(await saveRecord<Item>(resource, input, existing));
      } catch (error) {
        if (fieldErrorsOf) form.setErrors((current) => ({ ...current, ...fieldErrorsOf(error) }));
        throw error;
      }
      // An added record's form is emptied for the next one.
      if (!existing) form.reset(initial);
      return words.saved;
    });
  }

  return { form, saving, refusal, clearRefusal, save };
}
