import { useCallback } from "react";
import { useApiData, type LoadOptions, type LoadStatus } from "./use-api-data";

/** Every admin list is idle, loading, succeeded or failed, so each screen shows a spinner, an error or the list alike. */
export type ListStatus = LoadStatus;

/** A list is a plain array; anything else is treated as empty rather than breaking the screen. */
const asList = <Item,>(payload: unknown): Item[] => (Array.isArray(payload) ? (payload as Item[]) : []);

/**
 * A list loaded from the JSON API with its status, plus the local changes the screens make
 * after a write (append, replace, remove by `_id`) so they need not reload everything.
 */
export function useResourceList<Item extends { _id: string }>(path: string, options: LoadOptions) {
  const { data, setData, status, error, reload } = useApiData<unknown>(path, options);
  const items = asList<Item>(data);

  const change = useCallback((update: (items: Item[]) => Item[]) => setData((current: unknown) => update(asList<Item>(current))), [setData]);
  const appendItem = useCallback((item: Item) => change((current) => [...current, item]), [change]);
  const prependItem = useCallback((item: Item) => change((current) => [item, ...current]), [change]);
  const replaceItem = useCallback(
    (item: Item) => change((current) => current.map((existing) => (existing._id === item._id ? item : existing))),
    [change],
  );
  const removeItem = useCallback((id: string) => change((current) => current.filter((existing) => existing._id !== id)), [change]);
  /** Keeps only the items that match, when a write removed all the others (a password change, the other sessions). */
  const keepItems = useCallback((keep: (item: Item) => boolean) => change((current) => current.filter(keep)), [change]);
  /** Swaps an item with its neighbour before (-1) or after (+1) it, as the server did with their order. */
  const moveItem = useCallback(
    (id: string, offset: -1 | 1) =>
      change((current) => {
        const from = current.findIndex((existing) => existing._id === id);
        const to = from + offset;
        if (from === -1 || to < 0 || to >= current.length) return current;
        const next = [...current];
        [next[from], next[to]] = [next[to]!, next[from]!];
        return next;
      }),
    [change],
  );

  return { items, status, error, reload, appendItem, prependItem, replaceItem, removeItem, keepItems, moveItem };
}

export type ResourceList<Item extends { _id: string }> = ReturnType<typeof useResourceList<Item>>;
