import { useState } from "react";
import type { z } from "zod";
import type { PersonRecord } from "../../../common/person.schema";
import type { ResourceLabels } from "../../../common/resource";
import { useDeleteRecord } from "../../lib/admin/use-delete-record";
import { SERVER_IMAGE_TYPES, useImageUpload } from "../../lib/admin/use-image-upload";
import { useRecordEditor, type EditableResource } from "../../lib/admin/use-record-editor";
import { useResourceList } from "../../lib/admin/use-resource-list";
import { AdminPageHeader } from "./admin-page-header";
import { FormToggleButton } from "./form-toggle-button";
import { PencilIcon, TrashIcon } from "./admin-icons";
import { useConfirm } from "./confirm-dialog";
import { ListStates } from "./data-state";
import { FormAlert, FormFields, type FieldSpec } from "./form-field";
import { ImagePicker } from "./image-picker";
import { ModalForm } from "./modal-form";
import { CardButton, RecordCard, type RecordDetail } from "./record-card";
import { Tabs } from "./tabs";

/** The words of one people screen's layout (headings, buttons, empty list); what its calls say comes from the resource. */
export type PeopleTexts = {
  description: string;
  addButton: string;
  addTitle: string;
  editTitle: string;
  loading: string;
  empty: string;
};

type PeopleResource = EditableResource & {
  messages: { deleted: string };
  labels: ResourceLabels & { saveFailed: string; deleteFailed: string; confirmDelete: string };
};

type Filter<Person> = { key: string; label: string; matches: (person: Person) => boolean };

type Props<Person extends PersonRecord, Values extends Record<string, string>> = {
  resource: PeopleResource;
  schema: z.ZodType;
  fields: readonly FieldSpec[];
  empty: Values;
  toValues: (person: Person) => Values;
  details: (person: Person) => RecordDetail[];
  texts: PeopleTexts;
  /** Tabs that narrow the list, e.g. by department. */
  filters?: { label: string; items: readonly Filter<Person>[] };
};

/**
 * A management screen for people with a photo — faculty and non-teaching staff — which differ
 * only in their fields, filters and words.
 */
export function PeopleManager<Person extends PersonRecord, Values extends Record<string, string> & { photo: string }>({
  resource,
  schema,
  fields,
  empty,
  toValues,
  details,
  texts,
  filters,
}: Props<Person, Values>) {
  const { labels } = resource;
  const list = useResourceList<Person>(resource.path, { failure: labels.loadFailed });
  const upload = useImageUpload({ types: SERVER_IMAGE_TYPES, typeMessage: "Photo must be an image file (JPEG, PNG or WebP)" });
  const editor = useRecordEditor<Person, Values>({
    resource,
    schema,
    empty,
    toValues,
    image: { field: "photo", upload },
    // Updated in place: the list is in Sr. No. order, which the form never changes, and a new person is numbered last (count + 1).
    onSaved: (person, mode) => {
      if (!person) list.reload();
      else if (mode === "add") list.appendItem(person);
      else list.replaceItem(person);
    },
  });
  const { confirm, confirmDialog } = useConfirm();
  const { deleteRecord, deletingId } = useDeleteRecord<Person>({
    resource,
    confirm,
    onDeleted: (person) => list.removeItem(person._id),
  });

  const [filterKey, setFilterKey] = useState(filters?.items[0]?.key ?? "");
  const filter = filters?.items.find((item) => item.key === filterKey);
  const shown = filter ? list.items.filter(filter.matches) : list.items;
  const formOpen = editor.mode !== "closed";

  const grid = (
    <ListStates
      status={list.status}
      loading={texts.loading}
      failure={labels.loadFailed}
      empty={texts.empty}
      isEmpty={shown.length === 0}
      onRetry={list.reload}
    >
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {shown.map((person) => (
          <li key={person._id}>
            <RecordCard
              headingLevel={2}
              title={person.name}
              subtitle={person.designation}
              photo={person.photo ?? ""}
              details={details(person)}
              actions={
                <>
                  <CardButton onClick={() => editor.openEdit(person)}>
                    <PencilIcon /> Edit
                  </CardButton>
                  <CardButton tone="danger" disabled={deletingId === person._id} onClick={() => deleteRecord(person)}>
                    <TrashIcon /> {deletingId === person._id ? "Deleting…" : "Delete"}
                  </CardButton>
                </>
              }
            />
          </li>
        ))}
      </ul>
    </ListStates>
  );

  return (
    <section>
      <AdminPageHeader title={labels.title} description={texts.description}>
        <FormToggleButton open={formOpen} addLabel={texts.addButton} onOpen={editor.openAdd} onClose={editor.close} />
      </AdminPageHeader>

      {filters ? (
        <Tabs label={filters.label} tabs={filters.items} selected={filterKey} onSelect={setFilterKey}>
          {grid}
        </Tabs>
      ) : (
        grid
      )}

      <ModalForm
        open={formOpen}
        title={editor.mode === "edit" ? texts.editTitle : texts.addTitle}
        submitLabel={editor.mode === "edit" ? "Save Changes" : texts.addTitle}
        saving={editor.saving}
        onSubmit={editor.save}
        onClose={editor.close}
      >
        <FormAlert title="Please correct the following:" messages={editor.serverErrors} />
        <FormFields fields={fields} values={editor.form.values} errors={editor.form.errors} onChange={editor.form.setValue} idPrefix={resource.key} />
        <ImagePicker
          id={`${resource.key}-photo`}
          label="Photo"
          upload={upload}
          currentUrl={editor.form.values.photo}
          accept={SERVER_IMAGE_TYPES.join(",")}
          hint="Optional. JPEG, PNG or WebP, up to 10 MB. It is uploaded when you save."
          onRemove={() => editor.form.setValue("photo", "")}
        />
        {editor.form.errors.photo && <p className="field-error">{editor.form.errors.photo}</p>}
      </ModalForm>
      {confirmDialog}
    </section>
  );
}
