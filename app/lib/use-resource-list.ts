import { useCallback, useEffect, useRef, useState } from "react";
import { apiRequest, errorMessage } from "./api-client";

/** Spec §3 "Client state": every admin list is idle, loading, succeeded or failed. */
export type ListStatus = "idle" | "loading" | "succeeded" | "failed";

type Options = {
  /** Shown when the load fails and the server gave no message of its own. */
  failure: string;
  /** Called once per failed load, e.g. to raise a toast. */
  onError?: (message: string) => void;
};

/**
 * A list loaded from the JSON API with its status, plus the local changes the screens make
 * after a write (append, replace, remove by `_id`) so they need not reload everything.
 */
export function useResourceList<Item extends { _id: string }>(path: string, { failure, onError }: Options) {
  const [items, setItems] = useState<Item[]>([]);
  const [status, setStatus] = useState<ListStatus>("idle");
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
    apiRequest<unknown>(path, { signal: controller.signal })
      .then((payload) => {
        // A list is a plain array; anything else is treated as empty rather than breaking the screen.
        setItems(Array.isArray(payload) ? (payload as Item[]) : []);
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
  const appendItem = useCallback((item: Item) => setItems((current) => [...current, item]), []);
  const prependItem = useCallback((item: Item) => setItems((current) => [item, ...current]), []);
  const replaceItem = useCallback(
    (item: Item) => setItems((current) => current.map((existing) => (existing._id === item._id ? item : existing))),
    [],
  );
  const removeItem = useCallback((id: string) => setItems((current) => current.filter((existing) => existing._id !== id)), []);
  /** Swaps an item with its neighbour before (-1) or after (+1) it, as the server did with their order. */
  const moveItem = useCallback(
    (id: string, offset: -1 | 1) =>
      setItems((current) => {
        const from = current.findIndex((existing) => existing._id === id);
        const to = from + offset;
        if (from === -1 || to < 0 || to >= current.length) return current;
        const next = [...current];
        [next[from], next[to]] = [next[to]!, next[from]!];
        return next;
      }),
    [],
  );

  return { items, status, error, reload, appendItem, prependItem, replaceItem, removeItem, moveItem };
}

export type ResourceList<Item extends { _id: string }> = ReturnType<typeof useResourceList<Item>>;
