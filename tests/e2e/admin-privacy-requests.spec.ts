import { randomInt } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { toast, uniqueTag } from "./admin-support";
import { seriousAxeViolations } from "./page-checks";
import { expect, test } from "./fixtures";

/**
 * The privacy requests desk at the office computer's 1280 px: a request filed through the API is
 * opened, answered, its copy downloaded and one of the requester's records erased.
 */

/** A mobile number no other test uses, so the records it finds are this test's. */
const uniqueMobile = () => `9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;

async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data });
  expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

const grievance = (tag: string, email: string, mobile: string) => ({
  name: `Sneha Kale ${tag}`,
  email,
  mobile,
  category: "examination",
  subject: `Marks missing ${tag}`,
  description: `My practical marks are missing from the sheet ${tag}.`,
});

test("files a request, opens it, adds an update, downloads the copy and erases a record", async ({ adminPage: page }, testInfo) => {
  const tag = uniqueTag();
  const mobile = uniqueMobile();
  const email = `sneha.${tag}@mail.example`;
  const byEmail = await post<{ grievanceNumber: string }>(page.request, "/api/grievances", grievance(tag, email, mobile));
  const byMobile = await post<{ grievanceNumber: string }>(page.request, "/api/grievances", grievance(tag, `parent.${tag}@mail.example`, mobile));
  const filed = await post<{ requestNumber: string }>(page.request, "/api/privacy-requests", {
    name: `Sneha Kale ${tag}`,
    email: email.toUpperCase(),
    mobile,
    kind: "erasure",
    details: `Please send me my data and then erase it ${tag}.`,
  });

  await page.goto("/admin/privacy-requests");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy requests" })).toBeVisible();
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: filed.requestNumber }) });
  await expect(row).toContainText("Erasure");
  await expect(row).toContainText("Received");
  expect(await seriousAxeViolations(page)).toEqual([]);

  await row.getByRole("button", { name: `Open privacy request ${filed.requestNumber}` }).click();
  const dialog = page.getByRole("dialog", { name: `Privacy request ${filed.requestNumber}` });
  await expect(dialog).toContainText(`Please send me my data and then erase it ${tag}.`);
  const byEmailGroup = dialog.getByRole("group", { name: "Found by their email" });
  const byMobileGroup = dialog.getByRole("group", { name: "Found only by their mobile number" });
  await expect(byEmailGroup.getByRole("checkbox")).toHaveCount(1);
  await expect(byEmailGroup.getByRole("checkbox", { name: `Grievance ${byEmail.grievanceNumber}` })).toBeVisible();
  await expect(byMobileGroup.getByRole("checkbox")).toHaveCount(1);
  await expect(byMobileGroup.getByRole("checkbox", { name: `Grievance ${byMobile.grievanceNumber}` })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await dialog.getByLabel("Status", { exact: true }).selectOption({ label: "In progress" });
  await dialog.getByRole("textbox", { name: "Note", exact: true }).fill(`We are collecting your records ${tag}.`);
  await dialog.getByLabel("The requester too").check();
  await dialog.getByRole("button", { name: "Add update" }).click();
  await expect(toast(page, "Update added to the privacy request")).toBeVisible();
  const history = dialog.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem").last()).toContainText(`We are collecting your records ${tag}.`);
  await expect(history.getByRole("listitem").last()).toContainText("Shown to the requester");
  await expect(history.getByRole("listitem").last()).toContainText("In progress");

  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download a copy (JSON)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${filed.requestNumber}-copy.json`);
  const saved = testInfo.outputPath("copy.json");
  await download.saveAs(saved);
  const copy = await readFile(saved, "utf8");
  expect(copy).toContain(byEmail.grievanceNumber);
  expect(copy).toContain(`My practical marks are missing from the sheet ${tag}.`);
  expect(copy).not.toContain(byMobile.grievanceNumber);

  await byEmailGroup.getByRole("checkbox", { name: `Grievance ${byEmail.grievanceNumber}` }).check();
  await dialog.getByRole("button", { name: "Erase 1 chosen record" }).click();
  const question = page.getByRole("alertdialog", { name: "Please confirm" });
  await expect(question).toContainText(`Grievance ${byEmail.grievanceNumber}`);
  await expect(question).toContainText("This cannot be undone.");
  await question.getByRole("button", { name: "Erase" }).click();
  await expect(toast(page, "The chosen records have been erased: 1 erased")).toBeVisible();
  // Erased, the grievance no longer carries the requester's email, so the request no longer finds it.
  await expect(byEmailGroup).toContainText("No application or grievance has this email address.");
  await expect(byMobileGroup.getByRole("checkbox", { name: `Grievance ${byMobile.grievanceNumber}` })).toBeVisible();
});
