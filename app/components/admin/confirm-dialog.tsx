import { useCallback, useId, useRef, useState } from "react";
import { ModalDialog } from "./modal-dialog";

type Question = { message: string; confirmLabel: string };

/**
 * An accessible stand-in for window.confirm: `await confirm("Are you sure …?")` resolves true
 * or false; render `confirmDialog` once in the screen.
 */
export function useConfirm() {
  const [question, setQuestion] = useState<Question | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);
  const messageId = useId();

  const confirm = useCallback((message: string, confirmLabel = "Delete") => {
    resolver.current?.(false);
    setQuestion({ message, confirmLabel });
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setQuestion(null);
  };

  const confirmDialog = (
    <ModalDialog open={question !== null} title="Please confirm" role="alertdialog" describedBy={messageId} size="sm" onClose={() => answer(false)}>
      <div className="px-5 py-5 sm:px-6">
        <p id={messageId} className="text-base text-ink">
          {question?.message}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          {/* The harmless answer takes the focus, so a stray Enter deletes nothing. */}
          <button type="button" className="btn-outline" data-autofocus="true" onClick={() => answer(false)}>
            Cancel
          </button>
          <button type="button" className="btn-danger" onClick={() => answer(true)}>
            {question?.confirmLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );

  return { confirm, confirmDialog };
}
