import { Spinner } from "../ui/icons";
import { DownloadIcon } from "./pdf-icons";
import { useT } from "../../i18n/i18n";
import { documentDownloadPath } from "../../../common/document.resource";
import { usePdfDownload } from "./use-pdf-download";

/** One of the six documents by its name on the server ("SIF.pdf"), or any PDF of the site by its address (a notice's `/files/…`). */
type Target = { file: string; href?: never } | { href: string; file?: never };

type PdfDownloadButtonProps = Target & {
  /** The name the saved file gets; defaults to the document's name, or the last part of the address. */
  fileName?: string;
  /** The alert shown when the download fails; a general one in the page's language by default. */
  errorMessage?: string;
  className?: string;
  children: React.ReactNode;
};

/**
 * A download link that works before JavaScript arrives (a plain `<a download>`); once the page
 * is interactive it fetches the file itself so a failure can be explained in plain words.
 */
export function PdfDownloadButton({ file, href: address, fileName, errorMessage, className = "btn-primary", children }: PdfDownloadButtonProps) {
  const t = useT();
  const { download, downloading } = usePdfDownload(errorMessage ?? t("pdf.downloadFailed"));
  const href = address ?? documentDownloadPath(file!);
  const savedAs = fileName ?? file ?? href.slice(href.lastIndexOf("/") + 1);

  function onClick(event: React.MouseEvent<HTMLAnchorElement>) {
    // Let the browser handle "open in new tab" and similar gestures as an ordinary link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!downloading) void download(href, savedAs);
  }

  return (
    <a href={href} download={savedAs} onClick={onClick} aria-busy={downloading || undefined} className={className}>
      {downloading ? <Spinner className="h-4 w-4 text-current" /> : <DownloadIcon />}
      {children}
    </a>
  );
}
