import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of what is shown; a control the carousel does not have (one photo, no autoplay) is left out. */
async function boxesOf(locators: Locator[]) {
  const boxes: { name: string; box: Box }[] = [];
  for (const locator of locators) {
    if (!(await locator.isVisible())) continue;
    boxes.push({ name: locator.toString(), box: (await locator.boundingBox())! });
  }
  return boxes;
}

/** Every photo carousel of the site, with the sample photographs of a fresh install. */
const carousels = [
  { path: "/", name: "Campus gallery" },
  { path: "/events", name: "Event photographs" },
  { path: "/library", name: "Library photographs" },
  { path: "/admissions", name: "Campus photographs" },
];

test.describe("photo carousels: no control covers the caption or the photograph", { tag: "@layout" }, () => {
  // Only looked at, in the tab the sweeps keep, which asks for reduced motion: the first slide
  // stays in place while the boxes are measured.
  for (const { path, name } of carousels) {
    test(`${name} on ${path}`, async ({ sweepPage: page }) => {
      await page.goto(path);
      const carousel = page.getByRole("region", { name });
      const slide = carousel.getByRole("group", { name: /^1 of \d+$/ });
      await expect(slide.getByRole("img")).toBeVisible();
      // The controls appear once the carousel's script has started (when the browser is idle), after
      // hydration; the sample content has several photographs, so the dots come.
      await expect(carousel.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");
      const controls = await boxesOf([
        carousel.getByRole("button", { name: "Previous slide" }),
        carousel.getByRole("button", { name: "Next slide" }),
        carousel.getByRole("group", { name: "Choose a slide" }),
        carousel.getByRole("button", { name: /slideshow$/ }),
      ]);
      const covered = await boxesOf([slide.getByRole("img"), slide.getByRole("figure").locator("figcaption")]);
      for (const control of controls) {
        for (const content of covered) {
          expect(overlap(control.box, content.box), `${control.name} covers ${content.name}`).toBe(false);
        }
      }
    });
  }
});

test.describe("photo carousels fetch a photo when its slide is about to show, not with the page", () => {
  const galleryOf = (page: Page) => page.getByRole("region", { name: "Campus gallery" });
  const slide = (gallery: Locator, number: number) => gallery.getByRole("group", { name: new RegExp(`^${number} of \\d+$`), includeHidden: true });
  const loaded = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

  test.describe("moved by the visitor", () => {
    test.use({ contextOptions: { reducedMotion: "reduce" } });

    test("a sliding carousel's next slide, edge to edge with the first, is neither announced nor fetched before it moves in", async ({ page }) => {
      await page.goto("/library");
      const carousel = page.getByRole("region", { name: "Library photographs" });
      await expect(carousel.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");
      await expect(slide(carousel, 1).getByRole("img")).toBeVisible();
      await expect(slide(carousel, 2)).toHaveAttribute("aria-hidden", "true");
      await expect(slide(carousel, 2).locator("img")).toHaveCount(0);
    });

    test("the first photo comes with the page, its neighbours when the visitor points at the carousel", async ({ page }) => {
      await page.goto("/");
      const gallery = galleryOf(page);
      await expect(gallery.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");
      const count = await gallery.getByRole("button", { name: /^Go to slide \d+$/ }).count();
      expect(count).toBeGreaterThanOrEqual(3);
      await expect(gallery.locator("img")).toHaveCount(1);
      await expect(slide(gallery, 1).getByRole("img")).toBeVisible();

      await gallery.hover();
      await expect(slide(gallery, 2).locator("img")).toHaveCount(1);
      await expect(slide(gallery, count).locator("img")).toHaveCount(1);
      await expect(gallery.locator("img")).toHaveCount(3);

      await gallery.getByRole("button", { name: "Next slide" }).click();
      await expect(slide(gallery, 2).getByRole("img")).toBeVisible();
      await expect.poll(() => loaded(slide(gallery, 2).locator("img"))).toBe(true);
    });
  });

  test("the slideshow has the next photo before it moves on to it", async ({ page }) => {
    // The page's clock is the test's: it runs as usual while the page loads, then stands still and
    // moves only when told, so the test does not wait out the slideshow's pause in real time.
    await page.clock.install();
    await page.goto("/");
    const gallery = galleryOf(page);
    const pause = gallery.getByRole("button", { name: "Pause slideshow" });
    const play = gallery.getByRole("button", { name: "Play slideshow" });
    await expect(pause).toBeVisible();
    // Stopped, and started again once the clock stands still, so its pause starts at a known moment.
    // Pressed from the page's script: pointing at the carousel or focusing it would fetch the neighbouring photos.
    await pause.evaluate((button: HTMLElement) => button.click());
    await expect(play).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await play.evaluate((button: HTMLElement) => button.click());
    await expect(pause).toBeVisible();

    // The gallery moves on every five seconds (GALLERY_AUTOPLAY_MS): four seconds on, the first photo
    // still shows, and the second has arrived, in real time, while the clock stands still.
    await page.clock.runFor(4000);
    await expect(gallery.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");
    await expect(slide(gallery, 2).locator("img")).toHaveCount(1);
    await expect.poll(() => loaded(slide(gallery, 2).locator("img"))).toBe(true);
    await page.clock.runFor(1000);
    await expect(gallery.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
  });
});
