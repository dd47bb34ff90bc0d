import { useState } from "react";
import toast from "react-hot-toast";
import { todayInKolkata } from "../../../common/fields";
import { documentResource, fileUploadPath } from "../../../common/document.resource";
import type { RecordOf } from "../../../common/collection";
import { newsCollection, newsLinkChoices } from "../../../common/news.collection";
import type { ResourceLabels, ResourceMessages } from "../../../common/resource";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { LinkIcon, PencilIcon, TrashIcon } from "../../components/admin/admin-icons";
import { useConfirm } from "../../components/admin/confirm-dialog";
import { EmptyState, ErrorState, LoadingState } from "../../components/admin/data-state";
import { formatDate, formatDateTime } from "../../../common/format-date";
import { collectionFieldErrors, collectionFieldSpecs, collectionFormSchema, collectionInput, collectionValues, type CollectionValues } from "../../components/admin/collection-form";
import { FormFields } from "../../components/admin/form-field";
import { InlineEditForm } from "../../components/admin/inline-edit-form";
import { PublicationChoice } from "../../components/admin/publication-choice";
import { PublicationBadge } from "../../components/admin/status-badge";
import { PdfUpload } from "../../components/admin/pdf-upload";
import { SubmitButton } from "../../components/admin/modal-form";
import { CardButton } from "../../components/admin/record-card";
import { submitFocusingErrors } from "../../components/admin/submit-focusing-errors";
import { adminMeta } from "../../lib/admin/admin-meta";
import { useDeleteRecord } from "../../lib/admin/use-delete-record";
import { useInlineEditor } from "../../lib/admin/use-inline-editor";
import { useRecordForm } from "../../lib/admin/use-record-form";
import { useResourceList } from "../../lib/admin/use-resource-list";
import { nextPublication, publicationState } from "../../lib/admin/publication";
import { useClock } from "../../lib/admin/use-clock";
import type { Route } from "./+types/news";

export const meta: Route.MetaFunction = () => adminMeta(newsCollection.labels.title);

// The declaration gives each of these words; its type leaves them open, for kinds whose screens need others.
const messages = newsCollection.messages as Required<ResourceMessages>;
const labels = newsCollection.labels as ResourceLabels & Record<"addFailed" | "updateFailed" | "deleteFailed" | "confirmDelete", string>;
const newsResource = { path: newsCollection.paths.admin, key: newsCollection.key, messages, labels };
type NewsItem = RecordOf<typeof newsCollection>;

/** What a save sends, and what a refused one's messages stand beside, as the declaration says. */
const formParts = {
  toInput: (values: CollectionValues) => collectionInput(newsCollection, values),
  fieldErrorsOf: (error: unknown) => collectionFieldErrors(newsCollection, error),
};
const addSchema = collectionFormSchema(newsCollection, { isNew: true, now: () => new Date() });
const editSchema = collectionFormSchema(newsCollection, { isNew: false, now: () => new Date() });

/**
 * The form's fixed link choices, plus the links of `paths` that are something else — the item's own
 * link and an uploaded PDF's — so neither is lost by choosing another and changing one's mind.
 */
function linkOptions(paths: readonly string[]) {
  const others = [...new Set(paths)].filter((path) => path !== "" && !newsLinkChoices.some((choice) => choice.value === path));
  return [...newsLinkChoices, ...others.map((path) => ({ value: path, label: linkLabel(path) }))];
}

function linkLabel(path: string) {
  const choice = newsLinkChoices.find((each) => each.value === path);
  if (choice) return choice.label;
  // An uploaded PDF is named by the readable end of its address.
  return path.includes("/files/") ? `Uploaded PDF: ${path.slice(path.lastIndexOf("/") + 1)}` : path;
}

/** "Link to an uploaded PDF", beside the link choices: uploads a circular or merit list and links the item to it. */
function PdfLinkUpload({ onLinked }: { onLinked: (url: string) => void }) {
  return (
    <PdfUpload<{ url: string }>
      label="Link to an uploaded PDF"
      hint="Uploads a PDF (a circular, a merit list) and links this item to it."
      path={fileUploadPath}
      failure={documentResource.labels.fileUploadFailed}
      onUploaded={(answer) => {
        onLinked(answer.url);
        toast.success(documentResource.messages.fileUploaded);
      }}
    />
  );
}

function newsFieldSpecs(options: { minExpiry?: string; currentPaths?: readonly string[] }) {
  return collectionFieldSpecs(newsCollection, {
    expiryDate: { min: options.minExpiry },
    path: { options: linkOptions(options.currentPaths ?? []) },
  });
}

const fieldGrid = "md:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]";

export default function NewsManagement() {
  const list = useResourceList<NewsItem>(newsResource.path, { failure: labels.loadFailed });
  // Title and expiry date are both needed; nothing is sent until they are there.
  const adder = useRecordForm<NewsItem, CollectionValues>({
    resource: newsResource,
    schema: addSchema,
    initial: collectionValues(newsCollection, null, new Date()),
    ...formParts,
    words: { saved: messages.created, failed: labels.addFailed },
    onSaved: (created) => (created ? list.appendItem(created) : list.reload()),
  });
  const addForm = adder.form;
  const [editingId, setEditingId] = useState<string | null>(null);
  const { confirm, confirmDialog } = useConfirm();
  const { deleteRecord, deletingId } = useDeleteRecord<NewsItem>({
    resource: newsResource,
    confirm,
    onDeleted: (item) => list.removeItem(item._id),
  });

  const today = todayInKolkata();
  // Read again when a scheduled item's time comes, so its row then says Published.
  const now = useClock((at) => nextPublication(list.items, at));
  return (
    <section>
      <AdminPageHeader title={labels.title} description="Short notices in the Latest News list on the home page. Each one disappears from the website after its expiry date." />

      <form noValidate onSubmit={submitFocusingErrors(() => adder.save(null))} aria-labelledby="add-news-heading" className="card mb-8 p-5 sm:p-6">
        <h2 id="add-news-heading" className="mb-4 text-lg font-semibold">
          Add news
        </h2>
        <FormFields
          fields={newsFieldSpecs({ minExpiry: today, currentPaths: [String(addForm.values.path)] })}
          values={addForm.values}
          errors={addForm.errors}
          onChange={addForm.setValue}
          idPrefix="add-news"
          gridClassName={fieldGrid}
        />
        <div className="mt-4 max-w-md">
          <PdfLinkUpload onLinked={(url) => addForm.setValue("path", url)} />
        </div>
        <div className="mt-4">
          <PublicationChoice idPrefix="add-news" values={addForm.values} errors={addForm.errors} onChange={addForm.setValue} />
        </div>
        <div className="mt-5 flex justify-end">
          <SubmitButton saving={adder.saving} label="Add News" />
        </div>
      </form>

      <h2 className="mb-3 text-lg font-semibold">All news</h2>
      {list.status === "idle" || list.status === "loading" ? (
        <LoadingState label="Loading..." />
      ) : list.status === "failed" ? (
        <ErrorState message={list.error ?? labels.loadFailed} onRetry={list.reload} />
      ) : list.items.length === 0 ? (
        <EmptyState message="No news yet. Add the first item above." />
      ) : (
        <ul className="card divide-y divide-line">
          {list.items.map((item) =>
            item._id === editingId ? (
              <li key={item._id} className="p-4 sm:p-5">
                <NewsEditor
                  item={item}
                  onCancel={() => setEditingId(null)}
                  onSaved={(saved) => {
                    if (saved) list.replaceItem(saved);
                    else list.reload();
                    setEditingId(null);
                  }}
                />
              </li>
            ) : (
              <li key={item._id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:p-5">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-ink">
                    {item.title}
                    {item.expiryDate < today && (
                      <span className="ml-2 inline-flex rounded-full bg-line/70 px-2 py-0.5 align-middle text-xs font-semibold text-muted">Expired</span>
                    )}
                  </p>
                  <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
                    <PublicationBadge publication={item} now={now} />
                    <span>Posted {formatDateTime(item.postedAt)}</span>
                    <span>Expires {formatDate(item.expiryDate)}</span>
                    {item.path && (
                      <span className="inline-flex items-center gap-1">
                        <LinkIcon /> {linkLabel(item.path)}
                      </span>
                    )}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <CardButton onClick={() => setEditingId(item._id)}>
                    <PencilIcon /> Edit
                  </CardButton>
                  <CardButton tone="danger" disabled={deletingId === item._id} onClick={() => deleteRecord(item)}>
                    <TrashIcon /> {deletingId === item._id ? "Deleting…" : "Delete"}
                  </CardButton>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      {confirmDialog}
    </section>
  );
}

/** Inline edit of one item: Edit enters it, Save (title and expiry date required) leaves it. */
function NewsEditor({ item, onCancel, onSaved }: { item: NewsItem; onCancel: () => void; onSaved: (item: NewsItem | undefined) => void }) {
  const editor = useInlineEditor<NewsItem, CollectionValues>({
    resource: newsResource,
    item,
    values: collectionValues(newsCollection, item, new Date()),
    schema: editSchema,
    ...formParts,
    onSaved,
  });
  return (
    <InlineEditForm
      editor={editor}
      label={`Edit news: ${item.title}`}
      fields={newsFieldSpecs({ currentPaths: [item.path, String(editor.form.values.path)] })}
      idPrefix={`news-${item._id}`}
      gridClassName={fieldGrid}
      submitLabel="Save"
      onCancel={onCancel}
    >
      <div className="max-w-md">
        <PdfLinkUpload onLinked={(url) => editor.form.setValue("path", url)} />
      </div>
      <PublicationChoice
        idPrefix={`news-${item._id}`}
        values={editor.form.values}
        errors={editor.form.errors}
        onChange={editor.form.setValue}
        current={publicationState(item, new Date())}
      />
    </InlineEditForm>
  );
}
