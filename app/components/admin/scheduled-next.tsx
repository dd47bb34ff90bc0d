import { Link } from "react-router";
import { scheduledPath, type ScheduledRecord } from "../../../common/collection";
import { clerkTime } from "../../lib/admin/publication";
import { useApiData } from "../../lib/admin/use-api-data";
import { adminHref, adminScreens } from "./admin-screens";
import { ErrorState, LoadingState } from "./data-state";

const screenOf = (record: ScheduledRecord) => adminScreens.find((screen) => "collection" in screen && screen.collection?.name === record.collection);

const capitalised = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

/** The dashboard's list of the news, notices and events published for a coming time, soonest first. */
export function ScheduledNext() {
  const { data: scheduled, error, reload } = useApiData<ScheduledRecord[]>(scheduledPath, { failure: "Error loading what is scheduled" });
  const now = new Date();
  return (
    <section aria-labelledby="scheduled-next" className="mt-10">
      <h2 id="scheduled-next" className="mb-3 text-xl font-semibold">
        Scheduled next
      </h2>
      {error ? (
        <ErrorState message={error} onRetry={reload} />
      ) : !scheduled ? (
        <LoadingState label="Loading what is scheduled…" />
      ) : scheduled.length === 0 ? (
        <p className="card p-5 text-sm text-muted">Nothing is scheduled. A news item, notice or event saved with “Publish at…” is listed here until its time comes.</p>
      ) : (
        <ol className="card divide-y divide-line lg:max-w-3xl">
          {scheduled.map((record) => {
            const screen = screenOf(record);
            return (
              <li key={`${record.collection}-${record._id}`} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-5 py-3">
                <span>
                  <span className="text-sm text-muted">{capitalised(record.noun)} · </span>
                  {screen ? (
                    <Link to={adminHref(screen)} className="font-medium text-brand-700 hover:underline">
                      {record.title}
                    </Link>
                  ) : (
                    <span className="font-medium">{record.title}</span>
                  )}
                </span>
                <time dateTime={record.publishAt} className="text-sm tabular-nums text-muted">
                  {clerkTime(record.publishAt, now)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
