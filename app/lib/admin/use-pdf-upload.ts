import { useCallback, useState } from "react";
import { MAX_PDF_UPLOAD_BYTES, NOT_A_PDF, PDF_TOO_LARGE, PDF_UPLOAD_FIELD } from "../../../common/document.resource";
import { uploadFile } from "../api-client";

/**
 * Why a chosen file cannot go up as a PDF, or null. The server judges the bytes; this only spares
 * a clerk on slow data a long upload that would be refused.
 */
export function pdfProblem(file: File): string | null {
  if (file.type !== "application/pdf" && !/\.pdf$/i.test(file.name)) return NOT_A_PDF;
  if (file.size > MAX_PDF_UPLOAD_BYTES) return PDF_TOO_LARGE;
  return null;
}

/** A PDF on its way up (multipart field `file`), with its progress: a document's new file (PUT) or a file for the news (POST). */
export function usePdfUpload() {
  const [progress, setProgress] = useState<number | null>(null);

  /** The server's answer; throws the ApiError of a refused upload (its 413 or 415 message). */
  const upload = useCallback(async <Answer>(path: string, file: File, method: "POST" | "PUT" = "POST"): Promise<Answer> => {
    setProgress(0);
    try {
      return await uploadFile<Answer>(path, PDF_UPLOAD_FIELD, file, setProgress, method);
    } finally {
      setProgress(null);
    }
  }, []);

  return { progress, upload };
}
