import { governingBodyCollection, type GoverningBody } from "../../../common/governing-body.collection";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { ErrorState, LoadingState } from "../../components/admin/data-state";
import { FormAlert } from "../../components/admin/form-field";
import { emptyRowOf, memberFieldSpecs, rowsOf } from "../../components/admin/member-rows";
import { SubmitButton } from "../../components/admin/modal-form";
import { RowsEditor } from "../../components/admin/rows-editor";
import { submitFocusingErrors } from "../../components/admin/submit-focusing-errors";
import { adminMeta } from "../../lib/admin/admin-meta";
import type { RowValues } from "../../lib/admin/use-form-state";
import { singletonScreenOf, useSingletonEditor } from "../../lib/admin/use-singleton-editor";
import type { Route } from "./+types/governing-body";

const { labels, inputSchema } = governingBodyCollection;
const { resource, loadPath } = singletonScreenOf(governingBodyCollection);

export const meta: Route.MetaFunction = () => adminMeta(labels.title);

const emptyMember = emptyRowOf(memberFieldSpecs);

type MemberValues = { members: readonly RowValues[] };
const toValues = (body: GoverningBody): MemberValues => ({ members: rowsOf(body.members ?? [], memberFieldSpecs) });

/** The governing body's members, edited as one list the way a committee's are, and saved as a whole. */
export default function GoverningBodyManagement() {
  const body = useSingletonEditor<GoverningBody, MemberValues>({
    resource,
    loadPath,
    schema: inputSchema,
    empty: { members: [] },
    toValues,
  });
  const { form } = body;

  return (
    <section>
      <AdminPageHeader
        title={labels.title}
        description="The members of the Governing Body, in the order of the table on the Governing Body page. Save to publish the whole list."
      />
      {(body.status === "idle" || body.status === "loading") && <LoadingState label="Loading the governing body…" />}
      {body.status === "failed" && <ErrorState message={body.error ?? labels.loadFailed} onRetry={body.reload} />}
      {body.status === "succeeded" && (
        <form noValidate onSubmit={submitFocusingErrors(() => body.save())} aria-labelledby="governing-body-form-heading" className="card p-5 sm:p-6">
          <h2 id="governing-body-form-heading" className="sr-only">
            Edit the Governing Body
          </h2>
          <div className="space-y-5">
            <FormAlert title="Please correct the following:" messages={body.refusal?.details ?? []} />
            <RowsEditor
              name="members"
              legend="Members"
              rowLabel="member"
              fields={memberFieldSpecs}
              rows={form.values.members}
              emptyRow={emptyMember}
              errors={form.errors}
              onChange={(rows) => form.setValue("members", rows)}
              idPrefix="governing-body-members"
            />
          </div>
          {/* Kept in view while the clerk works down a long list. */}
          <div className="sticky bottom-0 -mx-5 mt-6 -mb-5 flex justify-end rounded-b-card border-t border-line bg-surface px-5 py-4 sm:-mx-6 sm:-mb-6 sm:px-6">
            <SubmitButton saving={body.saving} label="Save Governing Body" />
          </div>
        </form>
      )}
    </section>
  );
}
