import { useCallback, useState } from "react";
import toast from "react-hot-toast";
import { ApiError, errorMessage } from "../api-client";

/** Why a save failed: the words of its toast, and the server's list of what was wrong when it sent one. */
export type Refusal = { message: string; details: readonly string[] };

/**
 * A step before the write itself failed (the picture's upload), in words already chosen for the
 * admin: they replace the save's own failure words, and the server's details of that step are
 * not the form's to show.
 */
export class StepFailed extends Error {}

export function refusalOf(error: unknown, failure: string): Refusal {
  if (error instanceof StepFailed) return { message: error.message, details: [] };
  const details = error instanceof ApiError && error.body?.errors?.length ? error.body.errors : [];
  return { message: errorMessage(error, failure), details };
}

/** The lines of a form's alert: the server's details, or its message when it gave none. */
export const refusalLines = (refusal: Refusal | null): readonly string[] =>
  !refusal ? [] : refusal.details.length ? refusal.details : [refusal.message];

/**
 * What every save of the back office does around its write: the saving flag for the button, a
 * toast of the outcome, and the refusal kept for the form to show until the next attempt.
 * `failure` is said when a failed save has no words of the server's.
 */
export function useSave(failure: string) {
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  /**
   * Forgets the last refusal, then writes `input` unless it is null (the form refused it and says
   * why). `write` does what a save changes on the screen and resolves to the words of the toast.
   * Resolves whether it was saved.
   */
  async function save<Input>(input: Input | null, write: (input: Input) => Promise<string>): Promise<boolean> {
    setRefusal(null);
    if (input === null) return false;
    setSaving(true);
    try {
      toast.success(await write(input));
      return true;
    } catch (error) {
      const refused = refusalOf(error, failure);
      setRefusal(refused);
      toast.error(refused.message);
      return false;
    } finally {
      setSaving(false);
    }
  }

  /** The admin has changed what was refused, so its message no longer applies. */
  const clearRefusal = useCallback(() => setRefusal(null), []);

  return { saving, refusal, save, clearRefusal };
}
