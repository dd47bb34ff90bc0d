import type { FastifyRequest } from "fastify";
import type { AuditResource } from "../../common/audit.schema";

/** What a write route tells the audit log: the kind of change, and how to describe its result. */
export type AuditedChange<Result> = {
  action: string;
  resource: AuditResource;
  /** The record the change touched and a sentence a clerk can read ("Added faculty Dr. Asha Patil"). */
  describe: (result: Result) => { recordId?: string | null; summary: string };
};

/**
 * Runs one write of a signed-in admin together with its audit entry, in one transaction: the
 * entry is there exactly when the change is. A result of null or false (no such record) changed
 * nothing and leaves no entry; a thrown error rolls both back.
 */
export async function auditedWrite<Result>(
  request: FastifyRequest,
  change: AuditedChange<Result>,
  operation: () => Promise<Result>,
): Promise<Result> {
  const { transact, audit } = request.server.services;
  return transact(async () => {
    const result = await operation();
    if (result !== null && result !== false) {
      await audit.record({
        username: request.admin?.username ?? null,
        action: change.action,
        resource: change.resource,
        ...change.describe(result),
      });
    }
    return result;
  });
}
