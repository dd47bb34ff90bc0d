import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmationPath, receiptPath } from "../../../common/admission.resource";
import { grievanceStatusApiPath, grievanceStatusPagePath } from "../../../common/grievance.resource";
import { migratedDatabaseDump } from "../../../tests/support/embedded-data-dir";
import { openDatabase, type DatabaseHandle } from "../db/database";
import { redactQuery, serializeError, serializeRequest } from "./log-serializers";

describe("what the log may say", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: undefined, dataDir: "", inMemory: await migratedDatabaseDump() });
  });
  afterAll(() => database.close());

  it("keeps the names of query parameters but never their values", () => {
    expect(redactQuery("/login?username=priya&password=s3cret")).toBe("/login?username=[redacted]&password=[redacted]");
    expect(redactQuery("/apply-now")).toBe("/apply-now");
  });

  it("never writes a receipt's token, from its PDF's address or its confirmation page's", () => {
    const token = "k3Jf9Qx2LmZpR7tVb1NwYc8HsE4uDa6GiO0yTqXeWnM";
    const loggedUrl = (url: string) =>
      serializeRequest({ method: "GET", url, host: "college.example", ip: "203.0.113.9" } as FastifyRequest).url;

    expect(loggedUrl(receiptPath(token))).toBe("/api/admissions/receipts/[redacted]");
    expect(loggedUrl(confirmationPath(token))).toBe("/apply-now/received/[redacted]");
    expect(loggedUrl(`/mr${confirmationPath(token)}.data?_routes=routes%2Fpublic`)).toBe("/mr/apply-now/received/[redacted]?_routes=[redacted]");
    // Addresses the router may still match: a doubled slash (redirected), an encoded letter, other letter case.
    for (const url of [`/${receiptPath(token)}`, `/api/admissions/%72eceipts/${token}`, `/APPLY-NOW/Received/${token}`]) {
      expect(loggedUrl(url)).toMatch(/\/\[redacted\]$/);
    }
    expect(loggedUrl(grievanceStatusApiPath(token))).toBe("/api/grievances/status/[redacted]");
    expect(loggedUrl(`/mr${grievanceStatusPagePath(token)}.data`)).toBe("/mr/grievance/status/[redacted]");
    expect(loggedUrl("/apply-now")).toBe("/apply-now");
    expect(loggedUrl("/api/admin/admissions/export?format=csv")).toBe("/api/admin/admissions/export?format=[redacted]");
  });

  it("leaves the SQL parameters and the database's row details out of a failed query", async () => {
    const applicant = "Priya Patil\u0000";
    const error = await database.db
      .execute(sql`select ${applicant}::text as name, ${"priya@example.com"}::text as email`)
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    expect(error).toBeInstanceOf(Error);
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain("Failed query");
    expect(logged).not.toContain("Priya");
    expect(logged).not.toContain("priya@example.com");
    // Nor the SQL itself: the log says a query failed and why (its cause), not what it was.
    expect(logged).not.toMatch(/select|::text|\$1/i);
  });
});
