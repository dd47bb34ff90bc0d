import { recordPath, type Resource } from "../../../common/resource";
import { apiRequest } from "../api-client";
import { useAction } from "./use-action";

/** A resource whose records the admin screen deletes, with the words for it. */
type DeletableResource = Pick<Resource, "path"> & {
  messages: { deleted: string };
  /** `deleted`: the screen's toast, where it differs from the API's message. */
  labels: { confirmDelete: string; deleteFailed: string; deleted?: string };
};

type Options<Item> = {
  resource: DeletableResource;
  /** Asks "Are you sure you want to delete this …?" before every delete; see useConfirm. */
  confirm: (question: string) => Promise<boolean>;
  onDeleted: (item: Item) => void;
};

/** Every delete of the back office: ask, call the API, tell the outcome, update the list. */
export function useDeleteRecord<Item extends { _id: string }>({ resource, confirm, onDeleted }: Options<Item>) {
  const { busy: deletingId, run } = useAction<string>();
  const { labels, messages } = resource;

  async function deleteRecord(item: Item) {
    if (!(await confirm(labels.confirmDelete))) return;
    await run(item._id, labels.deleteFailed, async () => {
      await apiRequest(recordPath(resource, item._id), { method: "DELETE" });
      onDeleted(item);
      return labels.deleted ?? messages.deleted;
    });
  }

  return { deleteRecord, deletingId };
}
