/** The activity log (GET, filtered and paged by the query of `AuditQuerySchema` in audit.schema.ts). */
export const auditPath = "/api/admin/audit";
