import { Link } from "react-router";
import { figuresPath } from "../../../common/admission.resource";
import { programmeNames, PROGRAMME_NOT_DECIDED, type ApplicationFigures as Figures } from "../../../common/admission.schema";
import { useApiData } from "../../lib/admin/use-api-data";
import { DataTable, type DataColumn } from "../data-table";
import { ErrorState, LoadingState } from "./data-state";

type Row = Figures["byProgramme"][number] & { label: string };

const columns: readonly DataColumn<Row>[] = [
  { header: "Programme", cell: (row) => row.label, rowHeader: true },
  { header: "Pending", cell: (row) => row.pending },
  { header: "Approved", cell: (row) => row.approved },
  { header: "Rejected", cell: (row) => row.rejected },
  { header: "Total", cell: (row) => <strong>{row.total}</strong> },
];

function rowsOf(figures: Figures): Row[] {
  const rows = figures.byProgramme.map((row) => ({ ...row, label: row.programme ? programmeNames[row.programme] : PROGRAMME_NOT_DECIDED }));
  const sum = (key: "pending" | "approved" | "rejected") => rows.reduce((total, row) => total + row[key], 0);
  return [...rows, { programme: null, label: "All programmes", pending: sum("pending"), approved: sum("approved"), rejected: sum("rejected"), total: figures.total }];
}

/** The dashboard's count of this academic year's applications, by programme and status. */
export function ApplicationFigures() {
  const { data: figures, error, reload } = useApiData<Figures>(figuresPath, { failure: "Error fetching application figures" });

  return (
    <section aria-labelledby="application-figures" className="mt-10">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="application-figures" className="text-xl font-semibold">
          Applications {figures ? figures.academicYear : ""}
        </h2>
        <Link to="/admin/admissions" className="text-sm font-semibold text-brand-700 hover:underline">
          Review applications →
        </Link>
      </div>
      {error ? (
        <ErrorState message={error} onRetry={reload} />
      ) : !figures ? (
        <LoadingState label="Loading application figures…" />
      ) : (
        <>
          <DataTable
            caption={`Applications for ${figures.academicYear} by programme and status`}
            columns={columns}
            rows={rowsOf(figures)}
            rowKey={(row) => row.label}
          />
          {figures.pendingFromEarlierYears > 0 && (
            <p className="mt-3 rounded-lg bg-accent-50 px-4 py-3 text-sm text-ink ring-1 ring-accent-200">
              Also {figures.pendingFromEarlierYears} {figures.pendingFromEarlierYears === 1 ? "application" : "applications"} from earlier years{" "}
              {figures.pendingFromEarlierYears === 1 ? "is" : "are"} still pending.{" "}
              <Link to="/admin/admissions" className="font-semibold text-brand-700 underline">
                Review them
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
