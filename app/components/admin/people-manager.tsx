import { useMemo, useState } from "react";
import type { Collection } from "../../../common/collection";
import { useDeleteRecord } from "../../lib/admin/use-delete-record";
import { SERVER_IMAGE_TYPES, useImageUpload } from "../../lib/admin/use-image-upload";
import { useRecordEditor } from "../../lib/admin/use-record-editor";
import { useResourceList } from "../../lib/admin/use-resource-list";
import { AdminPageHeader } from "./admin-page-header";
import { collectionFieldErrors, collectionFormSchema, collectionInput, collectionValues, fieldNamedIn, type CollectionValues } from "./collection-form";
import { FormToggleButton } from "./form-toggle-button";
import { PencilIcon, TrashIcon } from "./admin-icons";
import { useConfirm } from "./confirm-dialog";
import { ListStates } from "./data-state";
import { FormAlert, FormFields } from "./form-field";
import { ImagePicker } from "./image-picker";
import { ModalForm } from "./modal-form";
import { personFieldSpecs } from "./person-form";
import { CardButton, RecordCard, type RecordDetail } from "./record-card";
import { Tabs } from "./tabs";

/** The words of one people screen's layout (headings, buttons, empty list); what its calls say comes from the collection. */
export type PeopleTexts = {
  description: string;
  addButton: string;
  addTitle: string;
  editTitle: string;
  loading: string;
  empty: string;
};

/** What a card shows of every person; each screen adds its details. */
type Person = { _id: string; name: string; designation: string; photo: string };

type Filter<Item> = { key: string; label: string; matches: (person: Item) => boolean };

type Props<Item extends Person> = {
  /** Faculty or non-teaching staff: the API's paths and words, the form's fields and their checks. */
  collection: Collection;
  details: (person: Item) => RecordDetail[];
  texts: PeopleTexts;
  /** Tabs that narrow the list, e.g. by department. */
  filters?: { label: string; items: readonly Filter<Item>[] };
};

/** The words a people screen needs of its declaration, which a declaration in general may leave out. */
function wordsOf({ name, messages, labels }: Collection) {
  const { created, updated, deleted } = messages;
  const { saveFailed, deleteFailed, confirmDelete } = labels;
  if (!created || !updated || !deleted || !saveFailed || !deleteFailed || !confirmDelete) throw new Error(`The ${name} screen needs its declaration's messages and labels`);
  return { created, updated, deleted, saveFailed, deleteFailed, confirmDelete };
}

/**
 * A management screen for people with a photo — faculty and non-teaching staff — which differ
 * only in their declaration, filters and words: cards in Sr. No. order, and Add and Edit in a
 * dialog whose inputs are the declared fields (each Marathi twin beside its English field),
 * checked by the collection's own schema, with the photo uploaded before the save.
 */
export function PeopleManager<Item extends Person>({ collection, details, texts, filters }: Props<Item>) {
  const { labels, paths } = collection;
  const words = wordsOf(collection);
  const resource = { path: paths.admin, key: collection.key, messages: words, labels: words };
  const list = useResourceList<Item>(paths.admin, { failure: labels.loadFailed });
  const upload = useImageUpload({ types: SERVER_IMAGE_TYPES, typeMessage: "Photo must be an image file (JPEG, PNG or WebP)" });
  const rules = useMemo(
    () => ({
      edit: collectionFormSchema(collection, { isNew: false, now: () => new Date() }),
      add: collectionFormSchema(collection, { isNew: true, now: () => new Date() }),
      empty: collectionValues(collection, null, new Date()),
    }),
    [collection],
  );
  const editor = useRecordEditor<Item, CollectionValues>({
    resource,
    schema: rules.edit,
    createSchema: rules.add,
    empty: rules.empty,
    toValues: (person) => collectionValues(collection, person, new Date()),
    toInput: (values) => collectionInput(collection, values),
    fieldErrorsOf: (error) => collectionFieldErrors(collection, error),
    image: { field: "photo", upload },
    // Updated in place: the list is in Sr. No. order, which the form never changes, and a new person is numbered last (count + 1).
    onSaved: (person, mode) => {
      if (!person) list.reload();
      else if (mode === "add") list.appendItem(person);
      else list.replaceItem(person);
    },
  });
  const { confirm, confirmDialog } = useConfirm();
  const { deleteRecord, deletingId } = useDeleteRecord<Item>({
    resource,
    confirm,
    onDeleted: (person) => list.removeItem(person._id),
  });

  const [filterKey, setFilterKey] = useState(filters?.items[0]?.key ?? "");
  const filter = filters?.items.find((item) => item.key === filterKey);
  const shown = filter ? list.items.filter(filter.matches) : list.items;
  const formOpen = editor.mode !== "closed";
  // The server's messages that name a field stand beside it; the others above the form.
  const unplaced = editor.serverErrors.filter((message) => !fieldNamedIn(collection, message));
  const photo = editor.form.values.photo;

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
              photo={person.photo}
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
        <FormAlert title="Please correct the following:" messages={unplaced} />
        <FormFields
          fields={personFieldSpecs(collection)}
          values={editor.form.values}
          errors={editor.form.errors}
          onChange={editor.form.setValue}
          idPrefix={collection.key}
        />
        <ImagePicker
          id={`${collection.key}-photo`}
          label="Photo"
          upload={upload}
          currentUrl={typeof photo === "string" ? photo : ""}
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
