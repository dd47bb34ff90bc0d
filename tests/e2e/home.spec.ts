import { adminHeaders, expect, test } from "./fixtures";

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * What the home page does in a browser. What it says and links to, as served, is
 * server/platform/pages/public-pages.test.ts; its sections' states (loading, failed, empty) are
 * app/components/home/home-sections.test.tsx.
 */
test.describe("home page", () => {
  test("latest news marks new items and opens site links in the app and web links in a new tab; sections below the screen fade in when scrolled to; the side panel downloads the timetable; the gallery moves with its arrows and dots", async ({
    page,
    request,
  }) => {
    // One visit of the home page, then one with reduced motion, then the news item's page.
    test.slow();
    const headers = await adminHeaders(request);
    const internal = unique("Library hours extended");
    const external = unique("Board results announced");
    const news: string[] = [];
    const images: string[] = [];
    try {
      for (const item of [
        { title: internal, path: "/library" },
        { title: external, path: "https://results.example.org/summer" },
      ]) {
        const response = await request.post("/api/admin/latestnews", { headers, data: { ...item, expiryDate: "2099-12-31" } });
        expect(response.status()).toBe(201);
        news.push((await response.json()).news._id);
      }
      // Two photos of our own, so the carousel has somewhere to go whatever the sample content holds;
      // the one without a caption is the newest and so comes first.
      for (const caption of [unique("Gallery test photo"), ""]) {
        const response = await request.post("/api/admin/images", {
          headers,
          data: { url: "/logos/college-logo.svg", section: "gallery", caption },
        });
        expect(response.status()).toBe(201);
        images.push((await response.json()).image._id);
      }
      await page.goto("/");
      const newsList = page.getByRole("region", { name: "Latest News" });
      const internalLink = newsList.getByRole("link", { name: internal });

      await test.step("latest news marks a new item, and opens a web link in a new tab", async () => {
        const internalItem = newsList.getByRole("listitem").filter({ hasText: internal });
        await expect(internalItem.getByText("New", { exact: true })).toBeVisible();
        await expect(internalItem.getByText(/^(just now|\d+ minutes? ago)$/)).toBeVisible();
        const externalLink = newsList.getByRole("link", { name: external });
        await expect(externalLink).toHaveAttribute("href", "https://results.example.org/summer");
        await expect(externalLink).toHaveAttribute("target", "_blank");
        await expect(externalLink).toHaveAttribute("rel", "noopener noreferrer");
        await expect(internalLink).not.toHaveAttribute("target", /./);
      });

      await test.step("the departments and the mission, below the first screen, are shown once scrolled to", async () => {
        const main = page.getByRole("main");
        const departments = main.getByRole("region", { name: "Our Departments" });
        await departments.scrollIntoViewIfNeeded();
        await expect(departments.getByRole("heading", { name: "Pharmacognosy", exact: true })).toBeVisible();
        const mission = main.getByRole("heading", { name: "Empowering Future Pharmacists" });
        await mission.scrollIntoViewIfNeeded();
        await expect(mission).toBeVisible();
      });

      await test.step("the side panel downloads the timetable PDF", async () => {
        const button = page.getByRole("link", { name: "Download Timetable PDF" });
        await expect(button).toHaveAttribute("href", "/api/pdfdownload/timetable.pdf");
        const download = page.waitForEvent("download");
        await button.click();
        expect((await download).suggestedFilename()).toBe("timetable.pdf");
      });

      const gallery = page.getByRole("region", { name: "Campus gallery" });
      await test.step("the slideshow pauses and plays", async () => {
        await gallery.getByRole("button", { name: "Pause slideshow" }).click();
        await expect(gallery.getByRole("button", { name: "Play slideshow" })).toBeVisible();
        await gallery.getByRole("button", { name: "Play slideshow" }).click();
        await expect(gallery.getByRole("button", { name: "Pause slideshow" })).toBeVisible();
      });

      await test.step("with reduced motion it does not play; its arrows and dots move it, round to the first again, and a photo without caption is 'College Image'", async () => {
        // With reduced motion the slideshow does not play at all, so only our clicks move it.
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.reload();
        // The controls stay hidden until the carousel's script has started; wait for them before counting.
        await expect(gallery.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");
        await expect(gallery.getByRole("button", { name: /slideshow/ })).toHaveCount(0);
        await expect(gallery.getByRole("group", { name: /^1 of \d+$/ })).toContainText("College Image");

        const dots = gallery.getByRole("button", { name: /^Go to slide \d+$/ });
        const count = await dots.count();
        expect(count).toBeGreaterThanOrEqual(2);

        await gallery.getByRole("button", { name: "Next slide" }).click();
        await expect(gallery.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
        await expect(gallery.getByRole("group", { name: `2 of ${count}` })).toBeVisible();
        await expect(gallery.getByRole("group", { name: `1 of ${count}` })).toBeHidden();

        await gallery.getByRole("button", { name: "Previous slide" }).click();
        await expect(gallery.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");

        await gallery.getByRole("button", { name: `Go to slide ${count}` }).click();
        await expect(gallery.getByRole("group", { name: `${count} of ${count}` })).toBeVisible();
        // It loops: past the last photo comes the first again.
        await gallery.getByRole("button", { name: "Next slide" }).click();
        await expect(gallery.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");
      });

      await test.step("a site link in the news opens its page in the app", async () => {
        await internalLink.click();
        await expect(page).toHaveURL(/\/library$/);
        await expect(page.getByRole("heading", { level: 1, name: "Library" })).toBeVisible();
      });
    } finally {
      for (const id of news) await request.delete(`/api/admin/latestnews/${id}`, { headers });
      for (const id of images) await request.delete(`/api/admin/images/${id}`, { headers });
    }
  });

  test("testimonials: active ones in a carousel, 'No testimonials available.' when none is active", async ({ page, request }) => {
    // This test switches every testimonial off for a moment: it runs at one width only, so never beside itself.
    const headers = await adminHeaders(request);
    const names = [unique("Kiran Test Alumna"), unique("Rahul Test Alumnus")];
    const ownIds: string[] = [];
    const switchedOff: string[] = [];
    try {
      for (const name of names) {
        const response = await request.post("/api/testimonials", {
          headers,
          data: { name, batch: "B.Pharm 2020, Hospital Pharmacist", quote: "The faculty guided me at every step." },
        });
        expect(response.status()).toBe(201);
        ownIds.push((await response.json()).testimonial._id);
      }
      await page.goto("/");
      const carousel = page.getByRole("region", { name: "Alumni testimonials" });
      // Newest first: the second one added is the first card.
      await expect(carousel.getByRole("group", { name: /^1 of \d+$/ })).toContainText(names[1]!);
      await expect(carousel.getByRole("group", { name: /^1 of \d+$/ })).toContainText("B.Pharm 2020, Hospital Pharmacist");

      // Only our two left: both fit on a wide screen at once, so there is nothing to move or play.
      const all: { _id: string; isActive: boolean }[] = await (await request.get("/api/testimonials/admin", { headers })).json();
      for (const testimonial of all.filter((item) => item.isActive && !ownIds.includes(item._id))) {
        expect((await request.patch(`/api/testimonials/${testimonial._id}/toggle`, { headers })).status()).toBe(200);
        switchedOff.push(testimonial._id);
      }
      await page.goto("/");
      for (const name of names) await expect(carousel.getByText(name)).toBeVisible();
      await expect(carousel.getByRole("group", { name: "2 of 2" })).toBeVisible();
      await expect(carousel.getByRole("button", { name: /slideshow|slide$/ })).toHaveCount(0);
      await expect(page.getByText("Failed to load testimonials")).toHaveCount(0);

      for (const id of ownIds) expect((await request.patch(`/api/testimonials/${id}/toggle`, { headers })).status()).toBe(200);
      await page.goto("/");
      await expect(page.getByText("No testimonials available.")).toBeVisible();
      await expect(carousel).toHaveCount(0);
    } finally {
      for (const id of switchedOff) await request.patch(`/api/testimonials/${id}/toggle`, { headers });
      for (const id of ownIds) await request.delete(`/api/testimonials/${id}`, { headers });
    }
  });
});
