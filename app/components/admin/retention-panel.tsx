import { retentionRunPath } from "../../../common/privacy.resource";
import { formatDateTime } from "../../../common/format-date";
import { useApiData } from "../../lib/admin/use-api-data";

type LastRun = { lastRun: { at: string; summary: string } | null };
const FAILURE = "Could not load when old personal data was last erased";

/** The administrator's check that the daily erasure of personal data past its retention is running, and what it erased. */
export function RetentionPanel() {
  const loaded = useApiData<LastRun>(retentionRunPath, { failure: FAILURE });
  const lastRun = loaded.data?.lastRun;
  return (
    <section aria-labelledby="retention-title" className="card mt-8 p-6">
      <h2 id="retention-title" className="text-lg font-semibold">
        Erasing old personal data
      </h2>
      <p className="mt-1 text-sm text-muted">
        Every day, applications and decided grievances and privacy requests older than the months set in Settings are erased. A day with nothing to erase leaves no record.
      </p>
      <p className="mt-3 text-sm" aria-live="polite">
        {loaded.status === "failed"
          ? (loaded.error ?? FAILURE)
          : !loaded.data
            ? "Loading…"
            : lastRun
              ? `Last erasure: ${formatDateTime(lastRun.at)}. ${lastRun.summary}.`
              : "Nothing has been erased yet: no record is past its retention."}
      </p>
    </section>
  );
}
