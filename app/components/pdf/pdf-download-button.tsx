import { Spinner } from "../ui/icons";
import { DownloadIcon } from "./pdf-icons";
import { useT } from "../../i18n/i18n";
import { documentDownloadPath } from "../../../common/document.resource";
import { usePdfDownload } from "./use-pdf-download";

type PdfDownloadButtonProps = {
  /** The document's name on the server, e.g. "SIF.pdf". */
  file: string;
  /** The name the saved file gets; defaults to `file`. */
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
export function PdfDownloadButton({
  file,
  fileName = file,
  errorMessage,
  className = "btn-primary",
  children,
}: PdfDownloadButtonProps) {
  const t = useT();
  const { download, downloading } = usePdfDownload(errorMessage ?? t("pdf.downloadFailed"));
  const href = documentDownloadPath(file);

  function onClick(event: React.MouseEvent<HTMLAnchorElement>) {
    // Let the browser handle "open in new tab" and similar gestures as an ordinary link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!downloading) void download(href, fileName);
  }

  return (
    <a href={href} download={fileName} onClick={onClick} aria-busy={downloading || undefined} className={className}>
      {downloading ? <Spinner className="h-4 w-4 text-current" /> : <DownloadIcon />}
      {children}
    </a>
  );
}
