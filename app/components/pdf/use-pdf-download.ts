import { useCallback, useState } from "react";

/**
 * Downloads a PDF as a file with JavaScript, so a missing or failing document gives the visitor
 * a clear message instead of a browser error page. `errorMessage` is what the alert says.
 */
export function usePdfDownload(errorMessage: string) {
  const [downloading, setDownloading] = useState(false);

  const download = useCallback(
    async (href: string, fileName: string) => {
      setDownloading(true);
      try {
        const response = await fetch(href);
        if (!response.ok) throw new Error(`${href} answered ${response.status}`);
        const blob = await response.blob();
        const objectUrl = URL.createObjectURL(blob);
        const anchor = document.createElement("a");
        anchor.href = objectUrl;
        anchor.download = fileName;
        document.body.append(anchor);
        anchor.click();
        anchor.remove();
        // The browser reads the blob asynchronously after the click; revoking at once can cancel it.
        setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
      } catch (error) {
        console.warn("PDF download failed", error);
        window.alert(errorMessage);
      } finally {
        setDownloading(false);
      }
    },
    [errorMessage],
  );

  return { download, downloading };
}
