import { useId, useRef, useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { pdfProblem, usePdfUpload } from "../../lib/admin/use-pdf-upload";
import { UploadIcon } from "./admin-icons";
import { UploadProgress } from "./upload-progress";

type Props<Answer> = {
  /** The button's words, e.g. "Replace". */
  label: string;
  /** Its accessible name when the words alone do not say which document ("Replace Class Timetable"); it starts with `label`. */
  name?: string;
  hint?: string;
  /** Where the PDF goes: a document (PUT) or the files (POST). */
  path: string;
  method?: "POST" | "PUT";
  /** Said when the upload fails and the server gave no words of its own. */
  failure: string;
  onUploaded: (answer: Answer, file: File) => void;
};

/**
 * A button that asks for a PDF, which then goes up at once with its progress. A file that is no
 * PDF or too large is refused before the upload; the server's refusal shows under the button,
 * which it describes, so a screen reader says why.
 */
export function PdfUpload<Answer>({ label, name = label, hint, path, method = "POST", failure, onUploaded }: Props<Answer>) {
  const pdf = usePdfUpload();
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const uploading = pdf.progress !== null;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;

  async function upload(file: File) {
    const problem = pdfProblem(file);
    setError(problem);
    if (problem) return;
    try {
      onUploaded(await pdf.upload<Answer>(path, file, method), file);
    } catch (reason) {
      setError(errorMessage(reason, failure));
    }
  }

  return (
    <div className="space-y-2">
      <button
        type="button"
        className="btn-outline"
        aria-label={name === label ? undefined : name}
        aria-describedby={describedBy}
        disabled={uploading}
        onClick={() => inputRef.current?.click()}
      >
        <UploadIcon /> {label}
      </button>
      <input
        ref={inputRef}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied at once, so the same file may be chosen again.
          event.target.value = "";
          if (file) void upload(file);
        }}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {uploading && <UploadProgress label={`Uploading the PDF for ${name}`} percent={pdf.progress ?? 0} />}
      {error && (
        <p id={`${id}-error`} role="alert" className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
