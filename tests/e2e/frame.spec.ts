import { expect, isPhone, test } from "./fixtures";
import { initialSettings } from "../../content/initial-settings";
import { institution } from "../../content/institution";

const dialled = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

test.describe("public frame", () => {
  // One visit at each width: what the frame shows is about the layout (what is visible at a width), and the page is the same for each look.
  test("the top bar, header, menu and footer, with every phone number its own link and the approvals in the header", { tag: "@layout" }, async ({ sweepPage: page }) => {
    await page.goto("/");
    await test.step("the top bar, header, menu and footer", async () => {
      await expect(page.getByRole("link", { name: initialSettings.email }).first()).toBeVisible();
      await expect(page.getByText(institution.collegeName).first()).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("heading", { name: "Quick links" })).toBeVisible();
      await expect(footer.getByRole("link", { name: /Facebook/ })).toBeVisible();
      await expect(footer.getByRole("link", { name: "Staff sign-in" })).toHaveAttribute("href", "/login");
    });

    // A phone's top bar has less room for them (the landline shows only from 400 px up).
    await test.step("every phone number is its own link, in the top bar and in the footer", async () => {
      for (const phone of [initialSettings.phone, institution.landline]) {
        // The top bar's comes first on the page.
        for (const link of [page.getByRole("link", { name: phone, exact: true }).first(), page.getByRole("contentinfo").getByRole("link", { name: phone, exact: true })]) {
          await expect(link).toBeVisible();
          await expect(link).toHaveAttribute("href", dialled(phone));
        }
      }
    });

    await test.step("the approvals, recognition, affiliation and codes are in the header", async () => {
      const header = page.getByRole("banner");
      const disclosure = header.getByText("Approvals, codes & address");
      // On a phone they wait behind one tap; on a wide screen they are shown as they are.
      if (isPhone(page)) {
        await expect(header.getByText(institution.approvalLine)).toBeHidden();
        await disclosure.click();
      } else {
        await expect(disclosure).toBeHidden();
      }
      await expect(header.getByText(initialSettings.address)).toBeVisible();
      await expect(header.getByText(institution.approvalLine)).toBeVisible();
      await expect(header.getByText(institution.affiliationLine)).toBeVisible();
      for (const code of institution.approvalCodes) await expect(header.getByText(`${code.label}: ${code.code}`)).toBeVisible();
    });
  });

  test("on a phone the menu opens and closes with its toggle, the icon or the word Menu, without leaving the page", { tag: "@phone" }, async ({ sweepPage: page }) => {
    await page.goto("/faqs");
    const nav = page.getByRole("navigation", { name: "Main" });
    const aboutGroup = page.getByRole("button", { name: "About Us" });
    await expect(aboutGroup).toBeHidden();
    await expect(nav.getByRole("link", { name: "Menu", exact: true })).toHaveCount(0);
    await nav.getByText("Menu", { exact: true }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(nav.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await aboutGroup.click();
    await expect(page.getByRole("link", { name: "Institute at a Glance" }).first()).toBeVisible();
    await nav.getByText("Menu", { exact: true }).click();
    await expect(nav.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(aboutGroup).toBeHidden();
    await nav.getByRole("button", { name: "Open menu" }).click();
    await expect(nav.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await nav.getByRole("button", { name: "Close menu" }).click();
    await expect(aboutGroup).toBeHidden();
  });

  test("on a wide screen the ten menu items share one row, the dropdowns open on hover and by keyboard, the bar changes once the page scrolls past 50 px, and following a link moves focus to the main area", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await test.step("one row", async () => {
      const home = await nav.getByRole("link", { name: "Home", exact: true }).boundingBox();
      const last = await nav.getByRole("link", { name: "Mandatory Disclosure" }).boundingBox();
      expect(last!.y).toBe(home!.y);
    });

    await test.step("dropdowns on hover and by keyboard", async () => {
      await nav.getByRole("button", { name: "Management" }).hover();
      await expect(nav.getByRole("link", { name: "Governing Body" })).toBeVisible();
      await nav.getByRole("button", { name: "Academics" }).focus();
      await page.keyboard.press("ArrowDown");
      await expect(nav.getByRole("link", { name: "Academics overview" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(nav.getByRole("button", { name: "Academics" })).toBeFocused();
      await expect(nav.getByRole("button", { name: "Academics" })).toHaveAttribute("aria-expanded", "false");
    });

    await test.step("the bar changes once the page scrolls past 50 px", async () => {
      await expect(nav).toHaveAttribute("data-scrolled", "false");
      await page.mouse.wheel(0, 400);
      await expect(nav).toHaveAttribute("data-scrolled", "true");
    });

    await test.step("following a link moves focus to the main area of the page it leads to", async () => {
      await page.getByRole("contentinfo").getByRole("link", { name: "FAQs" }).click();
      await expect(page).toHaveURL(/\/faqs$/);
      await expect(page.locator("main")).toBeFocused();
    });
  });

  test("an English page draws the switch's word मराठी from a font of its few letters, and other Marathi text on it (a field the clerk filled in) from one whole face", async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(request.url());
    });
    await page.goto("/");
    await test.step("the switch's word from a font of its few letters, not the Marathi pages' font", async () => {
      await expect(page.getByRole("link", { name: "मराठी", exact: true })).toBeVisible();
      const marathiWords = () => page.evaluate(() => [...document.fonts].filter((face) => face.family === "Marathi Words").map((face) => face.status));
      await expect.poll(marathiWords).toEqual(["loaded"]);
      expect(fonts.filter((url) => url.includes("devanagari"))).toEqual([]);
    });

    await test.step("other Marathi text from one whole face", async () => {
      // What a Marathi field of the back office shows, written into an English page as it would be.
      await page.evaluate(() => {
        const text = Object.assign(document.createElement("p"), { lang: "mr", id: "typed-marathi", textContent: "प्रशिक्षण।क्रीडा।मराठी" });
        text.style.fontWeight = "600";
        document.querySelector("main")!.append(text);
      });
      await page.evaluate(() => document.fonts.ready);
      const cdp = await page.context().newCDPSession(page);
      const { root } = await cdp.send("DOM.getDocument");
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "#typed-marathi" });
      await cdp.send("CSS.enable");
      await expect
        .poll(async () => (await cdp.send("CSS.getPlatformFontsForNode", { nodeId })).fonts)
        .toHaveLength(1);
    });
  });

  // Which fonts a device has is decided here, not by the machine running the test: the page's check
  // asks FontFace.load() about each weight's local names, so that answer is what the test sets.
  const devices = [
    // Body text's weight in both scripts, the headings' semibold in Devanagari only (app/i18n/devanagari-font.ts).
    { has: "no Devanagari font", localNames: [], files: ["devanagari-400", "devanagari-600", "latin-400"] },
    { has: "Noto Sans Devanagari Regular only (Debian's fonts-noto-core)", localNames: ["Noto Sans Devanagari"], files: ["devanagari-600"] },
  ];
  for (const device of devices) {
    test(`a Marathi page preloads only the Devanagari weights a device lacks, and no other family: ${device.has}`, async ({ page }) => {
      await page.addInitScript((present: string[]) => {
        const deviceFontFace = class extends FontFace {
          readonly #onDevice: boolean;
          constructor(family: string, source: string | BufferSource, descriptors?: FontFaceDescriptors) {
            super(family, source, descriptors);
            this.#onDevice = typeof source === "string" && present.some((name) => source.includes(`local("${name}")`));
          }
          override load() {
            return this.#onDevice ? Promise.resolve(this) : Promise.reject(new DOMException("not on this device", "NetworkError"));
          }
        };
        Object.defineProperty(window, "FontFace", { value: deviceFontFace });
      }, device.localNames);
      const fonts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
      });
      await page.goto("/mr");
      const preloaded = await page.locator('head link[rel="preload"][as="font"]').evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
      expect(preloaded.every((path) => /\/assets\/noto-sans-devanagari-(devanagari|latin)-(400|600)-normal-.*\.woff2$/.test(path))).toBe(true);
      expect(preloaded.map((path) => /-((devanagari|latin)-(400|600))-normal-/.exec(path)?.[1]).sort()).toEqual(device.files);
      await expect.poll(() => preloaded.filter((path) => !fonts.includes(path))).toEqual([]);
      // The page's rules may still draw a weight from the host running this test; whatever it fetches is that one family.
      expect(fonts.filter((path) => !/\/noto-sans-devanagari-/.test(path))).toEqual([]);
    });
  }
});
