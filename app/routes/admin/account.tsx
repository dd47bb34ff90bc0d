import { PASSWORD_RULES_HINT, PasswordChangeSchema, type AccountSession } from "../../../common/account.schema";
import { passwordChangePath, sessionPath, sessionsPath } from "../../../common/auth.resource";
import { describeDevice } from "../../../common/device";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { useConfirm } from "../../components/admin/confirm-dialog";
import { ListStates } from "../../components/admin/data-state";
import { formatDateTime } from "../../../common/format-date";
import { FormAlert, FormFields, type FieldSpec } from "../../components/admin/form-field";
import { SubmitButton } from "../../components/admin/modal-form";
import { NoteBadge } from "../../components/admin/note-badge";
import { CardButton, RecordCard } from "../../components/admin/record-card";
import { submitFocusingErrors } from "../../components/admin/submit-focusing-errors";
import { apiRequest } from "../../lib/api-client";
import { useAction } from "../../lib/admin/use-action";
import { useAuth } from "../../lib/admin/auth";
import { useFormState } from "../../lib/admin/use-form-state";
import { useResourceList, type ResourceList } from "../../lib/admin/use-resource-list";
import { refusalLines, useSave } from "../../lib/admin/use-save";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => [{ title: "Account | Admin Panel" }, { name: "robots", content: "noindex" }];

/** The signed-in admin's own account: their password, and every place they are signed in. */
export default function Account() {
  const { user } = useAuth();
  const sessions = useResourceList<AccountSession>(sessionsPath, { failure: "Error loading your sessions" });
  return (
    <section>
      <AdminPageHeader
        title="Account"
        description={`Signed in as ${user?.username ?? ""}. Change your password, and sign out the computers and phones you no longer use.`}
      />
      <div className="grid gap-8 xl:grid-cols-[minmax(0,28rem)_1fr]">
        {/* A changed password signs out every other session: this one is all that is left. */}
        <PasswordForm onChanged={() => sessions.keepItems((session) => session.current)} />
        <SessionList sessions={sessions} />
      </div>
    </section>
  );
}

const passwordFields: FieldSpec[] = [
  { name: "currentPassword", label: "Current password", type: "password", autoComplete: "current-password", maxLength: 256 },
  { name: "newPassword", label: "New password", type: "password", autoComplete: "new-password", maxLength: 256, hint: PASSWORD_RULES_HINT },
  { name: "repeatPassword", label: "New password again", type: "password", autoComplete: "new-password", maxLength: 256 },
];

type PasswordValues = { currentPassword: string; newPassword: string; repeatPassword: string };
const emptyPasswords: PasswordValues = { currentPassword: "", newPassword: "", repeatPassword: "" };

/** Current and new password; a changed password signs out every other session of the admin. */
function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const form = useFormState<PasswordValues>(emptyPasswords);
  const { saving, refusal, save: saveInput } = useSave("Failed to change the password");

  /** The passwords to send, or null after saying what is wrong with them. */
  function validPasswords() {
    const input = form.validate(PasswordChangeSchema);
    if (input && form.values.repeatPassword !== form.values.newPassword) {
      form.setErrors({ repeatPassword: "The two new passwords are not the same" });
      return null;
    }
    return input;
  }

  const save = () =>
    saveInput(validPasswords(), async (input) => {
      // A wrong current password is a 401 about that field, not about the session.
      const answer = await apiRequest<{ message: string }>(passwordChangePath, { method: "PUT", body: input, keepSessionOn401: true });
      form.reset(emptyPasswords);
      onChanged();
      return answer.message;
    });

  return (
    <form noValidate onSubmit={submitFocusingErrors(save)} aria-labelledby="password-heading" className="card space-y-5 p-5 sm:p-6">
      <div>
        <h2 id="password-heading" className="text-lg font-semibold">
          Change password
        </h2>
        <p className="mt-1 text-sm text-muted">Your other sessions are signed out; this one stays.</p>
      </div>
      <FormAlert messages={refusalLines(refusal)} />
      <FormFields fields={passwordFields} values={form.values} errors={form.errors} onChange={form.setValue} idPrefix="account" gridClassName="" />
      <div className="flex justify-end">
        <SubmitButton saving={saving} label="Change password" />
      </div>
    </form>
  );
}

/** Where the admin is signed in: device, since when, last use; end one or all the others. */
function SessionList({ sessions }: { sessions: ResourceList<AccountSession> }) {
  const { confirm, confirmDialog } = useConfirm();
  const { busy, run } = useAction<string>();
  const others = sessions.items.filter((session) => !session.current);

  async function end(path: string, question: string, busyKey: string) {
    if (!(await confirm(question, "Sign out"))) return;
    await run(busyKey, "Failed to sign out the session", async () => {
      const answer = await apiRequest<{ message: string }>(path, { method: "DELETE" });
      sessions.reload();
      return answer.message;
    });
  }

  return (
    <section aria-labelledby="sessions-heading">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="sessions-heading" className="text-lg font-semibold">
            Where you are signed in
          </h2>
          <p className="mt-1 text-sm text-muted">A session ends by itself after 12 hours without use, and 7 days after signing in.</p>
        </div>
        {others.length > 0 && (
          <button
            type="button"
            className="btn-outline shrink-0"
            disabled={busy !== null}
            onClick={() => end(sessionsPath, "Sign out everywhere else? Every other computer and phone will have to sign in again.", "others")}
          >
            Sign out everywhere else
          </button>
        )}
      </div>
      <ListStates status={sessions.status} loading="Loading your sessions…" failure={sessions.error ?? "Error loading your sessions"} empty="No sessions." isEmpty={sessions.items.length === 0} onRetry={sessions.reload}>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-1">
          {sessions.items.map((session) => {
            const device = describeDevice(session.userAgent);
            return (
              <li key={session._id}>
                <RecordCard
                  headingLevel={3}
                  title={device}
                  badge={session.current ? <NoteBadge>This device</NoteBadge> : undefined}
                  details={[
                    { label: "Signed in", value: formatDateTime(session.createdAt) },
                    { label: "Last used", value: formatDateTime(session.lastUsedAt) },
                  ]}
                  actions={
                    session.current ? undefined : (
                      <CardButton
                        label={`Sign out ${device}, signed in ${formatDateTime(session.createdAt)}`}
                        disabled={busy !== null}
                        onClick={() => end(sessionPath(session._id), `Sign out ${device}?`, session._id)}
                      >
                        {busy === session._id ? "Signing out…" : "Sign out"}
                      </CardButton>
                    )
                  }
                />
              </li>
            );
          })}
        </ul>
      </ListStates>
      {confirmDialog}
    </section>
  );
}
