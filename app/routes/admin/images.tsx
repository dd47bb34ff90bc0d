import { useState } from "react";
import toast from "react-hot-toast";
import type { FieldDescription } from "../../../common/fields";
import { imageSources } from "../../../common/image-sources";
import { IMAGE_SECTIONS, imageCollection, imageSectionPath, type ImageRecord, type ImageSection } from "../../../common/image.collection";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { XIcon } from "../../components/admin/admin-icons";
import { screenWordsOf } from "../../components/admin/collection-screen";
import { useConfirm } from "../../components/admin/confirm-dialog";
import { ListStates } from "../../components/admin/data-state";
import { FormField } from "../../components/admin/form-field";
import { ImagePicker } from "../../components/admin/image-picker";
import { SubmitButton } from "../../components/admin/modal-form";
import { Tabs } from "../../components/admin/tabs";
import { adminMeta } from "../../lib/admin/admin-meta";
import { saveRecord } from "../../lib/admin/save-record";
import { useDeleteRecord } from "../../lib/admin/use-delete-record";
import { SERVER_IMAGE_TYPES, uploadChosenImage, useImageUpload } from "../../lib/admin/use-image-upload";
import { useResourceList } from "../../lib/admin/use-resource-list";
import { useSave } from "../../lib/admin/use-save";
import type { Route } from "./+types/images";

const { labels, paths, key, fields } = imageCollection;
/** What the screen adds and deletes, with its words (its toasts end with "!", unlike the API's messages). */
const resource = {
  path: paths.admin,
  key,
  messages: screenWordsOf(imageCollection, ["created", "deleted"]),
  labels: { ...screenWordsOf(imageCollection, ["confirmDelete", "deleteFailed"]), deleted: labels.deleted },
};

export const meta: Route.MetaFunction = () => adminMeta(labels.title);

const sectionLabels: Record<ImageSection, string> = {
  gallery: "Gallery",
  events: "Events",
  campus: "Campus",
  laboratories: "Laboratories",
  library: "Library",
};
const sectionTabs = IMAGE_SECTIONS.map((key) => ({ key, label: sectionLabels[key] }));
const BOTH_NEEDED = "Please select both a section and an image";
// The form's words are the declaration's.
const sectionField = fields.section.description;
const captionField: FieldDescription = fields.caption.description;
const captionMrField: FieldDescription = fields.captionMr.description;

function isSection(value: string): value is ImageSection {
  return (IMAGE_SECTIONS as readonly string[]).includes(value);
}

export default function ImageGalleryManagement() {
  const [activeSection, setActiveSection] = useState<ImageSection>("gallery");
  const list = useResourceList<ImageRecord>(imageSectionPath(activeSection), {
    failure: labels.loadFailed,
    onError: (message) => toast.error(message),
  });

  const [uploadSection, setUploadSection] = useState("");
  const [caption, setCaption] = useState("");
  const [captionMr, setCaptionMr] = useState("");
  const [missing, setMissing] = useState(false);
  const upload = useImageUpload({ types: SERVER_IMAGE_TYPES, typeMessage: "Please choose a JPEG, PNG or WebP image" });
  // A refused upload and a refused save both say the upload failed: to the clerk they are one step.
  const saver = useSave(labels.uploadFailed);
  const formError = missing ? BOTH_NEEDED : (saver.refusal?.message ?? null);
  const { clearRefusal } = saver;
  /** A changed choice answers whatever the form said. */
  const clearFormError = () => {
    setMissing(false);
    clearRefusal();
  };

  const { confirm, confirmDialog } = useConfirm();
  const { deleteRecord, deletingId } = useDeleteRecord<ImageRecord>({
    resource,
    confirm,
    onDeleted: (image) => list.removeItem(image._id),
  });

  /** The section chosen, or null after saying that a section and an image are both needed. */
  function chosenSection(): ImageSection | null {
    const complete = isSection(uploadSection) && upload.file !== null;
    setMissing(!complete);
    return complete ? uploadSection : null;
  }

  function onUpload(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void saver.save(chosenSection(), async (section) => {
      const url = await uploadChosenImage(upload);
      const image = await saveRecord<ImageRecord>(resource, { url, section, caption, captionMr });
      // Show the new picture where it went.
      if (section === activeSection && image) list.prependItem(image);
      else setActiveSection(section);
      setUploadSection("");
      setCaption("");
      setCaptionMr("");
      upload.clear();
      return labels.uploaded;
    });
  }

  return (
    <section>
      <AdminPageHeader
        title={labels.title}
        description="Pictures for the home-page gallery and the events, campus, laboratories and library pages. Large photos are resized automatically."
      />

      <form noValidate onSubmit={onUpload} aria-labelledby="upload-heading" className="card mb-8 p-5 sm:p-6">
        <h2 id="upload-heading" className="mb-4 text-lg font-semibold">
          Upload a new image
        </h2>
        <div className="grid gap-5 md:grid-cols-2">
          <FormField id="upload-section" label={sectionField.label}>
            {(control) => (
              <select
                {...control}
                className="field-input"
                value={uploadSection}
                onChange={(event) => {
                  setUploadSection(event.target.value);
                  clearFormError();
                }}
              >
                <option value="">Choose a section</option>
                {sectionTabs.map((section) => (
                  <option key={section.key} value={section.key}>
                    {section.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <ImagePicker
            id="upload-image"
            label="Image"
            upload={upload}
            accept={SERVER_IMAGE_TYPES.join(",")}
            hint="JPEG, PNG or WebP, up to 10 MB."
            onChosen={clearFormError}
          />
          <FormField id="upload-caption" label={captionField.formLabel ?? captionField.label} hint={captionField.hint}>
            {(control) => (
              <input {...control} className="field-input" maxLength={captionField.max} value={caption} onChange={(event) => setCaption(event.target.value)} />
            )}
          </FormField>
          <FormField id="upload-caption-mr" label={captionMrField.formLabel ?? captionMrField.label} hint={captionMrField.hint}>
            {(control) => (
              <input
                {...control}
                className="field-input"
                lang="mr"
                maxLength={captionMrField.max}
                value={captionMr}
                onChange={(event) => setCaptionMr(event.target.value)}
              />
            )}
          </FormField>
        </div>
        {formError && (
          <p role="alert" className="mt-5 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {formError}
          </p>
        )}
        <div className="mt-5 flex justify-end">
          <SubmitButton saving={saver.saving} label="Upload Image" />
        </div>
      </form>

      <Tabs label="Image sections" tabs={sectionTabs} selected={activeSection} onSelect={setActiveSection}>
        <ListStates
          status={list.status}
          loading="Loading images..."
          failure={list.error ?? labels.loadFailed}
          empty="No images uploaded yet"
          isEmpty={list.items.length === 0}
          onRetry={list.reload}
        >
          <ul className="grid grid-cols-2 items-start gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
            {list.items.map((image, index) => (
              <li key={image._id} className="relative overflow-hidden rounded-xl bg-brand-50 ring-1 ring-line">
                <img
                  id={`image-${image._id}`}
                  {...imageSources(image.url)}
                  sizes="(min-width: 1024px) 240px, (min-width: 640px) 30vw, 45vw"
                  alt={image.caption || image.title || `${sectionLabels[image.section] ?? image.section} image ${index + 1}`}
                  loading="lazy"
                  decoding="async"
                  className="block aspect-[4/3] w-full object-cover"
                />
                <button
                  type="button"
                  aria-label="Delete image"
                  aria-describedby={`image-${image._id}`}
                  disabled={deletingId === image._id}
                  onClick={() => deleteRecord(image)}
                  className="absolute top-2 right-2 inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/95 text-red-700 shadow-card ring-1 ring-line transition hover:bg-red-700 hover:text-white disabled:opacity-60"
                >
                  <XIcon className="h-5 w-5" />
                </button>
                {(image.caption || image.title) && (
                  <p aria-hidden="true" className="truncate bg-surface px-3 py-2 text-xs text-muted">
                    {image.caption || image.title}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </ListStates>
      </Tabs>
      {confirmDialog}
    </section>
  );
}
