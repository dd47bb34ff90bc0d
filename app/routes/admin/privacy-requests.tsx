import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { privacyRequestResource } from "../../../common/privacy.resource";
import { privacyRequestKindNames, privacyRequestStatusNames } from "../../../common/privacy-request-names";
import { privacyRequestStatuses, type PrivacyRequestCase, type PrivacyRequestSummary } from "../../../common/privacy-request.schema";
import { formatDate } from "../../../common/format-date";
import { todayInKolkata } from "../../../common/fields";
import { DataTable, type DataColumn } from "../../components/data-table";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { ListStates } from "../../components/admin/data-state";
import { PrivacyRequestCaseDialog, PrivacyRequestStatusBadge } from "../../components/admin/privacy-request-case";
import { OverdueBadge } from "../../components/admin/status-badge";
import { adminMeta } from "../../lib/admin/admin-meta";
import { useResourceList } from "../../lib/admin/use-resource-list";
import type { Route } from "./+types/privacy-requests";

export const meta: Route.MetaFunction = () => adminMeta(privacyRequestResource.labels.title);

const { labels } = privacyRequestResource;
/** The address of the request opened in the dialog: `?case=<id>`. */
const CASE = "case";

const listPath = (status: string) => (status ? `${privacyRequestResource.path}?status=${encodeURIComponent(status)}` : privacyRequestResource.path);

export default function PrivacyRequests() {
  const [status, setStatus] = useState("");
  const list = useResourceList<PrivacyRequestSummary>(listPath(status), { failure: labels.loadFailed });
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get(CASE);
  const statusId = useId();

  const open = (id: string) => setSearchParams((params) => (params.set(CASE, id), params));
  const close = () => setSearchParams((params) => (params.delete(CASE), params), { replace: true });
  // The list entry is the case without what only the case view shows.
  const changed = ({ details: _d, reference: _r, confirmedAt: _c, updates: _u, matches: _m, mobileMatches: _mm, ...summary }: PrivacyRequestCase) =>
    list.replaceItem(summary);

  const columns: readonly DataColumn<PrivacyRequestSummary>[] = [
    { header: "Number", cell: (request) => <span className="whitespace-nowrap">{request.requestNumber}</span>, rowHeader: true },
    { header: "Received", cell: (request) => formatDate(todayInKolkata(new Date(request.receivedAt))), nowrap: true },
    { header: "Request", cell: (request) => privacyRequestKindNames[request.kind] },
    { header: "Requester", cell: (request) => request.name },
    { header: "Status", cell: (request) => <PrivacyRequestStatusBadge status={request.status} /> },
    {
      header: "Due",
      cell: (request) => (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="whitespace-nowrap">{formatDate(request.dueDate)}</span>
          {request.overdue && <OverdueBadge />}
        </span>
      ),
    },
    {
      header: "Case",
      cell: (request) => (
        <button type="button" className="btn-outline min-h-9 px-4 py-1 text-sm whitespace-nowrap" onClick={() => open(request._id)}>
          Open <span className="sr-only">privacy request {request.requestNumber}</span>
        </button>
      ),
    },
  ];

  const overdue = list.items.filter((request) => request.overdue).length;

  return (
    <section>
      <AdminPageHeader
        title={labels.title}
        description="Requests to see, correct or erase personal data, filed on the website's privacy form. Open one to find the requester's applications and grievances, download a copy of them, erase them, and answer with an update. The answer is due by the date shown."
      />

      <div className="mb-6 max-w-xs">
        <label htmlFor={statusId} className="field-label">
          Status
        </label>
        <select id={statusId} className="field-input" value={status} onChange={(event) => setStatus(event.target.value)}>
          <option value="">All statuses</option>
          {privacyRequestStatuses.map((value) => (
            <option key={value} value={value}>
              {privacyRequestStatusNames[value]}
            </option>
          ))}
        </select>
      </div>

      <ListStates
        status={list.status}
        loading="Loading privacy requests…"
        failure={list.error ?? labels.loadFailed}
        empty={status ? "No privacy requests have this status." : "No privacy requests yet."}
        isEmpty={list.items.length === 0}
        onRetry={list.reload}
      >
        <p className="mb-3 text-sm text-muted" aria-live="polite">
          {list.items.length} {list.items.length === 1 ? "request" : "requests"}
          {overdue > 0 && `, ${overdue} overdue`}
        </p>
        <DataTable caption="Privacy requests, newest first" hideCaption columns={columns} rows={list.items} rowKey={(request) => request._id} />
      </ListStates>

      {openId && <PrivacyRequestCaseDialog key={openId} id={openId} onClose={close} onChanged={changed} />}
    </section>
  );
}
