import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { CloseIcon } from "../ui/icons";

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null || element === document.activeElement);
}

type Props = {
  open: boolean;
  title: string;
  /** Called by Escape and the close icon (and whatever else the content offers). */
  onClose: () => void;
  children: ReactNode;
  /** `alertdialog` for questions that need an answer (the delete confirmation). */
  role?: "dialog" | "alertdialog";
  /** Id of the element that explains the dialog, read out after the title. */
  describedBy?: string;
  /** `xl` for a form whose English and Marathi texts stand side by side. */
  size?: "sm" | "lg" | "xl";
};

/**
 * A modal dialog: labelled by its title, focus kept inside (Tab and Shift+Tab wrap), Escape
 * and the close icon call onClose, focus returns to the opener afterwards. It is a portal with
 * aria-modal rather than a native <dialog>, because the top layer would cover the toasts that
 * report what the dialog just did.
 */
export function ModalDialog({ open, title, onClose, children, role = "dialog", describedBy, size = "lg" }: Props) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    if (!panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.querySelector<HTMLElement>("[data-autofocus]") ?? focusablesIn(panel).find((element) => !element.dataset.dialogClose) ?? panel;
    first.focus();

    const bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== "Tab" || !panel) return;
      const items = focusablesIn(panel);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const [firstItem, lastItem] = [items[0], items[items.length - 1]];
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || !panel.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !panel.contains(active))) {
        event.preventDefault();
        firstItem.focus();
      }
    }
    // Focus that escapes some other way (a click on the page behind) is brought back.
    function onFocusIn(event: FocusEvent) {
      if (panel && event.target instanceof Node && !panel.contains(event.target)) (focusablesIn(panel)[0] ?? panel).focus();
    }
    document.addEventListener("keydown", onKeyDown, true);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown, true);
      document.removeEventListener("focusin", onFocusIn);
      document.body.style.overflow = bodyOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-brand-950/60 sm:items-center sm:p-6">
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`flex max-h-[92dvh] w-full flex-col rounded-t-card bg-surface shadow-card ring-1 ring-line/70 sm:rounded-card ${
          { sm: "sm:max-w-md", lg: "sm:max-w-2xl", xl: "sm:max-w-4xl" }[size]
        }`}
      >
        <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
          <h2 id={titleId} className="text-xl font-semibold">
            {title}
          </h2>
          <button
            type="button"
            data-dialog-close="true"
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-brand-50 hover:text-brand-800"
            aria-label="Close"
            onClick={() => onCloseRef.current()}
          >
            <CloseIcon className="h-5 w-5" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
