import fs from "node:fs";
import * as tar from "tar";
import { expect, test } from "./fixtures";

test.describe("backups on the dashboard", () => {
  test("shows the schedule and downloads a backup taken now", async ({ adminPage: page }, testInfo) => {
    await page.goto("/admin");
    const panel = page.getByRole("region", { name: "Backups" });
    await expect(panel).toContainText("Scheduled backups are off.");
    await expect(panel).toContainText("No scheduled backup has been written yet.");

    const downloading = page.waitForEvent("download");
    await panel.getByRole("button", { name: "Download backup" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^college-backup-\d{4}-\d{2}-\d{2}\.tar\.gz$/);

    const saved = testInfo.outputPath("backup.tar.gz");
    await download.saveAs(saved);
    const entries: string[] = [];
    await tar.t({ file: saved, onReadEntry: (entry) => entries.push(entry.path) });
    expect(entries).toContain("manifest.json");
    expect(entries.some((entry) => entry.startsWith("files/uploads/"))).toBe(true);
    expect(fs.statSync(saved).size).toBeGreaterThan(10_000);
    await expect(panel.getByRole("button", { name: "Download backup" })).toBeEnabled();
  });
});
