import { NewUserSchema, PASSWORD_RULES_HINT, type UserAccount } from "../../../common/account.schema";
import { userResource } from "../../../common/user.resource";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { TrashIcon } from "../../components/admin/admin-icons";
import { useConfirm } from "../../components/admin/confirm-dialog";
import { ListStates } from "../../components/admin/data-state";
import { formatDateTime } from "../../../common/format-date";
import { FormAlert, FormFields, type FieldSpec } from "../../components/admin/form-field";
import { ModalForm } from "../../components/admin/modal-form";
import { NoteBadge } from "../../components/admin/note-badge";
import { CardButton, RecordCard } from "../../components/admin/record-card";
import { adminMeta } from "../../lib/admin-meta";
import { useAuth } from "../../lib/auth";
import { useDeleteRecord } from "../../lib/use-delete-record";
import { useRecordEditor } from "../../lib/use-record-editor";
import { useResourceList } from "../../lib/use-resource-list";
import type { Route } from "./+types/users";

export const meta: Route.MetaFunction = () => adminMeta(userResource.labels.title);

const { labels } = userResource;

const fields: FieldSpec[] = [
  { name: "username", label: "Username", autoComplete: "off", maxLength: 64, hint: "Letters, digits, dots, dashes or underscores, e.g. office.clerk" },
  { name: "password", label: "Password", type: "password", autoComplete: "new-password", maxLength: 256, hint: PASSWORD_RULES_HINT },
];

type UserValues = { username: string; password: string };
const emptyUser: UserValues = { username: "", password: "" };

/** The admin accounts: who can sign in to the back office. Nobody deletes themselves or the last admin. */
export default function AdminUsers() {
  const { user: me } = useAuth();
  const list = useResourceList<UserAccount>(userResource.path, { failure: labels.loadFailed });
  const editor = useRecordEditor<UserAccount, UserValues>({
    resource: userResource,
    schema: NewUserSchema,
    empty: emptyUser,
    toValues: ({ username }) => ({ username, password: "" }),
    onSaved: (user) => (user ? list.appendItem(user) : list.reload()),
  });
  const { confirm, confirmDialog } = useConfirm();
  const { deleteRecord, deletingId } = useDeleteRecord<UserAccount>({
    resource: userResource,
    confirm,
    onDeleted: (user) => list.removeItem(user._id),
  });

  return (
    <section>
      <AdminPageHeader title={labels.title} description="Everyone who can sign in to this back office. Give each person an account of their own, so the Activity log shows who did what.">
        <button type="button" className="btn-primary" onClick={editor.openAdd}>
          Add User
        </button>
      </AdminPageHeader>

      <ListStates status={list.status} loading="Loading users…" failure={list.error ?? labels.loadFailed} empty="No users." isEmpty={list.items.length === 0} onRetry={list.reload}>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.items.map((user) => {
            const isMe = user._id === me?._id;
            return (
              <li key={user._id}>
                <RecordCard
                  headingLevel={2}
                  title={user.username}
                  badge={isMe ? <NoteBadge>You</NoteBadge> : undefined}
                  details={[
                    { label: "Added", value: formatDateTime(user.createdAt) },
                    { label: "Last sign-in", value: user.lastLoginAt ? formatDateTime(user.lastLoginAt) : "Never" },
                  ]}
                  actions={
                    isMe ? undefined : (
                      <CardButton tone="danger" label={`Delete ${user.username}`} disabled={deletingId === user._id} onClick={() => deleteRecord(user)}>
                        <TrashIcon /> {deletingId === user._id ? "Deleting…" : "Delete"}
                      </CardButton>
                    )
                  }
                />
              </li>
            );
          })}
        </ul>
      </ListStates>

      <ModalForm open={editor.mode === "add"} title="Add User" submitLabel="Add User" saving={editor.saving} onSubmit={editor.save} onClose={editor.close}>
        <FormAlert title="Please correct the following:" messages={editor.serverErrors} />
        <FormFields fields={fields} values={editor.form.values} errors={editor.form.errors} onChange={editor.form.setValue} idPrefix="user" gridClassName="" />
      </ModalForm>
      {confirmDialog}
    </section>
  );
}
