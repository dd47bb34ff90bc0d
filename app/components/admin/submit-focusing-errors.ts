import type { FormEvent } from "react";

/**
 * A submit handler that, when the form is refused, moves the focus to the first field marked
 * invalid — so keyboard and screen-reader users land on the message instead of hunting for it.
 */
export function submitFocusingErrors(onSubmit: () => Promise<boolean>) {
  return async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (await onSubmit()) return;
    // After React has rendered the messages.
    requestAnimationFrame(() => form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
  };
}
