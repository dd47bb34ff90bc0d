import type { AuditEntry, AuditQuery } from "../../../common/audit.schema";
import type { AuditRepository } from "./audit.repository";

/** What happened, as the code that did it describes it. Never a password, a token or a hash. */
export type AuditRecord = {
  /** Who did it; null when no known account was involved (a failed sign-in with an unknown name). */
  username: string | null;
  action: string;
  /** The resource's key (common/*.resource.ts): one of `auditResources`, which the Activity screen filters by. */
  resource: string;
  recordId?: string | null;
  summary: string;
};

/** The start of a day in the college's time zone (India has one offset all year). */
const startOfKolkataDay = (day: string) => new Date(`${day}T00:00:00+05:30`);
const DAY_MS = 24 * 60 * 60 * 1000;

export function createAuditService(repository: AuditRepository) {
  return {
    /**
     * Adds an entry. Called inside the transaction of the change it records (`transact`), so
     * the entry and the change are kept or lost together.
     */
    async record(entry: AuditRecord) {
      await repository.insertEntry({ ...entry, recordId: entry.recordId ?? null, at: new Date() });
    },

    /** The newest entry of `action` on `resource`, if there is one. */
    async latestEntry(resource: string, action: string): Promise<AuditEntry | null> {
      const [entry] = await repository.listEntries({ resource, action, limit: 1 });
      return entry ?? null;
    },

    listEntries(query: AuditQuery): Promise<AuditEntry[]> {
      return repository.listEntries({
        before: query.before && { at: query.before, id: query.beforeId === undefined ? undefined : Number(query.beforeId) },
        since: query.from ? startOfKolkataDay(query.from) : undefined,
        until: query.to ? new Date(startOfKolkataDay(query.to).getTime() + DAY_MS) : undefined,
        username: query.username,
        resource: query.resource,
        limit: query.limit,
      });
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
