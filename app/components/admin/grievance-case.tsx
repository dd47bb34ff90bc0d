import { useId } from "react";
import { grievanceResource, grievanceUpdatesPath } from "../../../common/grievance.resource";
import { grievanceCategoryNames, grievanceCommitteeNames, grievanceStatusNames } from "../../../common/grievance-names";
import {
  GrievanceUpdateSchema,
  MAX_HEARING_PLACE,
  grievanceUpdateLabels,
  nextStatuses,
  type GrievanceCase,
  type GrievanceStatus,
} from "../../../common/grievance.schema";
import { formatDate, formatDateTime, formatDayAndTime } from "../../../common/format-date";
import { recordPath } from "../../../common/resource";
import { apiRequest } from "../../lib/api-client";
import { useApiData } from "../../lib/admin/use-api-data";
import { useFormState } from "../../lib/admin/use-form-state";
import { refusalLines, useSave } from "../../lib/admin/use-save";
import { Spinner } from "../ui/icons";
import { AudienceChoice } from "./audience-choice";
import { ErrorState, LoadingState } from "./data-state";
import { FormAlert, FormFields, type FieldSpec } from "./form-field";
import { ModalDialog } from "./modal-dialog";
import { OverdueBadge } from "./status-badge";
import { submitFocusingErrors } from "./submit-focusing-errors";

const { labels, messages } = grievanceResource;

/** A grievance's status as a badge; decided ones in their colours, open ones in the desk's. */
const statusTones: Record<GrievanceStatus, string> = {
  received: "bg-sky-100 text-sky-900 ring-sky-300",
  "under-review": "bg-yellow-100 text-yellow-900 ring-yellow-300",
  "hearing-scheduled": "bg-violet-100 text-violet-900 ring-violet-300",
  resolved: "bg-green-100 text-green-900 ring-green-300",
  rejected: "bg-red-100 text-red-900 ring-red-300",
};

export function GrievanceStatusBadge({ status }: { status: GrievanceStatus }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${statusTones[status]}`}>
      {grievanceStatusNames[status]}
    </span>
  );
}

type NoteValues = { status: string; note: string; audience: string; hearingAt: string; hearingPlace: string };
const emptyNote: NoteValues = { status: "", note: "", audience: "committee", hearingAt: "", hearingPlace: "" };

/** India has kept one offset from UTC, +5:30, all year since 1945. */
const KOLKATA_OFFSET = "+05:30";

/** A date-time input's "2026-11-30T11:00", read as the college's time: "2026-11-30T11:00:00+05:30". Anything else as it is, for the schema to refuse. */
const kolkataTime = (local: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00${KOLKATA_OFFSET}` : local);

/** The college's clock now, as a date-time input writes it: the earliest time a hearing may be set for. */
const nowInKolkata = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 16);

type Props = {
  id: string;
  onClose: () => void;
  /** The grievance as the server stored it after a note: for the list behind the dialog. */
  onChanged: (grievance: GrievanceCase) => void;
};

/**
 * One grievance opened: who filed it and how to reach them, what they wrote, its history, and a
 * form to add a note — for the committee only, or for the complainant too (mailed to them and
 * shown on their status page) — with a change of status.
 */
export function GrievanceCaseDialog({ id, onClose, onChanged }: Props) {
  const loaded = useApiData<GrievanceCase>(recordPath(grievanceResource, id), { failure: labels.detailsFailed });
  const grievance = loaded.data;
  return (
    <ModalDialog open title={grievance ? `Grievance ${grievance.grievanceNumber}` : "Grievance"} onClose={onClose}>
      {loaded.status === "failed" ? (
        <ErrorState message={loaded.error ?? labels.detailsFailed} onRetry={loaded.reload} />
      ) : !grievance ? (
        <LoadingState label="Loading the grievance…" />
      ) : (
        <div className="space-y-8 px-5 py-5 sm:px-6">
          <CaseDetails grievance={grievance} />
          <section aria-labelledby="grievance-description">
            <h3 id="grievance-description" className="font-sans text-base font-semibold">
              What they wrote
            </h3>
            <p className="mt-1 text-sm font-semibold">{grievance.subject}</p>
            <p className="mt-2 rounded-lg bg-brand-50/60 p-4 text-sm leading-relaxed whitespace-pre-line ring-1 ring-line">{grievance.description}</p>
          </section>
          <History grievance={grievance} />
          <NoteForm
            grievance={grievance}
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

function CaseDetails({ grievance }: { grievance: GrievanceCase }) {
  const rows: [string, React.ReactNode][] = [
    ["Status", <GrievanceStatusBadge key="status" status={grievance.status} />],
    ["Decision due", <span key="due" className="flex flex-wrap items-center gap-2">{formatDate(grievance.dueDate)} {grievance.overdue && <OverdueBadge />}</span>],
    ["Category", grievanceCategoryNames[grievance.category]],
    ["Heard by", grievanceCommitteeNames[grievance.committee]],
    ["Received", formatDateTime(grievance.receivedAt)],
    ["Name", grievance.name],
    ["Email", <a key="email" className="text-brand-700 hover:underline" href={`mailto:${grievance.email}`}>{grievance.email}</a>],
    ["Mobile", <a key="mobile" className="text-brand-700 hover:underline" href={`tel:${grievance.mobile}`}>{grievance.mobile}</a>],
    ["Application or enrolment number", grievance.reference || "—"],
    ["Written in", grievance.language === "mr" ? "Marathi (on the Marathi form; their mail is in Marathi)" : "English (on the English form; their mail is in English)"],
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

function History({ grievance }: { grievance: GrievanceCase }) {
  return (
    <section aria-labelledby="grievance-history">
      <h3 id="grievance-history" className="font-sans text-base font-semibold">
        History
      </h3>
      <ol className="mt-3 space-y-3">
        {grievance.updates.map((update) => (
          <li key={update._id} className="rounded-lg p-3 ring-1 ring-line">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
              <span>{formatDateTime(update.at)}</span>
              <span aria-hidden="true">·</span>
              <span>{update.by ?? "Received through the website"}</span>
              <span aria-hidden="true">·</span>
              <span className={update.visibleToComplainant ? "font-semibold text-brand-800" : "font-semibold text-amber-800"}>
                {update.visibleToComplainant ? "Shown to the complainant" : "Committee only"}
              </span>
            </p>
            {update.status && (
              <p className="mt-1.5">
                <GrievanceStatusBadge status={update.status} />
              </p>
            )}
            {update.hearingAt && (
              <p className="mt-1.5 text-sm">
                <span className="font-semibold">Hearing:</span> {formatDayAndTime(update.hearingAt)}, {update.hearingPlace}
              </p>
            )}
            {update.note && <p className="mt-1.5 text-sm whitespace-pre-line">{update.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function NoteForm({ grievance, onSaved }: { grievance: GrievanceCase; onSaved: (grievance: GrievanceCase) => void }) {
  const form = useFormState<NoteValues>(emptyNote);
  const { saving, refusal, save } = useSave(labels.updateFailed);
  const audienceName = useId();
  const scheduling = form.values.status === "hearing-scheduled";
  const fields: FieldSpec[] = [
    {
      name: "status",
      label: grievanceUpdateLabels.status,
      type: "select",
      required: false,
      options: [
        { value: "", label: `No change (${grievanceStatusNames[grievance.status]})` },
        // A hearing already scheduled may be moved: the same status with a new time or place.
        ...(grievance.status === "hearing-scheduled" ? [{ value: "hearing-scheduled", label: "Hearing scheduled: a new time or place" }] : []),
        ...nextStatuses(grievance.status).map((status) => ({ value: status, label: grievanceStatusNames[status] })),
      ],
      hint: grievance.status === "resolved" || grievance.status === "rejected" ? "A decided grievance may be reopened for review." : undefined,
    },
    ...(scheduling
      ? ([
          { name: "hearingAt", label: grievanceUpdateLabels.hearingAt, type: "datetime-local", min: nowInKolkata(), hint: "India time (IST)" },
          { name: "hearingPlace", label: grievanceUpdateLabels.hearingPlace, maxLength: MAX_HEARING_PLACE, placeholder: "For example: Principal's office, first floor" },
        ] satisfies FieldSpec[])
      : []),
    { name: "note", label: grievanceUpdateLabels.note, type: "textarea", rows: 4, maxLength: 5000, wide: true },
  ];

  async function submit() {
    const input = form.validate(GrievanceUpdateSchema, {
      status: form.values.status,
      note: form.values.note,
      visibleToComplainant: form.values.audience === "complainant",
      // Only with the status they belong to: values typed before choosing another status stay behind.
      ...(scheduling ? { hearingAt: kolkataTime(form.values.hearingAt), hearingPlace: form.values.hearingPlace } : {}),
    });
    return save(input, async (update) => {
      const answer = await apiRequest<{ message: string; grievance: GrievanceCase }>(grievanceUpdatesPath(grievance._id), { method: "POST", body: update });
      form.reset(emptyNote);
      onSaved(answer.grievance);
      return answer.message || messages.updated;
    });
  }

  return (
    <form noValidate onSubmit={submitFocusingErrors(submit)} aria-labelledby="grievance-note-title" className="space-y-4 border-t border-line pt-6">
      <h3 id="grievance-note-title" className="font-sans text-base font-semibold">
        Add a note
      </h3>
      <FormAlert title="The note was not added:" messages={refusalLines(refusal)} />
      <FormFields fields={fields} values={form.values} errors={form.errors} onChange={form.setValue} idPrefix="grievance-note" />
      <AudienceChoice
        name={audienceName}
        value={form.values.audience}
        onChange={(audience) => form.setValue("audience", audience)}
        options={[
          { value: "committee", label: "The committee only", hint: "Kept in the history here; the complainant never sees it." },
          { value: "complainant", label: "The complainant too", hint: "Mailed to them and shown on their status page." },
        ]}
      />
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving && <Spinner className="h-4 w-4 text-current" />}
          {saving ? "Adding…" : "Add note"}
        </button>
      </div>
    </form>
  );
}
