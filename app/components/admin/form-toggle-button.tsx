import { PlusIcon } from "./admin-icons";

type Props = {
  /** Whether the add or edit form is open. */
  open: boolean;
  /** "Add New Faculty", "Add Committee", … */
  addLabel: string;
  onOpen: () => void;
  onClose: () => void;
};

/** A management screen's main button: it opens the add form, and reads "Close Form" while a form is open. */
export function FormToggleButton({ open, addLabel, onOpen, onClose }: Props) {
  return (
    <button type="button" className={open ? "btn-outline" : "btn-primary"} aria-haspopup="dialog" onClick={open ? onClose : onOpen}>
      {open ? (
        "Close Form"
      ) : (
        <>
          <PlusIcon /> {addLabel}
        </>
      )}
    </button>
  );
}
