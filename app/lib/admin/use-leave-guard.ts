import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";

/**
 * While `unsaved`, leaving the screen asks first, so changes are never lost silently: a link, the
 * menu or Back asks through `ask` (the screen's own confirm dialog, resolving whether to leave),
 * and closing or reloading the tab through the browser's question.
 */
export function useLeaveGuard(unsaved: boolean, ask: () => Promise<boolean>) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  // The blocker's latest state, for the answer that comes after the question was asked.
  const latest = useRef(blocker);
  useEffect(() => {
    latest.current = blocker;
  });

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    void ask().then((leave) => {
      const current = latest.current;
      if (current.state !== "blocked") return;
      if (leave) current.proceed();
      else current.reset();
    });
  }, [blocker.state, ask]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when this is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);
}
