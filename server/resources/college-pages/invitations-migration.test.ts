import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { expect, it } from "vitest";
import type { PageKey } from "../../../common/page.schema";
import { blankDatabaseDump } from "../../../tests/support/embedded-data-dir";
import { migrationsBefore, migrationsFolder } from "../../../tests/support/earlier-migrations";
import { initialPages } from "./initial-pages";

/**
 * The first words' invitations to apply, before they were links to the apply form (which a page
 * leaves out while admissions are closed): each as the earlier version stored it, and as it is now.
 */
const before: Partial<Record<PageKey, [now: string, earlier: string][]>> = {
  admissions: [
    [
      "choice code 579182210.\n\nYou may also [register your interest with us through the online application form](/apply-now), and",
      "choice code 579182210. You may also register your interest with us through the online application form, and",
    ],
    ["चॉइस कोड 579182210 वापरा.\n\n[ऑनलाइन अर्जाद्वारे](/apply-now) आपण", "चॉइस कोड 579182210 वापरा. ऑनलाइन अर्जाद्वारे आपण"],
  ],
  "admissions-process": [
    ["Fill in the [Apply Now form](/apply-now) on this website", "Fill in the Apply Now form on this website"],
    ['या संकेतस्थळावरील ["आता अर्ज करा" हा अर्ज](/apply-now) दहावी', 'या संकेतस्थळावरील "आता अर्ज करा" हा अर्ज दहावी'],
  ],
  "institute-at-glance": [
    [
      "Read the messages of our leadership.\n\n[Start your application](/apply-now) for D.Pharm or B.Pharm today.",
      "Read the messages of our leadership, or start your application for D.Pharm or B.Pharm today.",
    ],
    [
      "आमच्या नेतृत्वाचे संदेश वाचा.\n\nडी.फार्म किंवा बी.फार्मसाठी आजच [अर्ज सुरू करा](/apply-now).",
      "आमच्या नेतृत्वाचे संदेश वाचा, किंवा डी.फार्म वा बी.फार्मसाठी आजच अर्ज सुरू करा.",
    ],
  ],
};

/** A page's sections as the earlier version stored them. */
function earlierSections(key: PageKey) {
  let json = JSON.stringify(initialPages[key].sections);
  for (const [now, earlier] of before[key]!) {
    expect(json).toContain(JSON.stringify(now).slice(1, -1));
    json = json.replace(JSON.stringify(now).slice(1, -1), JSON.stringify(earlier).slice(1, -1));
  }
  return JSON.parse(json) as unknown;
}

// Migrating from the first migration takes a while on a busy machine.
it("makes the invitations to apply on pages nobody has saved links to the apply form, and leaves saved pages alone", { timeout: 60_000 }, async () => {
  const client = await PGlite.create({ loadDataDir: await blankDatabaseDump() });
  const db = drizzle({ client });
  const earlier = migrationsBefore("0012_invitations_link_to_the_apply_form");
  try {
    await migrate(db, { migrationsFolder: earlier.folder });
    const keys = Object.keys(before) as PageKey[];
    for (const key of keys) {
      await client.query("insert into pages (key, title, sections) values ($1, $2, $3)", [key, initialPages[key].title, JSON.stringify(earlierSections(key))]);
    }
    // The admission process as an editor saved it: their words stay theirs.
    await client.query("update pages set updated_by = 'editor' where key = 'admissions-process'");
    await migrate(db, { migrationsFolder });

    const { rows } = await client.query<{ key: PageKey; sections: unknown }>("select key, sections from pages");
    const stored = Object.fromEntries(rows.map((row) => [row.key, row.sections]));
    expect(stored.admissions).toEqual(initialPages.admissions.sections);
    expect(stored["institute-at-glance"]).toEqual(initialPages["institute-at-glance"].sections);
    expect(stored["admissions-process"]).toEqual(earlierSections("admissions-process"));
  } finally {
    await client.close();
    earlier.remove();
  }
});
