import { useState } from "react";
import toast from "react-hot-toast";
import { apiRequest, errorMessage } from "./api-client";

type Options<Item> = {
  /** The DELETE address of one record. */
  pathOf: (item: Item) => string;
  /** Asks the question of spec §5 ("Are you sure you want to delete this …?"); see useConfirm. */
  confirm: (question: string) => Promise<boolean>;
  question: string;
  messages: { deleted: string; failed: string };
  onDeleted: (item: Item) => void;
};

/** Every delete of the back office: ask, call the API, tell the outcome, update the list. */
export function useDeleteRecord<Item extends { _id: string }>({ pathOf, confirm, question, messages, onDeleted }: Options<Item>) {
  const [deletingId, setDeletingId] = useState<string | null>(null);

  async function deleteRecord(item: Item) {
    if (!(await confirm(question))) return;
    setDeletingId(item._id);
    try {
      await apiRequest(pathOf(item), { method: "DELETE" });
      toast.success(messages.deleted);
      onDeleted(item);
    } catch (error) {
      toast.error(errorMessage(error, messages.failed));
    } finally {
      setDeletingId(null);
    }
  }

  return { deleteRecord, deletingId };
}
