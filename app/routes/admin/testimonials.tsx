import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { collectionRecordPath } from "../../../common/collection";
import { imageCollection } from "../../../common/image.collection";
import { allTestimonialsPath, testimonialCollection, type Testimonial } from "../../../common/testimonial.collection";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { PencilIcon, TrashIcon } from "../../components/admin/admin-icons";
import { useConfirm } from "../../components/admin/confirm-dialog";
import { screenWordsOf } from "../../components/admin/collection-screen";
import { ListStates } from "../../components/admin/data-state";
import {
  collectionFieldErrors,
  collectionFieldSpecs,
  collectionFormSchema,
  collectionInput,
  collectionValues,
  type CollectionValues,
} from "../../components/admin/collection-form";
import { FormAlert, FormFields } from "../../components/admin/form-field";
import { ImagePicker } from "../../components/admin/image-picker";
import { SubmitButton } from "../../components/admin/modal-form";
import { CardButton, RecordCard } from "../../components/admin/record-card";
import { SearchBox } from "../../components/admin/search-box";
import { submitFocusingErrors } from "../../components/admin/submit-focusing-errors";
import { Switch } from "../../components/admin/switch";
import { adminMeta } from "../../lib/admin/admin-meta";
import { apiRequest, errorMessage } from "../../lib/api-client";
import { useAction } from "../../lib/admin/use-action";
import { useDeleteRecord } from "../../lib/admin/use-delete-record";
import { useImageUpload } from "../../lib/admin/use-image-upload";
import { useRecordEditor } from "../../lib/admin/use-record-editor";
import { useResourceList } from "../../lib/admin/use-resource-list";
import type { Route } from "./+types/testimonials";

const collection = testimonialCollection;
const { messages, labels, paths } = collection;

export const meta: Route.MetaFunction = () => adminMeta(labels.title);

/** The testimonial picture may only be JPEG or PNG ("image/jpg" is what some phones report). */
const TESTIMONIAL_IMAGE_TYPES = ["image/jpeg", "image/jpg", "image/png"] as const;

const resource = {
  path: paths.admin,
  key: collection.key,
  messages: screenWordsOf(collection, ["created", "updated", "deleted"]),
  labels: screenWordsOf(collection, ["saveFailed", "deleteFailed", "confirmDelete"]),
};
/** The picture has its picker and `isActive` its switch on each card; the form holds the texts, from the declaration. */
const ownControls = new Set(["image", "isActive"]);
// The name alone on its row; each Marathi twin beside its English field.
const fields = collectionFieldSpecs(collection, { name: { wide: true } }).filter((spec) => !ownControls.has(spec.name));
const formRules = {
  add: collectionFormSchema(collection, { isNew: true, now: () => new Date() }),
  edit: collectionFormSchema(collection, { isNew: false, now: () => new Date() }),
};
/** What a save sends: the texts and the picture; the switch alone shows or hides a testimonial (a new one is shown). */
function toInput(values: CollectionValues) {
  const { isActive: _switch, ...input } = collectionInput(collection, values);
  return input;
}

/** The search matches name, batch or quote, case-insensitively. */
function matchesSearch(testimonial: Testimonial, query: string) {
  const needle = query.trim().toLowerCase();
  return !needle || [testimonial.name, testimonial.batch, testimonial.quote].some((text) => text.toLowerCase().includes(needle));
}

export default function ManageTestimonials() {
  const list = useResourceList<Testimonial>(allTestimonialsPath, { failure: labels.loadFailed });
  const upload = useImageUpload({ types: TESTIMONIAL_IMAGE_TYPES, typeMessage: "Please upload a valid image file (JPEG, PNG)." });
  const editor = useRecordEditor<Testimonial, CollectionValues>({
    resource,
    schema: formRules.edit,
    createSchema: formRules.add,
    empty: collectionValues(collection, null, new Date()),
    toValues: (testimonial) => collectionValues(collection, testimonial, new Date()),
    toInput,
    fieldErrorsOf: (error) => collectionFieldErrors(collection, error),
    image: { field: "image", upload },
    onSaved: (testimonial, mode) => {
      if (!testimonial) list.reload();
      else if (mode === "add") list.prependItem(testimonial);
      else list.replaceItem(testimonial);
    },
  });
  const { confirm, confirmDialog } = useConfirm();
  const { deleteRecord, deletingId } = useDeleteRecord<Testimonial>({
    resource,
    confirm,
    onDeleted: (testimonial) => {
      list.removeItem(testimonial._id);
      if (editor.editing?._id === testimonial._id) editor.close();
    },
  });
  const [query, setQuery] = useState("");
  const { busy: togglingId, run } = useAction<string>();
  const formRef = useRef<HTMLFormElement>(null);

  /** The picture is uploaded as soon as it is chosen, so the admin sees at once whether it was taken. */
  async function uploadChosenImage(file: File) {
    try {
      const url = await upload.upload(file);
      if (!url) return;
      editor.form.setValue("image", url);
      toast.success(imageCollection.messages.uploaded);
    } catch (error) {
      toast.error(errorMessage(error, imageCollection.labels.uploadFailed));
    }
  }

  function startEditing(testimonial: Testimonial) {
    editor.openEdit(testimonial);
    window.scrollTo({ top: 0, behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
    formRef.current?.querySelector<HTMLElement>("input")?.focus({ preventScroll: true });
  }

  async function toggle(testimonial: Testimonial) {
    await run(testimonial._id, labels.toggleFailed, async () => {
      const answer = await apiRequest<{ testimonial?: Testimonial }>(`${collectionRecordPath(collection, testimonial._id)}/toggle`, {
        method: "PATCH",
      });
      if (answer.testimonial) list.replaceItem(answer.testimonial);
      else list.reload();
      return messages.toggled;
    });
  }

  const editing = editor.mode === "edit";
  const uploading = upload.progress !== null;
  const shown = list.items.filter((testimonial) => matchesSearch(testimonial, query));

  return (
    <section>
      <AdminPageHeader title={labels.title} description="What alumni say, shown in the home page's “What Our Alumni Say” section. Only active testimonials appear on the website." />

      <form
        ref={formRef}
        noValidate
        onSubmit={submitFocusingErrors(editor.save)}
        aria-labelledby="testimonial-form-heading"
        className={`card mb-8 scroll-mt-6 p-5 sm:p-6 ${editing ? "ring-2 ring-accent-400" : ""}`}
      >
        <h2 id="testimonial-form-heading" className="mb-4 text-lg font-semibold">
          {editing ? `Edit Testimonial: ${editor.editing?.name}` : "Add Testimonial"}
        </h2>
        <div className="space-y-5">
          <FormAlert title="Please correct the following:" messages={editor.serverErrors} />
          <FormFields fields={fields} values={editor.form.values} errors={editor.form.errors} onChange={editor.form.setValue} idPrefix="testimonial" />
          <ImagePicker
            id="testimonial-image"
            label="Profile Image"
            upload={upload}
            currentUrl={String(editor.form.values.image ?? "")}
            accept={TESTIMONIAL_IMAGE_TYPES.join(",")}
            hint="Optional. A JPEG or PNG photo; it is uploaded as soon as you choose it."
            onChosen={uploadChosenImage}
            onRemove={() => editor.form.setValue("image", "")}
          />
        </div>
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {(editing || editor.form.values.name || editor.form.values.batch || editor.form.values.quote) && (
            <button type="button" className="btn-outline" onClick={editor.close}>
              Cancel
            </button>
          )}
          <SubmitButton saving={editor.saving || uploading} label={editing ? "Update Testimonial" : "Add Testimonial"} />
        </div>
      </form>

      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-lg font-semibold">All testimonials</h2>
        <SearchBox label="Search testimonials" placeholder="Search by name, batch or text" value={query} onChange={setQuery} />
      </div>
      <ListStates
        status={list.status}
        loading="Loading testimonials…"
        failure={list.error ?? labels.loadFailed}
        empty={list.items.length === 0 ? "No testimonials yet. Add the first one above." : "No testimonials match your search."}
        isEmpty={shown.length === 0}
        onRetry={list.reload}
      >
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((testimonial) => (
            <li key={testimonial._id}>
              <RecordCard
                title={testimonial.name}
                subtitle={testimonial.batch}
                photo={testimonial.image ?? ""}
                ringClassName={testimonial.isActive ? "ring-2 ring-emerald-500" : ""}
                badge={
                  testimonial.isActive ? undefined : (
                    <span className="rounded-full bg-line/70 px-2 py-0.5 text-xs font-semibold text-muted">Inactive</span>
                  )
                }
                actions={
                  <div className="flex w-full flex-wrap items-center justify-between gap-2">
                    <Switch
                      checked={testimonial.isActive}
                      label="Active"
                      disabled={togglingId === testimonial._id}
                      onChange={() => toggle(testimonial)}
                    />
                    <div className="flex gap-2">
                      <CardButton label="Edit testimonial" onClick={() => startEditing(testimonial)}>
                        <PencilIcon />
                      </CardButton>
                      <CardButton tone="danger" disabled={deletingId === testimonial._id} onClick={() => deleteRecord(testimonial)}>
                        <TrashIcon /> {deletingId === testimonial._id ? "Deleting…" : "Delete"}
                      </CardButton>
                    </div>
                  </div>
                }
              >
                <blockquote className="mt-4 line-clamp-3 text-sm leading-relaxed text-ink/90" title={testimonial.quote}>
                  “{testimonial.quote}”
                </blockquote>
              </RecordCard>
            </li>
          ))}
        </ul>
      </ListStates>
      {confirmDialog}
    </section>
  );
}
