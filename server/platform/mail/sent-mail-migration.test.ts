import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { expect, it } from "vitest";
import { blankDatabaseDump } from "../../../tests/support/embedded-data-dir";
import { migrationsBefore, migrationsFolder } from "../../../tests/support/earlier-migrations";

// Migrating from the first migration takes a while on a busy machine.
it("empties the words of the messages already sent or given up, and keeps those still to be sent", { timeout: 60_000 }, async () => {
  const client = await PGlite.create({ loadDataDir: await blankDatabaseDump() });
  const db = drizzle({ client });
  const earlier = migrationsBefore("0015_sent_mail_keeps_no_words");
  try {
    await migrate(db, { migrationsFolder: earlier.folder });
    const body = "Your receipt (PDF): https://college.example/api/admissions/receipts/k3Jf9Qx2LmZpR7tVb1NwYc8HsE4uDa6GiO0yTqXeWnM";
    await client.query(
      `insert into mail_outbox (recipient, subject, body, sent_at, abandoned_at) values
         ('sent@mail.example', 'Sent', $1, now(), null),
         ('refused@mail.example', 'Given up', $1, null, now()),
         ('waiting@mail.example', 'Waiting', $1, null, null)`,
      [body],
    );
    await migrate(db, { migrationsFolder });
    const { rows } = await client.query<{ recipient: string; subject: string; body: string }>("select recipient, subject, body from mail_outbox order by id");
    expect(rows).toEqual([
      { recipient: "sent@mail.example", subject: "Sent", body: "" },
      { recipient: "refused@mail.example", subject: "Given up", body: "" },
      { recipient: "waiting@mail.example", subject: "Waiting", body },
    ]);
  } finally {
    await client.close();
    earlier.remove();
  }
});
