import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/database";
import { redactQuery, serializeError } from "./log-serializers";

describe("what the log may say", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: undefined, dataDir: "", inMemory: true });
  });
  afterAll(() => database.close());

  it("keeps the names of query parameters but never their values", () => {
    expect(redactQuery("/login?username=priya&password=s3cret")).toBe("/login?username=[redacted]&password=[redacted]");
    expect(redactQuery("/apply-now")).toBe("/apply-now");
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
  });
});
