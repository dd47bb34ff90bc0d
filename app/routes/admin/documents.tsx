import { useState } from "react";
import toast from "react-hot-toast";
import {
  documentList,
  documentPath,
  documentResource,
  documentsListPath,
  documentVersionsPath,
  fileUploadPath,
  restoreVersionPath,
} from "../../../common/document.resource";
import type { AdminDocumentSummary, DocumentVersion } from "../../../common/document.schema";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { useConfirm } from "../../components/admin/confirm-dialog";
import { ListStates } from "../../components/admin/data-state";
import { formatDateTime } from "../../../common/format-date";
import { PdfUpload } from "../../components/admin/pdf-upload";
import { CardButton, RecordCard } from "../../components/admin/record-card";
import { adminMeta } from "../../lib/admin/admin-meta";
import { apiRequest } from "../../lib/api-client";
import { useAction } from "../../lib/admin/use-action";
import { useApiData } from "../../lib/admin/use-api-data";
import type { Route } from "./+types/documents";

export const meta: Route.MetaFunction = () => adminMeta(documentResource.labels.title);

const { messages, labels } = documentResource;

/** 350 KB, 4.2 MB: what the clerk compares with the file on the computer. */
function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const linkButtonClass =
  "inline-flex min-h-10 items-center gap-1.5 rounded-full border border-line px-4 text-sm font-semibold text-brand-800 transition-colors hover:bg-brand-50";

export default function DocumentsManagement() {
  const documents = useApiData<AdminDocumentSummary[]>(documentsListPath, { failure: labels.loadFailed });
  const list = documents.data ?? [];
  const { confirm, confirmDialog } = useConfirm();

  function showChanged(changed: AdminDocumentSummary) {
    documents.setData((current) => [...(current ?? []).filter((document) => document.key !== changed.key), changed]);
  }

  return (
    <section>
      <AdminPageHeader
        title={labels.title}
        description="The PDFs of the website. Replace one with this year's file: its download and share links stay the same and serve the new file at once. Earlier files are kept and can be restored."
      />
      <ListStates
        status={documents.status}
        loading="Loading documents..."
        failure={documents.error ?? labels.loadFailed}
        empty="No documents."
        isEmpty={false}
        onRetry={documents.reload}
      >
        {/* All six, in the site's order: one not published yet is offered for its first file. */}
        <ul className="grid gap-5 lg:grid-cols-2">
          {documentList.map((entry) => {
            const document = list.find((candidate) => candidate.key === entry.key);
            return (
              <li key={entry.key}>
                {document ? (
                  <DocumentCard document={document} confirm={confirm} onChanged={showChanged} />
                ) : (
                  <UnpublishedCard entry={entry} onPublished={showChanged} />
                )}
              </li>
            );
          })}
        </ul>
      </ListStates>
      <FilesSection />
      {confirmDialog}
    </section>
  );
}

type CardProps = {
  document: AdminDocumentSummary;
  confirm: (question: string, confirmLabel?: string) => Promise<boolean>;
  onChanged: (document: AdminDocumentSummary) => void;
};

/** One document: what is served now, a new file for it, and its earlier files. */
function DocumentCard({ document, confirm, onChanged }: CardProps) {
  const [showVersions, setShowVersions] = useState(false);
  const versionsId = `versions-${document.key}`;

  return (
    <RecordCard
      title={document.title}
      subtitle={document.fileName}
      headingLevel={2}
      details={[
        { label: "Size", value: formatFileSize(document.size) },
        { label: "Last update", value: formatDateTime(document.updatedAt) },
        { label: "Uploaded by", value: document.uploadedBy },
      ]}
    >
      <div className="mt-4">
        <PdfUpload<{ document?: AdminDocumentSummary }>
          label="Replace"
          name={`Replace ${document.title}`}
          hint="A PDF of at most 20 MB. It is served as soon as it has uploaded."
          path={documentPath(document.key)}
          method="PUT"
          failure={labels.replaceFailed}
          onUploaded={(answer) => {
            if (answer.document) onChanged(answer.document);
            toast.success(messages.replaced);
          }}
        />
      </div>
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <a href={document.url} target="_blank" rel="noopener noreferrer" className={linkButtonClass} aria-label={`View ${document.title} (opens in a new tab)`}>
          View PDF
        </a>
        <button
          type="button"
          className={linkButtonClass}
          aria-expanded={showVersions}
          aria-controls={versionsId}
          onClick={() => setShowVersions((shown) => !shown)}
        >
          Earlier versions
        </button>
      </div>
      {showVersions && (
        // Keyed by the last update, so the list loads again after a new file or a restore.
        <EarlierVersions key={document.updatedAt} id={versionsId} document={document} confirm={confirm} onRestored={onChanged} />
      )}
    </RecordCard>
  );
}

/** A document with no file yet (a fresh install without sample content): its pages say it is not published. */
function UnpublishedCard({ entry, onPublished }: { entry: (typeof documentList)[number]; onPublished: (document: AdminDocumentSummary) => void }) {
  return (
    <RecordCard title={entry.title} subtitle={entry.fileName} headingLevel={2} details={[{ label: "Status", value: "Not published yet" }]}>
      <div className="mt-4">
        <PdfUpload<{ document?: AdminDocumentSummary }>
          label="Publish"
          name={`Publish ${entry.title}`}
          hint="A PDF of at most 20 MB. It is served as soon as it has uploaded; until then the site says it is not published yet."
          path={documentPath(entry.key)}
          method="PUT"
          failure={labels.replaceFailed}
          onUploaded={(answer) => {
            if (answer.document) onPublished(answer.document);
            toast.success(messages.published);
          }}
        />
      </div>
    </RecordCard>
  );
}

type VersionsProps = {
  id: string;
  document: AdminDocumentSummary;
  confirm: CardProps["confirm"];
  onRestored: (document: AdminDocumentSummary) => void;
};

/** The files a document had before, newest first, each of which can be served again. */
function EarlierVersions({ id, document, confirm, onRestored }: VersionsProps) {
  const versions = useApiData<DocumentVersion[]>(documentVersionsPath(document.key), { failure: labels.versionsFailed });
  const list = versions.data ?? [];
  const { busy: restoringId, run } = useAction<string>();

  async function restore(version: DocumentVersion) {
    const question = `Serve the file of ${formatDateTime(version.uploadedAt)} as the ${document.title} again? The file served now stays as an earlier version.`;
    if (!(await confirm(question, "Restore"))) return;
    await run(version._id, labels.restoreFailed, async () => {
      const answer = await apiRequest<{ document?: AdminDocumentSummary }>(restoreVersionPath(document.key, version._id), { method: "POST" });
      if (answer?.document) onRestored(answer.document);
      return messages.restored;
    });
  }

  return (
    <section id={id} aria-label={`Earlier versions of ${document.title}`} className="mt-4">
      <ListStates
        status={versions.status}
        loading="Loading earlier versions..."
        failure={versions.error ?? labels.versionsFailed}
        empty="No earlier versions yet."
        isEmpty={list.length === 0}
        onRetry={versions.reload}
      >
        <ul className="divide-y divide-line rounded-lg ring-1 ring-line">
          {list.map((version) => (
            <li key={version._id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2.5">
              <p className="text-sm">
                <span className="font-semibold text-ink">{formatDateTime(version.uploadedAt)}</span>
                <span className="text-muted">
                  {" "}
                  · {formatFileSize(version.size)} · {version.uploadedBy}
                </span>
              </p>
              <CardButton
                label={`Restore the file of ${formatDateTime(version.uploadedAt)}`}
                disabled={restoringId !== null}
                onClick={() => void restore(version)}
              >
                {restoringId === version._id ? "Restoring…" : "Restore"}
              </CardButton>
            </li>
          ))}
        </ul>
      </ListStates>
    </section>
  );
}

/** PDFs for the news (a circular, a merit list): each gets a permanent address to link to. */
function FilesSection() {
  const [uploaded, setUploaded] = useState<{ name: string; url: string }[]>([]);

  return (
    <section aria-labelledby="files-heading" className="card mt-10 p-5 sm:p-6">
      <h2 id="files-heading" className="text-lg font-semibold">
        Files
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-muted">
        Upload a circular or a merit list to get a permanent link to it. Link it from a news item (News: “Link to an uploaded PDF”) or share it.
      </p>
      <div className="mt-4 max-w-xl">
        <PdfUpload<{ url: string }>
          label="Upload a PDF"
          hint="A PDF of at most 20 MB."
          path={fileUploadPath}
          failure={labels.fileUploadFailed}
          onUploaded={(answer, file) => {
            setUploaded((current) => [{ name: file.name, url: answer.url }, ...current.filter((entry) => entry.url !== answer.url)]);
            toast.success(messages.fileUploaded);
          }}
        />
      </div>
      {uploaded.length > 0 && (
        <ul aria-label="Uploaded files" className="mt-5 space-y-3">
          {uploaded.map((entry) => (
            <li key={entry.url} className="rounded-lg bg-brand-50/60 p-3 ring-1 ring-brand-100">
              <p className="text-sm font-semibold text-ink">{entry.name}</p>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
                <a href={entry.url} target="_blank" rel="noopener noreferrer" className="font-mono break-all text-brand-800 underline">
                  {entry.url}
                </a>
                <CardButton label={`Copy the link to ${entry.name}`} onClick={() => void copyLink(entry.url)}>
                  Copy link
                </CardButton>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Copies the file's full address, as it would be pasted into a message. */
async function copyLink(url: string) {
  const address = new URL(url, window.location.origin).href;
  try {
    await navigator.clipboard.writeText(address);
    toast.success("Link copied");
  } catch {
    toast.error(`Copy this link: ${address}`);
  }
}
