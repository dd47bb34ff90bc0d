import { eventResource, publicEventsPath } from "../../../common/event.resource";
import { eventFields, EventInputSchema, type CollegeEvent } from "../../../common/event.schema";
import { todayInKolkata } from "../../../common/fields";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { FormToggleButton } from "../../components/admin/form-toggle-button";
import { PencilIcon, TrashIcon } from "../../components/admin/admin-icons";
import { useConfirm } from "../../components/admin/confirm-dialog";
import { ListStates } from "../../components/admin/data-state";
import { fieldSpecs, FormAlert, FormFields } from "../../components/admin/form-field";
import { formatDate } from "../../../common/format-date";
import { ModalForm } from "../../components/admin/modal-form";
import { PhotoListField } from "../../components/admin/photo-list-field";
import { CardButton, RecordCard } from "../../components/admin/record-card";
import { adminMeta } from "../../lib/admin/admin-meta";
import { useDeleteRecord } from "../../lib/admin/use-delete-record";
import { SERVER_IMAGE_TYPES, useImageUpload } from "../../lib/admin/use-image-upload";
import { useRecordEditor } from "../../lib/admin/use-record-editor";
import { useResourceList } from "../../lib/admin/use-resource-list";
import type { Route } from "./+types/events";

export const meta: Route.MetaFunction = () => adminMeta(eventResource.labels.title);

const { labels } = eventResource;

type EventValues = { title: string; titleMr: string; date: string; description: string; descriptionMr: string; images: readonly string[] };
const emptyEvent: EventValues = { title: "", titleMr: "", date: "", description: "", descriptionMr: "", images: [] };

// Each Marathi twin beside its English field; the date alone on its row between them.
const fields = fieldSpecs(eventFields, ["title", "titleMr", "date", "description", "descriptionMr"], {
  date: { wide: true },
  description: { wide: false },
  descriptionMr: { wide: false },
});

/** The first error about the pictures, whether about the list or one picture in it. */
const photoError = (errors: Partial<Record<string, string>>) =>
  Object.entries(errors).find(([key]) => key === "images" || key.startsWith("images."))?.[1];

export default function EventManagement() {
  const list = useResourceList<CollegeEvent>(publicEventsPath, { failure: labels.loadFailed });
  const upload = useImageUpload({ types: SERVER_IMAGE_TYPES, typeMessage: "Photo must be an image file (JPEG, PNG or WebP)" });
  const editor = useRecordEditor<CollegeEvent, EventValues>({
    resource: eventResource,
    schema: EventInputSchema,
    empty: emptyEvent,
    toValues: ({ title, titleMr, date, description, descriptionMr, images }) => ({ title, titleMr, date, description, descriptionMr, images }),
    // The list is newest date first, so a saved event may belong elsewhere in it.
    onSaved: () => list.reload(),
  });
  const { confirm, confirmDialog } = useConfirm();
  const { deleteRecord, deletingId } = useDeleteRecord<CollegeEvent>({
    resource: eventResource,
    confirm,
    onDeleted: (event) => list.removeItem(event._id),
  });

  const formOpen = editor.mode !== "closed";
  const today = todayInKolkata();
  const close = () => {
    upload.clear();
    editor.close();
  };

  return (
    <section>
      <AdminPageHeader title={labels.title} description="Events shown on the Events page, newest first: coming ones under Upcoming events, the others under Past events, each with its photos.">
        <FormToggleButton open={formOpen} addLabel="Add Event" onOpen={editor.openAdd} onClose={close} />
      </AdminPageHeader>

      <ListStates
        status={list.status}
        loading="Loading events…"
        failure={list.error ?? labels.loadFailed}
        empty="No events yet. Add the first one."
        isEmpty={list.items.length === 0}
        onRetry={list.reload}
      >
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.items.map((event) => (
            <li key={event._id}>
              <RecordCard
                headingLevel={2}
                title={event.title}
                subtitle={<time dateTime={event.date}>{formatDate(event.date)}</time>}
                // Without photos the card shows none, rather than the initials a person's card would.
                photo={event.images[0]}
                badge={
                  event.date >= today ? (
                    <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-700">Upcoming</span>
                  ) : undefined
                }
                details={[{ label: "Photos", value: event.images.length }]}
                actions={
                  <>
                    <CardButton label={`Edit ${event.title}`} onClick={() => editor.openEdit(event)}>
                      <PencilIcon /> Edit
                    </CardButton>
                    <CardButton tone="danger" label={`Delete ${event.title}`} disabled={deletingId === event._id} onClick={() => deleteRecord(event)}>
                      <TrashIcon /> {deletingId === event._id ? "Deleting…" : "Delete"}
                    </CardButton>
                  </>
                }
              >
                {event.description && <p className="mt-4 line-clamp-3 text-sm leading-relaxed text-ink/90">{event.description}</p>}
              </RecordCard>
            </li>
          ))}
        </ul>
      </ListStates>

      <ModalForm
        open={formOpen}
        title={editor.mode === "edit" ? "Edit Event" : "Add Event"}
        submitLabel={editor.mode === "edit" ? "Save Changes" : "Add Event"}
        saving={editor.saving || upload.progress !== null}
        onSubmit={editor.save}
        onClose={close}
      >
        <FormAlert title="Please correct the following:" messages={editor.serverErrors} />
        <FormFields fields={fields} values={editor.form.values} errors={editor.form.errors} onChange={editor.form.setValue} idPrefix="event" />
        <PhotoListField
          id="event-photos"
          legend="Photos"
          urls={editor.form.values.images}
          onChange={(urls) => editor.form.setValue("images", urls)}
          upload={upload}
          error={photoError(editor.form.errors)}
        />
      </ModalForm>
      {confirmDialog}
    </section>
  );
}
