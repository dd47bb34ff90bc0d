import { useState } from "react";
import toast from "react-hot-toast";
import { filterApplications } from "../../../common/admission-search";
import { admissionResource, adminReceiptPath, exportPath, receiptIn, reopenPath, type ReceiptLanguage } from "../../../common/admission.resource";
import { recordPath } from "../../../common/resource";
import {
  ApplicationEditSchema,
  applicationStatuses,
  programmeNames,
  PROGRAMME_NOT_DECIDED,
  type AdmissionApplication,
  type ApplicationStatus,
  type ExportFormat,
} from "../../../common/admission.schema";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { CheckIcon, PencilIcon, TrashIcon, XIcon } from "../../components/admin/admin-icons";
import { useConfirm } from "../../components/admin/confirm-dialog";
import { EmptyState, ErrorState, LoadingState } from "../../components/admin/data-state";
import { formatDateTime } from "../../../common/format-date";
import type { FieldSpec } from "../../components/admin/form-field";
import { InlineEditForm } from "../../components/admin/inline-edit-form";
import { CardButton, RecordCard } from "../../components/admin/record-card";
import { SearchBox } from "../../components/admin/search-box";
import { StatusBadge } from "../../components/admin/status-badge";
import { adminMeta } from "../../lib/admin/admin-meta";
import { apiRequest, downloadFile } from "../../lib/api-client";
import { useAction } from "../../lib/admin/use-action";
import { useDeleteRecord } from "../../lib/admin/use-delete-record";
import { useInlineEditor } from "../../lib/admin/use-inline-editor";
import { useResourceList } from "../../lib/admin/use-resource-list";
import type { Route } from "./+types/admissions";

export const meta: Route.MetaFunction = () => adminMeta(admissionResource.labels.title);

const { labels } = admissionResource;
const itemPath = (id: string) => recordPath(admissionResource, id);

type StatusFilter = "all" | ApplicationStatus;
const filters: readonly { key: StatusFilter; label: string }[] = [
  { key: "all", label: "All Applications" },
  { key: "pending", label: "Pending" },
  { key: "approved", label: "Approved" },
  { key: "rejected", label: "Rejected" },
];

const exportFormats: readonly { format: ExportFormat; label: string }[] = [
  { format: "csv", label: "Download CSV" },
  { format: "xlsx", label: "Download Excel" },
];

/** A family applies in English or Marathi, and the application does not say which: the office offers both. */
const receiptLanguages: readonly { language: ReceiptLanguage; label: string }[] = [
  { language: "en", label: "Receipt" },
  { language: "mr", label: "Marathi receipt" },
];

/** The export's address for what the screen shows: its status filter and search. */
function exportUrl(format: ExportFormat, status: StatusFilter, query: string) {
  const params = new URLSearchParams({ format });
  if (status !== "all") params.set("status", status);
  if (query.trim()) params.set("q", query.trim());
  return `${exportPath}?${params}`;
}

export default function AdmissionApplications() {
  const list = useResourceList<AdmissionApplication>(admissionResource.path, { failure: labels.loadFailed });
  const [query, setQuery] = useState("");
  const [statusFilter, setStatusFilter] = useState<StatusFilter>("all");
  const [editing, setEditing] = useState<AdmissionApplication | null>(null);
  const { busy: busyId, run: runOnApplication } = useAction<string>();
  const { busy: exporting, run: runExport } = useAction<ExportFormat>();
  const { busy: drawing, run: runDrawing } = useAction<string>();
  const { confirm, confirmDialog } = useConfirm();
  const { deleteRecord, deletingId } = useDeleteRecord<AdmissionApplication>({
    resource: admissionResource,
    confirm,
    onDeleted: () => list.reload(),
  });

  /** A decision after a question: one click on the wrong card must not decide a family's application. */
  async function decide(application: AdmissionApplication, status: Exclude<ApplicationStatus, "pending">) {
    const verb = status === "approved" ? "Approve" : "Reject";
    const question = `${verb} the application ${application.applicationNumber} of ${application.name}? You can set it back to pending later.`;
    if (!(await confirm(question, verb))) return;
    await changeStatus(application, async () => {
      const answer = await apiRequest<{ application?: AdmissionApplication } | undefined>(itemPath(application._id), { method: "PUT", body: { status } });
      toast.success(status === "approved" ? `Application of ${application.name} approved` : `Application of ${application.name} rejected`);
      return answer?.application;
    }, labels.statusFailed);
  }

  /** The way back from a decision taken by mistake; the activity log records it. */
  async function reopen(application: AdmissionApplication) {
    if (!(await confirm(`Set the application of ${application.name} back to pending? It is ${application.status} now.`, "Set back to pending"))) return;
    await changeStatus(application, async () => {
      const answer = await apiRequest<{ message: string; application: AdmissionApplication }>(reopenPath(application._id), { method: "POST" });
      toast.success(answer.message);
      return answer.application;
    }, labels.reopenFailed);
  }

  // A refused decision is a toast rather than a page of its own: the list stays usable.
  async function changeStatus(application: AdmissionApplication, change: () => Promise<AdmissionApplication | undefined>, failure: string) {
    await runOnApplication(application._id, failure, async () => {
      const changed = await change();
      // A decision leaves the application where it is in the list, which is newest first.
      if (changed) list.replaceItem(changed);
      else list.reload();
    });
  }

  async function download(format: ExportFormat) {
    await runExport(format, "Error downloading applications", () => downloadFile(exportUrl(format, statusFilter, query), `applications.${format}`));
  }

  /** The family's receipt, for one that lost theirs: the same PDF as their own link gives. */
  async function downloadReceipt(application: AdmissionApplication, language: ReceiptLanguage) {
    await runDrawing(`${application._id}-${language}`, "Error downloading the receipt", () =>
      downloadFile(receiptIn(adminReceiptPath(application._id), language), `receipt-${application.applicationNumber}.pdf`),
    );
  }

  async function startEditing(application: AdmissionApplication) {
    await runOnApplication(application._id, labels.detailsFailed, async () => {
      // The latest details, in case someone else changed them since the list was loaded.
      setEditing(await apiRequest<AdmissionApplication>(itemPath(application._id)));
    });
  }

  // A failed load replaces the whole page with the message and a way to try again.
  if (list.status === "failed") return <ErrorState message={list.error ?? labels.loadFailed} onRetry={list.reload} />;

  const shown = filterApplications(list.items, { status: statusFilter === "all" ? undefined : statusFilter, q: query });

  return (
    <section>
      <AdminPageHeader title={labels.title} description="Applications sent through the Apply Now form. Approve or reject pending ones, correct contact details, or remove duplicates.">
        {exportFormats.map(({ format, label }) => (
          <button key={format} type="button" className="btn-outline" disabled={exporting !== null} onClick={() => download(format)}>
            {exporting === format ? "Preparing…" : label}
          </button>
        ))}
      </AdminPageHeader>

      <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <SearchBox label="Search applications" placeholder="Search by number, name, email or mobile" value={query} onChange={setQuery} />
        <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2">
          {filters.map((filter) => (
            <button
              key={filter.key}
              type="button"
              aria-pressed={statusFilter === filter.key}
              onClick={() => setStatusFilter(filter.key)}
              className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold transition-colors ${
                statusFilter === filter.key ? "bg-brand-700 text-white" : "bg-surface text-brand-800 ring-1 ring-line hover:bg-brand-50"
              }`}
            >
              {filter.label}
            </button>
          ))}
        </div>
      </div>

      {list.status === "idle" || list.status === "loading" ? (
        <LoadingState label="Loading applications…" />
      ) : shown.length === 0 ? (
        <EmptyState message={list.items.length === 0 ? "No applications yet." : "No applications match your search and filter."} />
      ) : (
        <>
          <p className="mb-3 text-sm text-muted" aria-live="polite">
            Showing {shown.length} of {list.items.length} {list.items.length === 1 ? "application" : "applications"}
          </p>
          <ul className="grid gap-4 lg:grid-cols-2">
            {shown.map((application) => (
              <li key={application._id}>
                <RecordCard
                  headingLevel={2}
                  title={application.name}
                  subtitle={`${application.applicationNumber} · Applied ${formatDateTime(application.applicationDate)}`}
                  badge={<StatusBadge status={applicationStatuses.includes(application.status) ? application.status : "pending"} />}
                  details={
                    editing?._id === application._id
                      ? undefined
                      : [
                          { label: "Programme", value: application.programme ? programmeNames[application.programme] : PROGRAMME_NOT_DECIDED },
                          { label: "Email", value: application.email },
                          { label: "Mobile", value: application.mobile },
                          { label: "Education", value: application.education },
                          { label: "10th", value: `${application.tenthPercentage}% in ${application.tenthPassingYear}` },
                          { label: "10th school", value: application.tenthSchoolName },
                          { label: "12th", value: `${application.twelfthPercentage}% in ${application.twelfthPassingYear}` },
                          { label: "12th college", value: application.twelfthCollegeName },
                        ]
                  }
                  actions={
                    editing?._id === application._id ? undefined : (
                      <>
                        <CardButton disabled={busyId === application._id} onClick={() => startEditing(application)}>
                          <PencilIcon /> Edit
                        </CardButton>
                        {application.status === "pending" ? (
                          <>
                            <CardButton tone="approve" disabled={busyId === application._id} onClick={() => decide(application, "approved")}>
                              <CheckIcon /> Approve
                            </CardButton>
                            <CardButton tone="reject" disabled={busyId === application._id} onClick={() => decide(application, "rejected")}>
                              <XIcon /> Reject
                            </CardButton>
                          </>
                        ) : (
                          <CardButton disabled={busyId === application._id} onClick={() => reopen(application)}>
                            Set back to pending
                          </CardButton>
                        )}
                        {receiptLanguages.map(({ language, label }) => (
                          <CardButton
                            key={language}
                            label={`${label} of ${application.name}`}
                            disabled={drawing === `${application._id}-${language}`}
                            onClick={() => void downloadReceipt(application, language)}
                          >
                            {drawing === `${application._id}-${language}` ? "Preparing…" : label}
                          </CardButton>
                        ))}
                        <CardButton tone="danger" disabled={deletingId === application._id} onClick={() => deleteRecord(application)}>
                          <TrashIcon /> {deletingId === application._id ? "Deleting…" : "Delete"}
                        </CardButton>
                      </>
                    )
                  }
                >
                  {editing?._id === application._id && (
                    <ApplicationEditor
                      application={editing}
                      onCancel={() => setEditing(null)}
                      onSaved={(saved) => {
                        setEditing(null);
                        if (saved) list.replaceItem(saved);
                        else list.reload();
                      }}
                    />
                  )}
                </RecordCard>
              </li>
            ))}
          </ul>
        </>
      )}
      {confirmDialog}
    </section>
  );
}

const editFields: FieldSpec[] = [
  { name: "name", label: "Full name", maxLength: 100 },
  { name: "email", label: "Email", type: "email" },
  { name: "mobile", label: "Mobile number", type: "tel" },
  { name: "education", label: "Education", maxLength: 200 },
];

type EditValues = { name: string; email: string; mobile: string; education: string };

/** The inline form of a card: the four details an administrator may correct. */
function ApplicationEditor({ application, onCancel, onSaved }: { application: AdmissionApplication; onCancel: () => void; onSaved: (saved: AdmissionApplication | undefined) => void }) {
  const editor = useInlineEditor<AdmissionApplication, EditValues>({
    resource: admissionResource,
    item: application,
    values: { name: application.name, email: application.email, mobile: application.mobile, education: application.education },
    schema: ApplicationEditSchema,
    onSaved,
  });
  return (
    <InlineEditForm
      editor={editor}
      label={`Edit application of ${application.name}`}
      fields={editFields}
      idPrefix={`application-${application._id}`}
      submitLabel="Save Changes"
      onCancel={onCancel}
      className="mt-4"
    />
  );
}
