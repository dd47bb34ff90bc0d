import { useEffect, useState } from "react";

/** The longest wait a browser's timer takes (about 24 days); a longer one would fire at once. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * The time now, read again when `next` comes (a scheduled record's publication), so what a
 * screen says as of now ("Scheduled for 10:00") changes when it stops being true, without a
 * reload. Nothing ticks while nothing is coming.
 */
export function useClock(next: (now: Date) => number | null): Date {
  const [now, setNow] = useState(() => new Date());
  const coming = next(now);
  useEffect(() => {
    if (coming === null) return;
    // A moment after the time itself, so the time has surely come when the screen looks again.
    const timer = setTimeout(() => setNow(new Date()), Math.min(Math.max(coming - Date.now(), 0) + 250, LONGEST_WAIT_MS));
    return () => clearTimeout(timer);
  }, [coming, now]);
  return now;
}
