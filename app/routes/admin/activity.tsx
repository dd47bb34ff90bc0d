import { useCallback, useEffect, useState } from "react";
import type { UserAccount } from "../../../common/account.schema";
import { auditPath } from "../../../common/audit.resource";
import { auditResources, type AuditEntry } from "../../../common/audit.schema";
import { AdminPageHeader } from "../../components/admin/admin-page-header";
import { adminScreens, type AdminScreen } from "../../components/admin/admin-screens";
import { EmptyState, ErrorState, LoadingState } from "../../components/admin/data-state";
import { formatDateTime } from "../../../common/format-date";
import { userResource } from "../../../common/user.resource";
import { FormFields, type FieldOption, type FieldSpec } from "../../components/admin/form-field";
import { Spinner } from "../../components/ui/icons";
import { apiRequest, errorMessage } from "../../lib/api-client";
import { useResourceList } from "../../lib/admin/use-resource-list";
import type { Route } from "./+types/activity";

export const meta: Route.MetaFunction = () => [{ title: "Activity | Admin Panel" }, { name: "robots", content: "noindex" }];

const PAGE_SIZE = 50;

type Filters = { username: string; resource: string; from: string; to: string };
const noFilters: Filters = { username: "", resource: "", from: "", to: "" };

/** Each kind of record the log files changes under, by its key: the log's own list, then every screen's record that is not on it. */
const recordKinds: Record<string, string> = Object.fromEntries([
  ...Object.entries(auditResources),
  ...(adminScreens as readonly AdminScreen[]).flatMap((screen) => {
    const key = (screen.resource ?? screen.collection)?.key;
    return key && !(key in auditResources) ? [[key, screen.label]] : [];
  }),
]);

const resourceOptions: FieldOption[] = [{ value: "", label: "Everything" }, ...Object.entries(recordKinds).map(([value, label]) => ({ value, label }))];

/** The address of one page: the filters in use, and where the previous page ended. */
function pagePath(filters: Filters, after?: AuditEntry) {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  if (after) {
    query.set("before", after.at);
    query.set("beforeId", after._id);
  }
  return `${auditPath}?${query}`;
}

type Pages = { entries: AuditEntry[]; status: "loading" | "loaded" | "failed"; error: string | null; more: boolean; loadingMore: boolean };

/** The log a page at a time, newest first; a change of filters starts again from the newest. */
function useAuditPages(filters: Filters) {
  const [pages, setPages] = useState<Pages>({ entries: [], status: "loading", error: null, more: false, loadingMore: false });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setPages({ entries: [], status: "loading", error: null, more: false, loadingMore: false });
    apiRequest<AuditEntry[]>(pagePath(filters), { signal: controller.signal }).then(
      (entries) => setPages({ entries, status: "loaded", error: null, more: entries.length === PAGE_SIZE, loadingMore: false }),
      (error: unknown) => {
        if (!controller.signal.aborted) setPages((current) => ({ ...current, status: "failed", error: errorMessage(error, "Error loading the activity") }));
      },
    );
    return () => controller.abort();
  }, [filters, generation]);

  const loadMore = useCallback(async () => {
    const last = pages.entries[pages.entries.length - 1];
    if (!last) return;
    setPages((current) => ({ ...current, loadingMore: true }));
    try {
      const older = await apiRequest<AuditEntry[]>(pagePath(filters, last));
      setPages((current) => ({ ...current, entries: [...current.entries, ...older], more: older.length === PAGE_SIZE, loadingMore: false }));
    } catch (error) {
      setPages((current) => ({ ...current, status: "failed", error: errorMessage(error, "Error loading the activity"), loadingMore: false }));
    }
  }, [filters, pages.entries]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...pages, loadMore, reload };
}

/** Who changed what, and every sign-in, failed sign-in and sign-out, newest first. */
export default function Activity() {
  const [filters, setFilters] = useState<Filters>(noFilters);
  const users = useResourceList<UserAccount>(userResource.path, { failure: userResource.labels.loadFailed });
  const log = useAuditPages(filters);

  const filterFields: FieldSpec[] = [
    {
      name: "username",
      label: "Who",
      type: "select",
      required: false,
      options: [{ value: "", label: "Everyone" }, ...users.items.map((user) => ({ value: user.username, label: user.username }))],
    },
    { name: "resource", label: "What", type: "select", required: false, options: resourceOptions },
    { name: "from", label: "From", type: "date", required: false },
    { name: "to", label: "To", type: "date", required: false },
  ];

  return (
    <section>
      <AdminPageHeader title="Activity" description="Every change made in the back office, every reading of one person's data (an application, a grievance, a privacy request, a receipt or a download), and every sign-in, failed sign-in and sign-out, newest first." />
      <form role="search" aria-label="Filter the activity" className="card mb-6 p-4 sm:p-5" onSubmit={(event) => event.preventDefault()}>
        <FormFields
          fields={filterFields}
          values={filters}
          errors={{}}
          onChange={(name, value) => setFilters((current) => ({ ...current, [name]: value }))}
          idPrefix="activity"
          gridClassName="grid-cols-2 xl:grid-cols-4"
        />
        {Object.values(filters).some(Boolean) && (
          <button type="button" className="btn-outline mt-4" onClick={() => setFilters(noFilters)}>
            Clear filters
          </button>
        )}
      </form>

      {log.status === "loading" ? (
        <LoadingState label="Loading the activity…" />
      ) : log.status === "failed" && log.entries.length === 0 ? (
        <ErrorState message={log.error ?? "Error loading the activity"} onRetry={log.reload} />
      ) : log.entries.length === 0 ? (
        <EmptyState message="No activity matches these filters." />
      ) : (
        <>
          <ol className="card divide-y divide-line" aria-label="Activity, newest first">
            {log.entries.map((entry) => (
              <li key={entry._id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:gap-4 sm:px-5">
                <time dateTime={entry.at} className="shrink-0 text-sm text-muted sm:w-44">
                  {formatDateTime(entry.at)}
                </time>
                <p className="min-w-0 flex-1 break-words">
                  <span className="font-semibold">{entry.username ?? (entry.action === "failed-sign-in" ? "Someone" : "System")}</span>
                  <span className="text-muted"> · </span>
                  {entry.summary}
                </p>
                <span className="shrink-0 text-xs text-muted">{recordKinds[entry.resource] ?? entry.resource}</span>
              </li>
            ))}
          </ol>
          {log.status === "failed" && <p role="alert" className="mt-4 font-medium text-red-700">{log.error}</p>}
          {log.more && (
            <div className="mt-6 flex justify-center">
              <button type="button" className="btn-outline" disabled={log.loadingMore} onClick={log.loadMore}>
                {log.loadingMore ? (
                  <>
                    <Spinner className="h-4 w-4 text-current" /> Loading…
                  </>
                ) : (
                  "Show older activity"
                )}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
