import { useState } from "react";
import type { z } from "zod";
import type { Collection } from "../../../common/collection";
import type { Resource } from "../../../common/resource";
import { apiRequest } from "../api-client";
import { useApiData } from "./use-api-data";
import { useFormState, type FormValue } from "./use-form-state";
import { useSave } from "./use-save";

/** A record of which the site has exactly one (the settings, the governing body), with the words for it. */
export type SingletonResource = Pick<Resource, "path" | "key"> & {
  messages: { updated: string };
  labels: { loadFailed: string; saveFailed: string };
};

/**
 * Where a singleton collection's screen reads its one record (its public path) and saves it, and
 * its words: a screen's needs of the declaration.
 */
export function singletonScreenOf(collection: Pick<Collection, "name" | "key" | "paths" | "messages" | "labels">): { resource: SingletonResource; loadPath: string } {
  const { name, key, paths, messages, labels } = collection;
  if (!paths.public || !messages.updated || !labels.saveFailed) {
    throw new Error(`The ${name} screen needs its declaration's public path, "updated" message and "saveFailed" label`);
  }
  return {
    resource: { path: paths.admin, key, messages: { updated: messages.updated }, labels: { loadFailed: labels.loadFailed, saveFailed: labels.saveFailed } },
    loadPath: paths.public,
  };
}

type Options<Stored, Values extends Record<string, FormValue>> = {
  /** PUT replaces the record at its path; the answer carries it under its key. */
  resource: SingletonResource;
  /** Where the record is read (its public address). */
  loadPath: string;
  /** The server's own input schema; what it parses is what is sent. */
  schema: z.ZodType;
  empty: Values;
  toValues: (stored: Stored) => Values;
  /** After a save, with the record as the server saved it. */
  onSaved?: (saved: Stored | undefined) => void;
};

/**
 * The one form of a record the site has once: it is loaded, shown in the form, saved as a whole,
 * and the form then shows what the server stored.
 */
export function useSingletonEditor<Stored, Values extends Record<string, FormValue>>(options: Options<Stored, Values>) {
  const { resource, loadPath, schema, empty, onSaved } = options;
  const stored = useApiData<Stored>(loadPath, { failure: resource.labels.loadFailed });
  const form = useFormState<Values>(empty);
  const { saving, refusal, save: saveInput } = useSave(resource.labels.saveFailed);
  const { data, setData } = stored;

  // The form shows what is stored, once it has arrived and after each save. Set while rendering,
  // as React allows for state that follows other state, so no frame shows the form empty.
  const [shown, setShown] = useState<Stored | null>(null);
  if (data !== null && data !== shown) {
    setShown(data);
    form.reset(options.toValues(data));
  }

  /** Validates the form's values with `extra` (what the screen keeps outside the form), then replaces the record. */
  function save(extra: Record<string, unknown> = {}): Promise<boolean> {
    return saveInput(form.validate(schema, { ...form.values, ...extra }), async (input) => {
      const answer = await apiRequest<Record<string, unknown> | undefined>(resource.path, { method: "PUT", body: input });
      const saved = answer?.[resource.key] as Stored | undefined;
      if (saved) setData(saved);
      onSaved?.(saved);
      return resource.messages.updated;
    });
  }

  // setData: a write of the screen's own (a restored version) answered with the record, which the form then shows.
  return { status: stored.status, error: stored.error, reload: stored.reload, data, setData, form, saving, refusal, save };
}
