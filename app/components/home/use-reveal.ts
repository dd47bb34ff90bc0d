import { useEffect, useRef, useState } from "react";

/**
 * "hidden" only when a section is still below the screen after the page became interactive, so
 * it can fade in when scrolled to. Without JavaScript, with reduced motion, or when it is already
 * in view, it simply stays "shown": nothing is ever hidden that the visitor could be looking at.
 */
export function useReveal<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const [state, setState] = useState<"shown" | "hidden">("shown");

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;

    setState("hidden");
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState("shown");
          observer.disconnect();
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { ref, state };
}
