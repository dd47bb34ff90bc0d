import { useCallback, useState } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "../api-client";

/**
 * What every action of the back office does around its call (a delete, a move, a toggle, a
 * restore, an export): it is busy while it runs, so its button says so and cannot be pressed
 * twice; its outcome is a toast; and it is free again whatever happened. `Key` says which of a
 * screen's actions is busy: a record's id, an export's format.
 */
export function useAction<Key = string>() {
  const [busy, setBusy] = useState<Key | null>(null);

  /**
   * Runs `action` as `key`. It resolves to the words of the success toast, or to nothing where it
   * says its outcome itself; a failure's toast gives the server's message, else `failure`.
   * Resolves whether the action succeeded.
   */
  const run = useCallback(async (key: Key, failure: string, action: () => Promise<string | void>): Promise<boolean> => {
    setBusy(key);
    try {
      const done = await action();
      if (done) toast.success(done);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, failure));
      return false;
    } finally {
      setBusy(null);
    }
  }, []);

  return { busy, run };
}
