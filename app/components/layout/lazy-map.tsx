import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n/i18n";

/** The map iframe is heavy; it loads only once its place scrolls into view. */
export function LazyMap({ embedUrl, linkUrl, title }: { embedUrl: string; linkUrl: string; title: string }) {
  const placeholderRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const t = useT();

  useEffect(() => {
    const element = placeholderRef.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={placeholderRef} className="relative aspect-[4/3] overflow-hidden rounded-xl bg-brand-900 ring-1 ring-white/10">
      {visible ? (
        <iframe title={title} src={embedUrl} className="absolute inset-0 h-full w-full border-0" loading="lazy" />
      ) : (
        <div className="absolute inset-0 grid place-items-center text-sm text-brand-200">{t("frame.mapWaiting")}</div>
      )}
      <a
        href={linkUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="absolute right-2 bottom-2 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand-800 shadow"
      >
        {t("frame.largerMap")}
        <span className="sr-only"> {t("frame.newTab")}</span>
      </a>
    </div>
  );
}
