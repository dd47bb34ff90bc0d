import { useCallback, useEffect, useRef, useState } from "react";
import { apiRequest, errorMessage } from "../api-client";

/** Every admin list is idle, loading, succeeded or failed, so each screen shows a spinner, an error or the list alike. */
export type LoadStatus = "idle" | "loading" | "succeeded" | "failed";

export type LoadOptions = {
  /** Shown when the load fails and the server gave no message of its own. */
  failure: string;
  /** Called once per failed load, e.g. to raise a toast. */
  onError?: (message: string) => void;
};

/**
 * What one GET of the JSON API answered, with its status; `setData` applies a screen's own change
 * after a write so it need not load again, `reload` asks once more.
 */
export function useApiData<Data>(path: string, { failure, onError }: LoadOptions) {
  const [data, setData] = useState<Data | null>(null);
  const [status, setStatus] = useState<LoadStatus>("idle");
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  // The latest callback, without making every render start a new load.
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  useEffect(() => {
    const controller = new AbortController();
    setStatus("loading");
    setError(null);
    apiRequest<Data>(path, { signal: controller.signal })
      .then((payload) => {
        setData(payload);
        setStatus("succeeded");
      })
      .catch((reason: unknown) => {
        if (controller.signal.aborted) return;
        const message = errorMessage(reason, failure);
        setError(message);
        setStatus("failed");
        onErrorRef.current?.(message);
      });
    return () => controller.abort();
  }, [path, failure, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { data, setData, status, error, reload };
}
