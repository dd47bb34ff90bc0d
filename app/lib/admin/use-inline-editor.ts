import type { z } from "zod";
import type { Resource } from "../../../common/resource";
import type { FieldErrors, FormState, FormValue } from "./use-form-state";
import { useRecordForm } from "./use-record-form";

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
  /** What is sent for the form's values, where they are not the input itself. */
  toInput?: (values: Values) => Record<string, unknown>;
  /** The messages of a refused save that belong to a field, by its name, to show beside it. */
  fieldErrorsOf?: (error: unknown) => FieldErrors;
  /** With the record as the server saved it (undefined if the answer did not carry it). */
  onSaved: (saved: Item | undefined) => void;
};

/**
 * The edit of one record where it is shown (a news row, an application card): the record's form
 * and save, with the server's refusal in one line next to the fields.
 */
export function useInlineEditor<Item extends { _id: string }, Values extends Record<string, FormValue>>({
  resource,
  item,
  values,
  schema,
  toInput,
  fieldErrorsOf,
  onSaved,
}: Options<Item, Values>) {
  const { form, saving, refusal, save } = useRecordForm<Item, Values>({
    resource,
    schema,
    initial: values,
    toInput,
    fieldErrorsOf,
    words: { saved: resource.messages.updated, failed: resource.labels.updateFailed },
    onSaved,
  });
  return { form, saving, serverError: refusal?.message ?? null, save: () => save(item) };
}

/** What a form needs of an inline editor, whatever its values. */
export type InlineEditor = Pick<ReturnType<typeof useInlineEditor>, "saving" | "serverError" | "save"> & {
  form: Pick<FormState<Record<string, FormValue>>, "values" | "errors" | "setValue">;
};
