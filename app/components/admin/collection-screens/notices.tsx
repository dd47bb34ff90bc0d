import toast from "react-hot-toast";
import { documentResource, fileUploadPath } from "../../../../common/document.resource";
import type { CollectionScreenParts } from "../collection-screen";
import { PdfUpload } from "../pdf-upload";

/** The notices' File takes a PDF uploaded on the spot (a circular, a timetable, a result), as the news screen's link does. */
export const noticeScreen: CollectionScreenParts = {
  // The file on a row of its own, under the short fields, with room for its upload.
  formOrder: ["title", "titleMr", "body", "bodyMr", "category", "expiresAt", "file", "pinned"],
  fieldSpecs: { file: { wide: true } },
  fieldAddons: {
    file: (form) => (
      <PdfUpload<{ url: string }>
        label="Upload a PDF"
        hint="Uploads a PDF (up to 20 MB) and puts its address in File."
        path={fileUploadPath}
        failure={documentResource.labels.fileUploadFailed}
        onUploaded={(answer) => {
          form.setValue("file", answer.url);
          toast.success(documentResource.messages.fileUploaded);
        }}
      />
    ),
  },
};
