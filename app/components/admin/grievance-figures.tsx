import { Link } from "react-router";
import { grievanceFiguresPath } from "../../../common/grievance.resource";
import type { GrievanceFigures as Figures } from "../../../common/grievance.schema";
import { useApiData } from "../../lib/admin/use-api-data";
import { ErrorState, LoadingState } from "./data-state";

/** The dashboard's count of open grievances and of those past their due date, for the desk's roles. */
export function GrievanceFigures() {
  const { data: figures, error, reload } = useApiData<Figures>(grievanceFiguresPath, { failure: "Error loading grievance figures" });
  return (
    <section aria-labelledby="grievance-figures" className="mt-10">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="grievance-figures" className="text-xl font-semibold">
          Grievances
        </h2>
        <Link to="/admin/grievances" className="text-sm font-semibold text-brand-700 hover:underline">
          Open the grievance desk →
        </Link>
      </div>
      {error ? (
        <ErrorState message={error} onRetry={reload} />
      ) : !figures ? (
        <LoadingState label="Loading grievance figures…" />
      ) : (
        <dl className="grid gap-4 sm:grid-cols-2 lg:max-w-xl">
          <div className="card p-5">
            <dt className="text-sm text-muted">Open</dt>
            <dd className="mt-1 font-display text-3xl font-semibold">{figures.open}</dd>
          </div>
          <div className={`card p-5 ${figures.overdue > 0 ? "ring-2 ring-red-300" : ""}`}>
            <dt className="text-sm text-muted">Overdue: past the 15 working days</dt>
            <dd className={`mt-1 font-display text-3xl font-semibold ${figures.overdue > 0 ? "text-red-800" : ""}`}>{figures.overdue}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
