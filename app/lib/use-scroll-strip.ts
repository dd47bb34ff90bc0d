import { useEffect, useRef, useState, type CSSProperties } from "react";

/** The strip's current item: a selected tab, or the link to the page being shown. */
const CURRENT_ITEM = '[aria-selected="true"], [aria-current="page"]';
const FADE = "2rem";

/** Fades the edges behind which more of the strip waits, so it is plain that the strip scrolls. */
function edgeFade(before: boolean, after: boolean): CSSProperties | undefined {
  if (!before && !after) return undefined;
  const mask = `linear-gradient(to right, ${before ? "transparent" : "black"}, black ${FADE}, black calc(100% - ${FADE}), ${after ? "transparent" : "black"})`;
  return { maskImage: mask, WebkitMaskImage: mask };
}

/**
 * A row of tabs or links that scrolls sideways on a narrow screen: keeps its current item wholly
 * in view (centred when it had to move), and fades an edge while more items wait past it.
 * `current` is whatever identifies the current item; the strip scrolls when it changes.
 */
export function useScrollStrip<Strip extends HTMLElement>(current: unknown) {
  const ref = useRef<Strip>(null);
  const [more, setMore] = useState({ before: false, after: false });
  const scrolledOnce = useRef(false);

  useEffect(() => {
    const strip = ref.current;
    const item = strip?.querySelector<HTMLElement>(CURRENT_ITEM);
    if (!strip || !item) return;
    const stripBox = strip.getBoundingClientRect();
    const itemBox = item.getBoundingClientRect();
    const wholly = itemBox.left >= stripBox.left && itemBox.right <= stripBox.right;
    if (!wholly) {
      const left = strip.scrollLeft + itemBox.left - stripBox.left - (stripBox.width - itemBox.width) / 2;
      // Where the page opens it is simply there; a later change glides, unless motion is unwelcome.
      const glide = scrolledOnce.current && !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      strip.scrollTo({ left, behavior: glide ? "smooth" : "instant" });
    }
    scrolledOnce.current = true;
  }, [current]);

  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const update = () => {
      const before = strip.scrollLeft > 1;
      const after = strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1;
      setMore((shown) => (shown.before === before && shown.after === after ? shown : { before, after }));
    };
    update();
    strip.addEventListener("scroll", update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(strip);
    return () => {
      strip.removeEventListener("scroll", update);
      resized.disconnect();
    };
  }, []);

  return { ref, style: edgeFade(more.before, more.after) };
}
