import { useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { grievanceResource } from "../../../common/grievance.resource";
import { grievanceCategoryNames, grievanceStatusNames } from "../../../common/grievance-names";
import { grievanceCategories, grievanceStatuses, type GrievanceCase, type GrievanceSummary } from "../../../common/grievance.schema";
import { formatDate } from "../../../common/format-date";
import { todayInKolkata } from "../../../common/fields";
import { GRIEVANCE_WORKING_DAYS } from "../../../common/working-days";
import { DataTable, type DataColumn } from "../../components/data-table";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { ListStates } from "../../components/admin/data-state";
import { GrievanceCaseDialog, GrievanceStatusBadge } from "../../components/admin/grievance-case";
import { OverdueBadge } from "../../components/admin/status-badge";
import { SearchBox } from "../../components/admin/search-box";
import { adminMeta } from "../../lib/admin/admin-meta";
import { useResourceList } from "../../lib/admin/use-resource-list";
import type { Route } from "./+types/grievances";

export const meta: Route.MetaFunction = () => adminMeta(grievanceResource.labels.title);

const { labels } = grievanceResource;
/** The address of the case opened in the dialog: `?case=<id>`, which the desk's notice mail links to. */
const CASE = "case";
const SEARCH_PAUSE_MS = 300;

/** The list's address for the filters: the server filters and searches (GET ?status=&category=&q=). */
function listPath(status: string, category: string, query: string) {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (category) params.set("category", category);
  if (query.trim()) params.set("q", query.trim());
  const search = params.toString();
  return search ? `${grievanceResource.path}?${search}` : grievanceResource.path;
}

/** The search as typed, sent once typing pauses. */
function usePausedValue(value: string) {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return paused;
}

export default function Grievances() {
  const [status, setStatus] = useState("");
  const [category, setCategory] = useState("");
  const [query, setQuery] = useState("");
  const list = useResourceList<GrievanceSummary>(listPath(status, category, usePausedValue(query)), { failure: labels.loadFailed });
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get(CASE);
  const statusId = useId();
  const categoryId = useId();

  const open = (id: string) => setSearchParams((params) => (params.set(CASE, id), params));
  const close = () => setSearchParams((params) => (params.delete(CASE), params), { replace: true });
  // The list entry is the case without what only the case view shows.
  const changed = ({ description: _description, reference: _reference, language: _language, updates: _updates, privacyNoticeVersion: _version, ...summary }: GrievanceCase) =>
    list.replaceItem(summary);

  const columns: readonly DataColumn<GrievanceSummary>[] = [
    { header: "Number", cell: (grievance) => <span className="whitespace-nowrap">{grievance.grievanceNumber}</span>, rowHeader: true },
    { header: "Received", cell: (grievance) => formatDate(todayInKolkata(new Date(grievance.receivedAt))), nowrap: true },
    {
      // The headings are short: a table at the office computer's 1280 px is only as narrow as its
      // headings (one line each) and its one-line values, and the Open button at its end must fit.
      header: "Subject",
      cell: (grievance) => (
        <>
          <span className="block">{grievance.subject}</span>
          <span className="block text-xs text-muted">{grievanceCategoryNames[grievance.category]}</span>
        </>
      ),
    },
    { header: "Complainant", cell: (grievance) => grievance.name },
    { header: "Status", cell: (grievance) => <GrievanceStatusBadge status={grievance.status} /> },
    {
      header: "Due",
      // The date on one line, the overdue badge under it where the column is narrow.
      cell: (grievance) => (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="whitespace-nowrap">{formatDate(grievance.dueDate)}</span>
          {grievance.overdue && <OverdueBadge />}
        </span>
      ),
    },
    {
      header: "Case",
      cell: (grievance) => (
        <button type="button" className="btn-outline min-h-9 px-4 py-1 text-sm whitespace-nowrap" onClick={() => open(grievance._id)}>
          Open <span className="sr-only">grievance {grievance.grievanceNumber}</span>
        </button>
      ),
    },
  ];

  const filtered = Boolean(status || category || query.trim());
  const overdue = list.items.filter((grievance) => grievance.overdue).length;

  return (
    <section>
      <AdminPageHeader
        title={labels.title}
        description={`Grievances filed on the website's form. Open one to read it, add a note for the committee or the complainant, and change its status. The decision is due ${GRIEVANCE_WORKING_DAYS} working days (Monday to Saturday) after receipt.`}
      />

      <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <SearchBox label="Search grievances" placeholder="Search by number, name, email or subject" value={query} onChange={setQuery} />
        <div className="grid gap-3 sm:grid-cols-2 lg:w-[32rem]">
          <div>
            <label htmlFor={statusId} className="field-label">
              Status
            </label>
            <select id={statusId} className="field-input" value={status} onChange={(event) => setStatus(event.target.value)}>
              <option value="">All statuses</option>
              {grievanceStatuses.map((value) => (
                <option key={value} value={value}>
                  {grievanceStatusNames[value]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={categoryId} className="field-label">
              Category
            </label>
            <select id={categoryId} className="field-input" value={category} onChange={(event) => setCategory(event.target.value)}>
              <option value="">All categories</option>
              {grievanceCategories.map((value) => (
                <option key={value} value={value}>
                  {grievanceCategoryNames[value]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      <ListStates
        status={list.status}
        loading="Loading grievances…"
        failure={list.error ?? labels.loadFailed}
        empty={filtered ? "No grievances match your search and filters." : "No grievances yet."}
        isEmpty={list.items.length === 0}
        onRetry={list.reload}
      >
        <p className="mb-3 text-sm text-muted" aria-live="polite">
          {list.items.length} {list.items.length === 1 ? "grievance" : "grievances"}
          {overdue > 0 && `, ${overdue} overdue`}
        </p>
        <DataTable caption="Grievances, newest first" hideCaption columns={columns} rows={list.items} rowKey={(grievance) => grievance._id} />
      </ListStates>

      {openId && <GrievanceCaseDialog key={openId} id={openId} onClose={close} onChanged={changed} />}
    </section>
  );
}
