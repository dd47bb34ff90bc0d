import { newUserFields, NewUserSchema, type UserAccount } from "../../../common/account.schema";
import { recordPath } from "../../../common/resource";
import { roleDescriptions, roleNames, ROLES, type Role } from "../../../common/roles";
import { userResource } from "../../../common/user.resource";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { TrashIcon } from "../../components/admin/admin-icons";
import { useConfirm } from "../../components/admin/confirm-dialog";
import { ListStates } from "../../components/admin/data-state";
import { formatDateTime } from "../../../common/format-date";
import { fieldSpecs, FormAlert, FormFields } from "../../components/admin/form-field";
import { ModalForm } from "../../components/admin/modal-form";
import { NoteBadge } from "../../components/admin/note-badge";
import { CardButton, RecordCard } from "../../components/admin/record-card";
import { adminMeta } from "../../lib/admin/admin-meta";
import { apiRequest } from "../../lib/api-client";
import { useAuth } from "../../lib/admin/auth";
import { useDeleteRecord } from "../../lib/admin/use-delete-record";
import { useRecordEditor } from "../../lib/admin/use-record-editor";
import { useResourceList } from "../../lib/admin/use-resource-list";
import { useSave } from "../../lib/admin/use-save";
import type { Route } from "./+types/users";

export const meta: Route.MetaFunction = () => adminMeta(userResource.labels.title);

const { labels } = userResource;

const fields = fieldSpecs(newUserFields);

type UserValues = { username: string; password: string; role: Role };
// The least an account may do that still lets its owner keep the site's content: an administrator is chosen on purpose.
const emptyUser: UserValues = { username: "", password: "", role: "editor" };

/**
 * The accounts: who can sign in to the back office, and what each may do. Nobody deletes
 * themselves or the last administrator, and nobody changes their own role here.
 */
export default function AdminUsers() {
  const { user: me } = useAuth();
  const list = useResourceList<UserAccount>(userResource.path, { failure: labels.loadFailed });
  const editor = useRecordEditor<UserAccount, UserValues>({
    resource: userResource,
    schema: NewUserSchema,
    empty: emptyUser,
    toValues: ({ username, role }) => ({ username, password: "", role }),
    onSaved: (user) => (user ? list.appendItem(user) : list.reload()),
  });
  const { confirm, confirmDialog } = useConfirm();
  const { deleteRecord, deletingId } = useDeleteRecord<UserAccount>({
    resource: userResource,
    confirm,
    onDeleted: (user) => list.removeItem(user._id),
  });
  const roleChange = useSave(labels.roleChangeFailed);

  async function changeRole(user: UserAccount, role: Role) {
    const question = `Make ${user.username} ${roleNames[role]}? ${roleDescriptions[role]}. The change applies at once, also where ${user.username} is signed in now.`;
    if (!(await confirm(question, "Change role"))) return;
    await roleChange.save({ role }, async (input) => {
      const answer = await apiRequest<{ message: string; user: UserAccount }>(recordPath(userResource, user._id), { method: "PUT", body: input });
      list.replaceItem(answer.user);
      return answer.message;
    });
  }

  return (
    <section>
      <AdminPageHeader title={labels.title} description="Everyone who can sign in to this back office, and what each may do. Give each person an account of their own, so the Activity log shows who did what.">
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
                    {
                      label: "Role",
                      value: isMe ? (
                        roleNames[user.role]
                      ) : (
                        <select
                          aria-label={`Role of ${user.username}`}
                          value={user.role}
                          disabled={roleChange.saving}
                          onChange={(event) => void changeRole(user, event.target.value as Role)}
                          className="field-input py-1! text-sm"
                        >
                          {ROLES.map((role) => (
                            <option key={role} value={role}>
                              {roleNames[role]}
                            </option>
                          ))}
                        </select>
                      ),
                    },
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
