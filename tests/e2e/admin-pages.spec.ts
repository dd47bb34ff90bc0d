import type { Page as PageRecord, PageUpdate } from "../../common/page.schema";
import { adminApi, toast, uniqueTag } from "./admin-support";
import { exclusively } from "./exclusive";
import { expect, test } from "./fixtures";
import { seriousAxeViolations, watchCspViolations } from "./page-checks";

/** The page the test changes: the refund policy, whose sections the public page shows one after another. */
const KEY = "refund-policy";
const PAGE = `/api/pages/${KEY}`;
const ADMIN_PAGE = `/api/admin/pages/${KEY}`;

const saveOf = (page: PageRecord): PageUpdate => ({ title: page.title, titleMr: page.titleMr, sections: page.sections });

test.describe("Pages", () => {
  test("adds a section in both languages with the preview, shows it on the page and its /mr twin, and restores the earlier words; the editor refuses a page without a title; axe and the Content-Security-Policy find nothing in the editor and its preview", async ({
    adminPage: page,
  }) => {
    // The admin screen, the two public pages, the screen again and the public page again.
    test.slow();
    const tag = uniqueTag();
    const heading = `Refunds of hostel deposits ${tag}`;
    const english = `Hostel deposits are refunded within seven working days, reference ${tag}.`;
    const marathi = `वसतिगृह अनामत रक्कम सात कामकाजाच्या दिवसांत परत केली जाते, संदर्भ ${tag}.`;
    const api = await adminApi(page);
    // The section is added after the policy's own, which other tests read, and the page is put back as it was.
    await exclusively(`page-${KEY}`, async () => {
      const before = await api.get<PageRecord>(PAGE);
      const count = before.sections.length;
      // The first sentence of the policy, which the page shows as written (it holds no Markdown).
      const firstSentence = before.sections[0]!.body.split(". ")[0]!;
      const cspViolations = await watchCspViolations(page);
      try {
        await page.goto("/admin/pages");
        await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible();
        const pages = page.getByRole("table", { name: /^Pages of the website/ });
        await expect(pages.getByRole("link", { name: `${before.path} (opens in a new tab)` })).toHaveAttribute("href", before.path);
        await pages.getByRole("link", { name: `Edit ${before.title}` }).click();
        await expect(page).toHaveURL(`/admin/pages?page=${KEY}`);
        await expect(page.getByRole("heading", { level: 1, name: before.title })).toBeVisible();
        const sections = page.getByRole("group", { name: /^Section \d+$/ });
        await expect(sections).toHaveCount(count);
        await expect(sections.first().getByRole("textbox", { name: "Text", exact: true })).toHaveValue(before.sections[0]!.body);
        expect.soft(await seriousAxeViolations(page), "the editor").toEqual([]);

        await test.step("a page without a title is refused next to the input, and nothing is published", async () => {
          const title = page.getByRole("textbox", { name: "Title", exact: true });
          await expect(title).toHaveValue(before.title);
          await title.fill("");
          await page.getByRole("button", { name: "Publish now" }).click();
          await expect(title).toHaveAccessibleDescription(/Title is required/);
          await expect(title).toBeFocused();
          await expect(toast(page, "Published: the website shows the new words")).toHaveCount(0);
          await title.fill(before.title);
        });

        await page.getByRole("button", { name: "Add section" }).click();
        const added = page.getByRole("group", { name: `Section ${count + 1}`, exact: true });
        await added.getByRole("textbox", { name: "Heading", exact: true }).fill(heading);
        await added.getByRole("textbox", { name: "Text", exact: true }).fill(`**${english}** Call {phone}.`);
        const marathiText = added.getByRole("textbox", { name: "Text in Marathi" });
        await expect(marathiText).toHaveAttribute("lang", "mr");
        await marathiText.fill(marathi);
        await expect(page.getByText("Changes not saved yet")).toBeVisible();

        // The preview shows the unsaved words as the page will: Markdown and placeholders done, in either language.
        await page.getByRole("button", { name: "Preview" }).click();
        const preview = page.getByRole("dialog", { name: "Preview" });
        const englishFrame = preview.getByTitle("Preview of the page in English").contentFrame();
        await expect(englishFrame.getByRole("heading", { level: 1, name: before.title })).toBeVisible();
        await expect(englishFrame.getByRole("heading", { level: 2, name: heading })).toBeVisible();
        await expect(englishFrame.getByRole("strong").filter({ hasText: english })).toBeVisible();
        await expect(englishFrame.getByText("{phone}")).toHaveCount(0);
        await preview.getByRole("tab", { name: "Marathi" }).click();
        const marathiFrame = preview.getByTitle("Preview of the page in Marathi").contentFrame();
        await expect(marathiFrame.getByRole("heading", { level: 1, name: before.titleMr })).toBeVisible();
        // The Marathi heading was left empty: the Marathi page shows the English one.
        await expect(marathiFrame.getByRole("heading", { level: 2, name: heading })).toBeVisible();
        await expect(marathiFrame.getByText(marathi)).toBeVisible();
        expect.soft(await seriousAxeViolations(page), "the preview").toEqual([]);
        await preview.getByRole("button", { name: "Close" }).click();
        await expect(preview).toBeHidden();

        // Leaving with unsaved changes asks first; staying keeps them.
        await page.getByRole("link", { name: "All pages" }).click();
        const question = page.getByRole("alertdialog", { name: "Please confirm" });
        await expect(question).toContainText("Leave this page without saving?");
        await question.getByRole("button", { name: "Cancel" }).click();
        await expect(page).toHaveURL(`/admin/pages?page=${KEY}`);
        await expect(marathiText).toHaveValue(marathi);

        expect.soft(await cspViolations(), "Content-Security-Policy violations in the editor and its preview").toEqual([]);

        await page.getByRole("button", { name: "Publish now" }).click();
        await question.getByRole("button", { name: "Publish now" }).click();
        await expect(toast(page, "Published: the website shows the new words")).toBeVisible();
        await expect(page.getByText("Published: the website shows these words")).toBeVisible();

        await page.goto(before.path);
        await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
        await expect(page.getByText(english)).toBeVisible();
        await page.goto(`/mr${before.path}`);
        await expect(page.getByText(marathi)).toBeVisible();

        // The newest earlier version is the page as it was before the save.
        await page.goto(`/admin/pages?page=${KEY}`);
        const versions = page.getByRole("region", { name: "Earlier versions" });
        await versions.getByRole("button", { name: /^Restore the version saved / }).first().click();
        await question.getByRole("button", { name: "Restore" }).click();
        await expect(toast(page, "Earlier version restored successfully")).toBeVisible();
        await expect(sections).toHaveCount(count);

        await page.goto(before.path);
        await expect(page.getByText(firstSentence)).toBeVisible();
        await expect(page.getByText(english)).toHaveCount(0);
      } finally {
        await api.put(ADMIN_PAGE, saveOf(before));
      }
    });
  });
});
