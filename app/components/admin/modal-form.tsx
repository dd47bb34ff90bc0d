import type { ReactNode } from "react";
import { Spinner } from "../ui/icons";
import { ModalDialog } from "./modal-dialog";
import { submitFocusingErrors } from "./submit-focusing-errors";

type Props = {
  open: boolean;
  title: string;
  submitLabel: string;
  saving: boolean;
  /** Resolves false when the form was refused, so the first invalid field takes the focus. */
  onSubmit: () => Promise<boolean>;
  /** Cancel, Escape and the close icon: the screen resets the form. */
  onClose: () => void;
  size?: "lg" | "xl";
  children: ReactNode;
};

/** An add/edit form in a modal dialog; while saving, the submit button is disabled and reads "Uploading...". */
export function ModalForm({ open, title, submitLabel, saving, onSubmit, onClose, size, children }: Props) {
  return (
    <ModalDialog open={open} title={title} onClose={onClose} size={size}>
      <form noValidate onSubmit={submitFocusingErrors(onSubmit)} aria-busy={saving}>
        <div className="space-y-5 px-5 py-5 sm:px-6">{children}</div>
        <div className="sticky bottom-0 flex justify-end gap-3 border-t border-line bg-surface px-5 py-4 sm:px-6">
          <button type="button" className="btn-outline" onClick={onClose}>
            Cancel
          </button>
          <SubmitButton saving={saving} label={submitLabel} />
        </div>
      </form>
    </ModalDialog>
  );
}

export function SubmitButton({ saving, label, className = "btn-primary" }: { saving: boolean; label: string; className?: string }) {
  return (
    <button type="submit" className={className} disabled={saving}>
      {saving ? (
        <>
          <Spinner className="h-4 w-4 text-current" /> Uploading...
        </>
      ) : (
        label
      )}
    </button>
  );
}
