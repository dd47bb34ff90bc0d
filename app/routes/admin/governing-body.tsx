import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { governingBodyResource, publicGoverningBodyPath } from "../../../common/governing-body.resource";
import { GoverningBodyInputSchema, type GoverningBody } from "../../../common/governing-body.schema";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { ErrorState, LoadingState } from "../../components/admin/data-state";
import { FormAlert } from "../../components/admin/form-field";
import { emptyRowOf, memberFieldSpecs, rowsOf } from "../../components/admin/member-rows";
import { SubmitButton } from "../../components/admin/modal-form";
import { RowsEditor } from "../../components/admin/rows-editor";
import { submitFocusingErrors } from "../../components/admin/submit-focusing-errors";
import { adminMeta } from "../../lib/admin-meta";
import { apiRequest, ApiError, errorMessage } from "../../lib/api-client";
import { useFormState, type RowValues } from "../../lib/use-form-state";
import type { Route } from "./+types/governing-body";

export const meta: Route.MetaFunction = () => adminMeta(governingBodyResource.labels.title);

const { messages, labels } = governingBodyResource;
const emptyMember = emptyRowOf(memberFieldSpecs);

type LoadState = { status: "loading" } | { status: "failed"; message: string } | { status: "loaded" };

/** The governing body's members, edited as one list the way a committee's are, and saved as a whole. */
export default function GoverningBodyManagement() {
  const form = useFormState<{ members: readonly RowValues[] }>({ members: [] });
  const [load, setLoad] = useState<LoadState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const { reset } = form;

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: "loading" });
    apiRequest<GoverningBody>(publicGoverningBodyPath, { signal: controller.signal })
      .then((body) => {
        reset({ members: rowsOf(body.members ?? [], memberFieldSpecs) });
        setLoad({ status: "loaded" });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: "failed", message: errorMessage(error, labels.loadFailed) });
      });
    return () => controller.abort();
  }, [attempt, reset]);

  async function save(): Promise<boolean> {
    setServerErrors([]);
    if (!form.validate(GoverningBodyInputSchema)) return false;
    setSaving(true);
    try {
      const answer = await apiRequest<{ governingBody?: GoverningBody }>(governingBodyResource.path, { method: "PUT", body: form.values });
      if (answer.governingBody) reset({ members: rowsOf(answer.governingBody.members, memberFieldSpecs) });
      toast.success(messages.updated);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, labels.saveFailed));
      if (error instanceof ApiError && error.body?.errors?.length) setServerErrors(error.body.errors);
      return false;
    } finally {
      setSaving(false);
    }
  }

  return (
    <section>
      <AdminPageHeader
        title={labels.title}
        description="The members of the Governing Body, in the order of the table on the Governing Body page. Save to publish the whole list."
      />
      {load.status === "loading" && <LoadingState label="Loading the governing body…" />}
      {load.status === "failed" && <ErrorState message={load.message} onRetry={() => setAttempt((value) => value + 1)} />}
      {load.status === "loaded" && (
        <form noValidate onSubmit={submitFocusingErrors(save)} aria-labelledby="governing-body-form-heading" className="card p-5 sm:p-6">
          <h2 id="governing-body-form-heading" className="sr-only">
            Edit the Governing Body
          </h2>
          <div className="space-y-5">
            <FormAlert title="Please correct the following:" messages={serverErrors} />
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
              gridClassName="sm:grid-cols-3"
            />
          </div>
          {/* Kept in view while the clerk works down a long list. */}
          <div className="sticky bottom-0 -mx-5 mt-6 -mb-5 flex justify-end rounded-b-card border-t border-line bg-surface px-5 py-4 sm:-mx-6 sm:-mb-6 sm:px-6">
            <SubmitButton saving={saving} label="Save Governing Body" />
          </div>
        </form>
      )}
    </section>
  );
}
