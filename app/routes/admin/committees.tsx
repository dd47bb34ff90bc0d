import { useEffect, useRef } from "react";
import { collectionRecordPath } from "../../../common/collection";
import { committeeCollection, committeePath, menuNameOf, type Committee } from "../../../common/committee.collection";
import { slugifyName } from "../../../common/text";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { screenWords } from "../../components/admin/collection-screen";
import { FormToggleButton } from "../../components/admin/form-toggle-button";
import { ArrowDownIcon, ArrowUpIcon, PencilIcon, TrashIcon } from "../../components/admin/admin-icons";
import { useConfirm } from "../../components/admin/confirm-dialog";
import { ListStates } from "../../components/admin/data-state";
import { collectionFieldErrors, collectionFieldSpecs, collectionFormSchema, collectionInput, collectionValues, fieldNamedIn, type CollectionValues } from "../../components/admin/collection-form";
import { FormAlert, FormFields } from "../../components/admin/form-field";
import { committeeMemberFieldSpecs, emptyRowOf, rowsOf } from "../../components/admin/member-rows";
import { ModalForm } from "../../components/admin/modal-form";
import { CardButton, RecordCard } from "../../components/admin/record-card";
import { RowsEditor } from "../../components/admin/rows-editor";
import { adminMeta } from "../../lib/admin/admin-meta";
import { apiRequest } from "../../lib/api-client";
import { useAction } from "../../lib/admin/use-action";
import { useDeleteRecord } from "../../lib/admin/use-delete-record";
import { useRecordEditor } from "../../lib/admin/use-record-editor";
import type { RowValues } from "../../lib/admin/use-form-state";
import { useResourceList } from "../../lib/admin/use-resource-list";
import type { Route } from "./+types/committees";

const collection = committeeCollection;
const { messages, labels, paths } = collection;

export const meta: Route.MetaFunction = () => adminMeta(labels.title);

/** Where the screen saves a committee, and the words it says. */
const words = screenWords(collection);
const resource = { path: paths.admin, key: collection.key, messages: words, labels: words };

/** The declaration's rules, as the API checks them (an add's and an edit's are the same). */
const rules = collectionFormSchema(collection, { isNew: false, now: () => new Date() });

/** A committee as the form holds it: its fields as text, its members as rows of text. */
const toValues = (committee: Committee | null): CollectionValues => ({
  ...collectionValues(collection, committee, new Date()),
  members: rowsOf(committee?.members ?? [], committeeMemberFieldSpecs),
});

const emptyMember = emptyRowOf(committeeMemberFieldSpecs);

/** The fields above the members; the web address suggests the one the name would give. */
const committeeFieldSpecs = (name: string) => collectionFieldSpecs(collection, { slug: { placeholder: slugifyName(name) || "e.g. anti-ragging" } });

type Direction = "up" | "down";
/** Where the focus goes once a moved card has been drawn in its new place. */
type MoveFocus = { id: string; direction: Direction };

export default function CommitteeManagement() {
  const list = useResourceList<Committee>(paths.public!, { failure: labels.loadFailed });
  const editor = useRecordEditor<Committee, CollectionValues>({
    resource,
    schema: rules,
    empty: toValues(null),
    toValues,
    toInput: (values) => collectionInput(collection, values),
    fieldErrorsOf: (error) => collectionFieldErrors(collection, error),
    onSaved: (committee, mode) => {
      if (!committee) list.reload();
      else if (mode === "add") list.appendItem(committee);
      else list.replaceItem(committee);
    },
  });
  const { confirm, confirmDialog } = useConfirm();
  const { deleteRecord, deletingId } = useDeleteRecord<Committee>({
    resource,
    confirm,
    onDeleted: (committee) => list.removeItem(committee._id),
  });
  const { busy: movingId, run } = useAction<string>();
  const moveFocus = useRef<MoveFocus | null>(null);

  // React draws a moved card anew, which takes the focus from its button; it goes back to the
  // same button, or to the other one when the move reached an end and disabled it.
  useEffect(() => {
    const target = moveFocus.current;
    if (!target || movingId) return;
    moveFocus.current = null;
    const button = (direction: Direction) => document.getElementById(`committee-${target.id}-${direction}`) as HTMLButtonElement | null;
    const wanted = button(target.direction);
    (wanted && !wanted.disabled ? wanted : button(target.direction === "up" ? "down" : "up"))?.focus();
  });

  async function move(committee: Committee, direction: Direction) {
    await run(committee._id, labels.moveFailed, async () => {
      await apiRequest(`${collectionRecordPath(collection, committee._id)}/move`, { method: "POST", body: { direction } });
      list.moveItem(committee._id, direction === "up" ? -1 : 1);
      moveFocus.current = { id: committee._id, direction };
      return messages.moved;
    });
  }

  const formOpen = editor.mode !== "closed";
  const count = list.items.length;

  return (
    <section>
      <AdminPageHeader
        title={labels.title}
        description="The committees on the website, in the order of the Committees menu, each with its page and member table."
      >
        <FormToggleButton open={formOpen} addLabel="Add Committee" onOpen={editor.openAdd} onClose={editor.close} />
      </AdminPageHeader>

      <ListStates
        status={list.status}
        loading="Loading committees…"
        failure={list.error ?? labels.loadFailed}
        empty="No committees yet. Add the first one."
        isEmpty={count === 0}
        onRetry={list.reload}
      >
        {/* One column: the list reads top to bottom in the menu's order, and Up and Down mean what they say. */}
        <ol className="grid max-w-4xl gap-4">
          {list.items.map((committee, index) => (
            <li key={committee._id}>
              <RecordCard
                headingLevel={2}
                title={committee.name}
                subtitle={
                  <a href={committeePath(committee.slug)} target="_blank" rel="noreferrer" className="break-all text-brand-700 hover:underline">
                    {committeePath(committee.slug)}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                }
                details={[
                  { label: "Place", value: `${index + 1} of ${count}` },
                  { label: "Menu name", value: menuNameOf(committee) },
                  { label: "Members", value: committee.members.length },
                ]}
                actions={
                  <>
                    <CardButton
                      id={`committee-${committee._id}-up`}
                      label={`Move ${committee.name} up`}
                      disabled={index === 0 || movingId !== null}
                      onClick={() => move(committee, "up")}
                    >
                      <ArrowUpIcon /> Up
                    </CardButton>
                    <CardButton
                      id={`committee-${committee._id}-down`}
                      label={`Move ${committee.name} down`}
                      disabled={index === count - 1 || movingId !== null}
                      onClick={() => move(committee, "down")}
                    >
                      <ArrowDownIcon /> Down
                    </CardButton>
                    <CardButton label={`Edit ${committee.name}`} onClick={() => editor.openEdit(committee)}>
                      <PencilIcon /> Edit
                    </CardButton>
                    <CardButton tone="danger" label={`Delete ${committee.name}`} disabled={deletingId === committee._id} onClick={() => deleteRecord(committee)}>
                      <TrashIcon /> {deletingId === committee._id ? "Deleting…" : "Delete"}
                    </CardButton>
                  </>
                }
              />
            </li>
          ))}
        </ol>
      </ListStates>

      <ModalForm
        open={formOpen}
        title={editor.mode === "edit" ? "Edit Committee" : "Add Committee"}
        submitLabel={editor.mode === "edit" ? "Save Changes" : "Add Committee"}
        saving={editor.saving}
        onSubmit={editor.save}
        onClose={editor.close}
      >
        <FormAlert title="Please correct the following:" messages={editor.serverErrors.filter((message) => !fieldNamedIn(collection, message))} />
        <FormFields
          fields={committeeFieldSpecs(String(editor.form.values.name))}
          values={editor.form.values}
          errors={editor.form.errors}
          onChange={editor.form.setValue}
          idPrefix="committee"
        />
        <RowsEditor
          name="members"
          legend="Members"
          rowLabel="member"
          fields={committeeMemberFieldSpecs}
          rows={editor.form.values.members as readonly RowValues[]}
          emptyRow={emptyMember}
          errors={editor.form.errors}
          onChange={(rows) => editor.form.setValue("members", rows)}
          idPrefix="committee-members"
        />
      </ModalForm>
      {confirmDialog}
    </section>
  );
}
