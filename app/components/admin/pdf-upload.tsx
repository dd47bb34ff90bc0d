import { useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { pdfProblem, usePdfUpload } from "../../lib/use-pdf-upload";
import { FormField } from "./form-field";
import { UploadProgress } from "./upload-progress";

type Props<Answer> = {
  id: string;
  label: string;
  hint?: string;
  /** Where the PDF goes: a document (PUT) or the files (POST). */
  path: string;
  method?: "POST" | "PUT";
  /** Said when the upload fails and the server gave no words of its own. */
  failure: string;
  onUploaded: (answer: Answer, file: File) => void;
};

/**
 * Choose a PDF and it goes up at once, with its progress; a file that is no PDF or too large is
 * refused before the upload, and the server's refusal shows under the control.
 */
export function PdfUpload<Answer>({ id, label, hint, path, method = "POST", failure, onUploaded }: Props<Answer>) {
  const pdf = usePdfUpload();
  const [error, setError] = useState<string | null>(null);
  const uploading = pdf.progress !== null;

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
    <FormField id={id} label={label} hint={hint} error={error ?? undefined}>
      {(control) => (
        <div className="space-y-2">
          <input
            {...control}
            required={false}
            type="file"
            accept="application/pdf,.pdf"
            disabled={uploading}
            className="field-file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Emptied at once: the progress bar shows what is going up, and the same file may be chosen again.
              event.target.value = "";
              if (file) void upload(file);
            }}
          />
          {uploading && <UploadProgress label={`Uploading: ${label}`} percent={pdf.progress ?? 0} />}
        </div>
      )}
    </FormField>
  );
}
