import { useId, useState } from "react";
import { privacyRequestResource } from "../../../common/privacy.resource";
import { personalRecordKindNames, privacyRequestKindNames, privacyRequestStatusNames } from "../../../common/privacy-request-names";
import {
  nextRequestStatuses,
  PrivacyRequestUpdateSchema,
  type PersonalRecordMatch,
  type PrivacyRequestCase,
  type PrivacyRequestStatus,
} from "../../../common/privacy-request.schema";
import { formatDate, formatDateTime } from "../../../common/format-date";
import { recordPath } from "../../../common/resource";
import { apiRequest, downloadFile, errorMessage } from "../../lib/api-client";
import { useApiData } from "../../lib/admin/use-api-data";
import { useFormState } from "../../lib/admin/use-form-state";
import { refusalLines, useSave } from "../../lib/admin/use-save";
import toast from "react-hot-toast";
import { Spinner } from "../ui/icons";
import { AudienceChoice } from "./audience-choice";
import { useConfirm } from "./confirm-dialog";
import { ErrorState, LoadingState } from "./data-state";
import { FormAlert, FormFields, type FieldSpec } from "./form-field";
import { ModalDialog } from "./modal-dialog";
import { OverdueBadge } from "./status-badge";
import { submitFocusingErrors } from "./submit-focusing-errors";

const { messages } = privacyRequestResource;
const DETAILS_FAILED = "Error loading the privacy request";
const UPDATE_FAILED = "The update could not be added";
const ERASE_FAILED = "The records could not be erased";
const COPY_FAILED = "The copy could not be downloaded";

const statusTones: Record<PrivacyRequestStatus, string> = {
  received: "bg-sky-100 text-sky-900 ring-sky-300",
  "in-progress": "bg-yellow-100 text-yellow-900 ring-yellow-300",
  completed: "bg-green-100 text-green-900 ring-green-300",
  rejected: "bg-red-100 text-red-900 ring-red-300",
};

export function PrivacyRequestStatusBadge({ status }: { status: PrivacyRequestStatus }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${statusTones[status]}`}>
      {privacyRequestStatusNames[status]}
    </span>
  );
}

export const privacyRequestCopyPath = (id: string) => `${recordPath(privacyRequestResource, id)}/copy`;
const erasePath = (id: string) => `${recordPath(privacyRequestResource, id)}/erase`;
const updatesPath = (id: string) => `${recordPath(privacyRequestResource, id)}/updates`;

type Props = {
  id: string;
  onClose: () => void;
  /** The request as the server stored it after an update: for the list behind the dialog. */
  onChanged: (request: PrivacyRequestCase) => void;
};

/**
 * One privacy request opened: who asked and what, the records their email finds (and those only
 * their mobile number finds, to verify first), a copy of those records to send them, erasure of
 * the chosen ones, the history and a form to add an update with a change of status.
 */
export function PrivacyRequestCaseDialog({ id, onClose, onChanged }: Props) {
  const loaded = useApiData<PrivacyRequestCase>(recordPath(privacyRequestResource, id), { failure: DETAILS_FAILED });
  const request = loaded.data;
  return (
    <ModalDialog open title={request ? `Privacy request ${request.requestNumber}` : "Privacy request"} onClose={onClose}>
      {loaded.status === "failed" ? (
        <ErrorState message={loaded.error ?? DETAILS_FAILED} onRetry={loaded.reload} />
      ) : !request ? (
        <LoadingState label="Loading the privacy request…" />
      ) : (
        <div className="space-y-8 px-5 py-5 sm:px-6">
          <RequestDetails request={request} />
          <section aria-labelledby="privacy-request-details">
            <h3 id="privacy-request-details" className="font-sans text-base font-semibold">
              What they asked
            </h3>
            <p className="mt-2 rounded-lg bg-brand-50/60 p-4 text-sm leading-relaxed whitespace-pre-line ring-1 ring-line">{request.details}</p>
          </section>
          <Records request={request} onErased={loaded.reload} />
          <History request={request} />
          <UpdateForm
            request={request}
            onSaved={(saved) => {
              loaded.setData(saved);
              onChanged(saved);
            }}
          />
        </div>
      )}
    </ModalDialog>
  );
}

function RequestDetails({ request }: { request: PrivacyRequestCase }) {
  const rows: [string, React.ReactNode][] = [
    ["Status", <PrivacyRequestStatusBadge key="status" status={request.status} />],
    ["Answer due", <span key="due" className="flex flex-wrap items-center gap-2">{formatDate(request.dueDate)} {request.overdue && <OverdueBadge />}</span>],
    ["Request", privacyRequestKindNames[request.kind]],
    ["Received", formatDateTime(request.receivedAt)],
    ["Name", request.name],
    ["Email", <a key="email" className="text-brand-700 hover:underline" href={`mailto:${request.email}`}>{request.email}</a>],
    ["Email confirmed", request.confirmedAt ? `Yes, ${formatDateTime(request.confirmedAt)}` : "Not yet: they have not opened the link in the acknowledgement"],
    ["Mobile", <a key="mobile" className="text-brand-700 hover:underline" href={`tel:${request.mobile}`}>{request.mobile}</a>],
    ["Application or grievance number", request.reference || "—"],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="[overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const recordKey = (record: PersonalRecordMatch) => `${record.kind}:${record._id}`;
const recordName = (record: PersonalRecordMatch) => `${personalRecordKindNames[record.kind]} ${record.number}`;

/** The requester's records with a box each, the copy's download and the erasure of the chosen ones. */
function Records({ request, onErased }: { request: PrivacyRequestCase; onErased: () => void }) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<"copy" | "erase" | null>(null);
  const { confirm, confirmDialog } = useConfirm();
  const all = [...request.matches, ...request.mobileMatches];
  const picked = all.filter((record) => chosen.has(recordKey(record)));

  const toggle = (record: PersonalRecordMatch) =>
    setChosen((keys) => {
      const next = new Set(keys);
      if (!next.delete(recordKey(record))) next.add(recordKey(record));
      return next;
    });

  async function downloadCopy() {
    setBusy("copy");
    try {
      await downloadFile(privacyRequestCopyPath(request._id), `${request.requestNumber}-copy.json`);
    } catch (error) {
      toast.error(errorMessage(error, COPY_FAILED));
    } finally {
      setBusy(null);
    }
  }

  async function erase() {
    const names = picked.map(recordName).join(", ");
    const question = `Erase the personal data of ${picked.length === 1 ? "this record" : `these ${picked.length} records`}: ${names}? Names, email addresses, mobile numbers, schools, descriptions and notes are replaced for good; numbers, dates and statuses stay for the college's figures. This cannot be undone.`;
    if (!(await confirm(question, "Erase"))) return;
    setBusy("erase");
    try {
      const answer = await apiRequest<{ message: string; erased: number }>(erasePath(request._id), {
        method: "POST",
        body: { records: picked.map(({ kind, _id }) => ({ kind, _id })) },
      });
      toast.success(`${answer.message || messages.erased}: ${answer.erased} erased`);
      setChosen(new Set());
      onErased();
    } catch (error) {
      toast.error(errorMessage(error, ERASE_FAILED));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="privacy-request-records" className="space-y-4">
      <h3 id="privacy-request-records" className="font-sans text-base font-semibold">
        Their records
      </h3>
      <RecordGroup
        title="Found by their email"
        empty="No application or grievance has this email address."
        records={request.matches}
        chosen={chosen}
        onToggle={toggle}
      />
      <RecordGroup
        title="Found only by their mobile number"
        hint="Another email address: check that the record is theirs before you erase it. The copy leaves these out."
        empty="No other record has this mobile number."
        records={request.mobileMatches}
        chosen={chosen}
        onToggle={toggle}
      />
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-outline" onClick={downloadCopy} disabled={busy !== null || request.matches.length === 0}>
          {busy === "copy" && <Spinner className="h-4 w-4 text-current" />}
          Download a copy (JSON)
        </button>
        <button type="button" className="btn-danger" onClick={erase} disabled={busy !== null || picked.length === 0}>
          {busy === "erase" && <Spinner className="h-4 w-4 text-current" />}
          {picked.length > 0 ? `Erase ${picked.length} chosen ${picked.length === 1 ? "record" : "records"}` : "Erase chosen records"}
        </button>
      </div>
      <p className="text-xs text-muted">The copy holds every field of the records found by their email, for you to send to them.</p>
      {confirmDialog}
    </section>
  );
}

type RecordGroupProps = {
  title: string;
  hint?: string;
  empty: string;
  records: readonly PersonalRecordMatch[];
  chosen: ReadonlySet<string>;
  onToggle: (record: PersonalRecordMatch) => void;
};

function RecordGroup({ title, hint, empty, records, chosen, onToggle }: RecordGroupProps) {
  return (
    <fieldset>
      <legend className="field-label">{title}</legend>
      {hint && <p className="text-xs text-muted">{hint}</p>}
      {records.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{empty}</p>
      ) : (
        <ul className="mt-1 grid gap-2 sm:grid-cols-2">
          {records.map((record) => (
            <li key={recordKey(record)}>
              <label className="flex cursor-pointer items-center gap-3 rounded-lg p-3 text-sm ring-1 ring-line has-[:checked]:bg-red-50 has-[:checked]:ring-red-300">
                <input type="checkbox" checked={chosen.has(recordKey(record))} onChange={() => onToggle(record)} />
                {recordName(record)}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function History({ request }: { request: PrivacyRequestCase }) {
  return (
    <section aria-labelledby="privacy-request-history">
      <h3 id="privacy-request-history" className="font-sans text-base font-semibold">
        History
      </h3>
      {request.updates.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No updates yet.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {request.updates.map((update) => (
            <li key={update._id} className="rounded-lg p-3 ring-1 ring-line">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
                <span>{formatDateTime(update.at)}</span>
                <span aria-hidden="true">·</span>
                <span>{update.by ?? "Received through the website"}</span>
                <span aria-hidden="true">·</span>
                <span className={update.visibleToRequester ? "font-semibold text-brand-800" : "font-semibold text-amber-800"}>
                  {update.visibleToRequester ? "Shown to the requester" : "Desk only"}
                </span>
              </p>
              {update.status && (
                <p className="mt-1.5">
                  <PrivacyRequestStatusBadge status={update.status} />
                </p>
              )}
              {update.note && <p className="mt-1.5 text-sm whitespace-pre-line">{update.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

type UpdateValues = { status: string; note: string; audience: string };
const emptyUpdate: UpdateValues = { status: "", note: "", audience: "desk" };

function UpdateForm({ request, onSaved }: { request: PrivacyRequestCase; onSaved: (request: PrivacyRequestCase) => void }) {
  const form = useFormState<UpdateValues>(emptyUpdate);
  const { saving, refusal, save } = useSave(UPDATE_FAILED);
  const audienceName = useId();
  const fields: FieldSpec[] = [
    {
      name: "status",
      label: "Status",
      type: "select",
      required: false,
      options: [
        { value: "", label: `No change (${privacyRequestStatusNames[request.status]})` },
        ...nextRequestStatuses(request.status).map((status) => ({ value: status, label: privacyRequestStatusNames[status] })),
      ],
      hint: nextRequestStatuses(request.status).length === 0 ? "A decided request keeps its status." : undefined,
    },
    { name: "note", label: "Note", type: "textarea", rows: 4, maxLength: 5000, wide: true },
  ];

  async function submit() {
    const input = form.validate(PrivacyRequestUpdateSchema, {
      status: form.values.status,
      note: form.values.note,
      visibleToRequester: form.values.audience === "requester",
    });
    return save(input, async (update) => {
      const answer = await apiRequest<{ message: string; privacyRequest: PrivacyRequestCase }>(updatesPath(request._id), { method: "POST", body: update });
      form.reset(emptyUpdate);
      onSaved(answer.privacyRequest);
      return answer.message || messages.updated;
    });
  }

  return (
    <form noValidate onSubmit={submitFocusingErrors(submit)} aria-labelledby="privacy-request-update-title" className="space-y-4 border-t border-line pt-6">
      <h3 id="privacy-request-update-title" className="font-sans text-base font-semibold">
        Add an update
      </h3>
      <FormAlert title="The update was not added:" messages={refusalLines(refusal)} />
      <FormFields fields={fields} values={form.values} errors={form.errors} onChange={form.setValue} idPrefix="privacy-request-update" />
      <AudienceChoice
        name={audienceName}
        value={form.values.audience}
        onChange={(audience) => form.setValue("audience", audience)}
        options={[
          { value: "desk", label: "The desk only", hint: "Kept in the history here; the requester never sees it." },
          { value: "requester", label: "The requester too", hint: "Mailed to them and shown on their status page." },
        ]}
      />
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving && <Spinner className="h-4 w-4 text-current" />}
          {saving ? "Adding…" : "Add update"}
        </button>
      </div>
    </form>
  );
}
