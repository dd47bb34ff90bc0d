import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n/i18n";
import { Spinner } from "../ui/icons";
import { DocumentIcon, ExternalIcon } from "./pdf-icons";
import { documentDownloadPath } from "../../../common/document.resource";

const frameClass = "relative h-full w-full border-0 bg-transparent";

type PdfViewerProps = {
  /** The document's name on the server, e.g. "dpharma-syllabus.pdf". */
  file: string;
  /** What the document is, e.g. "D.Pharm Syllabus"; names the frame for screen readers. */
  title: string;
  /** Whether the server has the file (the page loader asks the documents service). */
  available: boolean;
  /** The noun for the empty state: "syllabus" gives "No syllabus available." */
  noun: string;
};

/**
 * A PDF shown inside the page (800 px high on tablets and computers; 75 % of the screen height on
 * phones, where an 800 px frame would hide the page around it), with a spinner until it has
 * loaded and a direct link for phones whose browsers cannot show PDFs inside a page.
 *
 * The viewer sits far down its pages, and the PDF and the browser's viewer are heavy for a slow
 * phone, so the frame is only created once the visitor scrolls within a screen of it. Without
 * JavaScript the browser shows the frame itself.
 */
export function PdfViewer({ file, title, available, noun }: PdfViewerProps) {
  const t = useT();
  const boxRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const src = documentDownloadPath(file);

  useEffect(() => {
    const box = boxRef.current;
    if (!box || !available) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [available]);

  if (!available) {
    return (
      <div className="card flex flex-col items-center gap-3 px-6 py-14 text-center">
        <span className="grid h-14 w-14 place-items-center rounded-full bg-brand-50 text-brand-600">
          <DocumentIcon />
        </span>
        <p className="text-lg font-semibold text-brand-900">{t("pdf.none", { noun })}</p>
        <p className="max-w-md text-sm text-muted">
          {t("pdf.notPublished")}
        </p>
      </div>
    );
  }

  return (
    <figure className="card overflow-hidden">
      <figcaption className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-5">
        <span className="flex items-center gap-2 font-semibold text-brand-900">
          <DocumentIcon className="h-5 w-5 shrink-0 text-brand-600" />
          {title}
        </span>
        <a
          href={src}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          {t("pdf.fullScreen")}
          <ExternalIcon />
          <span className="sr-only">{t("pdf.opensInNewTab", { title })}</span>
        </a>
      </figcaption>
      <div ref={boxRef} className="relative h-[75vh] bg-brand-50 sm:h-[800px]" aria-busy={!loaded}>
        {!loaded && (
          // Painted behind the transparent frame, so without JavaScript it never covers the document.
          <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-sm text-muted">
            <Spinner className="h-8 w-8 text-brand-600" />
            {t("pdf.loading", { noun })}
          </div>
        )}
        {near ? (
          <iframe src={src} title={title} onLoad={() => setLoaded(true)} className={frameClass} />
        ) : (
          <noscript>
            <iframe src={src} title={title} loading="lazy" className={frameClass} />
          </noscript>
        )}
      </div>
    </figure>
  );
}
