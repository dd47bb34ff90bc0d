import { institution } from "../../content/institution";
import { adminHeaders, expect, test } from "./fixtures";

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe("home page", () => {
  test("shows the hero, the feature cards, the departments, mission and vision", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome to ${institution.collegeName}`);
    await expect(page.getByText(institution.tagline)).toBeVisible();

    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Apply Now" }).first()).toHaveAttribute("href", "/apply-now");
    await expect(main.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about/institute-at-glance");
    for (const feature of ["Quality Education", "Diverse Community", "Comprehensive Programs", "Excellence in Achievement"]) {
      await expect(main.getByRole("heading", { name: feature })).toBeVisible();
    }

    const departments = main.getByRole("region", { name: "Our Departments" });
    await departments.scrollIntoViewIfNeeded();
    await expect(departments.getByText("Admissions Open 2025-2026")).toBeVisible();
    for (const name of ["Pharmaceutics", "Pharmaceutical Quality Assurance", "Pharmaceutical Chemistry", "Pharmacognosy"]) {
      await expect(departments.getByRole("heading", { name, exact: true })).toBeVisible();
    }

    await expect(main.getByRole("heading", { name: "Empowering Future Pharmacists" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "A Centre of Excellence" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Learn More about our mission" })).toHaveAttribute("href", "/about");
    await expect(main.getByRole("link", { name: "Learn More about our vision" })).toHaveAttribute("href", "/about");
    await expect(main.getByRole("heading", { name: "What Our Alumni Say" })).toBeVisible();
  });

  test("the gallery carousel moves with its arrows and dots, and names a photo without caption 'College Image'", async ({
    page,
    request,
  }) => {
    const headers = await adminHeaders(request);
    const created: string[] = [];
    try {
      // Two photos of our own, so the carousel has somewhere to go whatever the sample content holds;
      // the one without a caption is the newest and so comes first.
      for (const caption of [unique("Gallery test photo"), ""]) {
        const response = await request.post("/api/admin/images", {
          headers,
          data: { url: "/logos/college-logo.svg", section: "gallery", caption },
        });
        expect(response.status()).toBe(201);
        created.push((await response.json()).image._id);
      }

      await page.goto("/");
      const gallery = page.getByRole("region", { name: "Campus gallery" });
      await gallery.getByRole("button", { name: "Pause slideshow" }).click();
      await expect(gallery.getByRole("button", { name: "Play slideshow" })).toBeVisible();
      await gallery.getByRole("button", { name: "Play slideshow" }).click();
      await expect(gallery.getByRole("button", { name: "Pause slideshow" })).toBeVisible();

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
    } finally {
      for (const id of created) await request.delete(`/api/admin/images/${id}`, { headers });
    }
  });

  test("latest news marks new items and opens site links in the app and web links in a new tab", async ({ page, request }) => {
    const headers = await adminHeaders(request);
    const internal = unique("Library hours extended");
    const external = unique("Board results announced");
    const created: string[] = [];
    try {
      for (const item of [
        { title: internal, path: "/library" },
        { title: external, path: "https://results.example.org/summer" },
      ]) {
        const response = await request.post("/api/admin/latestnews", { headers, data: { ...item, expiryDate: "2099-12-31" } });
        expect(response.status()).toBe(201);
        created.push((await response.json()).news._id);
      }

      await page.goto("/");
      const news = page.getByRole("region", { name: "Latest News" });
      const internalItem = news.getByRole("listitem").filter({ hasText: internal });
      await expect(internalItem.getByText("New", { exact: true })).toBeVisible();
      await expect(internalItem.getByText(/^(just now|\d+ minutes? ago)$/)).toBeVisible();

      const externalLink = news.getByRole("link", { name: external });
      await expect(externalLink).toHaveAttribute("href", "https://results.example.org/summer");
      await expect(externalLink).toHaveAttribute("target", "_blank");
      await expect(externalLink).toHaveAttribute("rel", "noopener noreferrer");

      const internalLink = news.getByRole("link", { name: internal });
      await expect(internalLink).not.toHaveAttribute("target", /./);
      await internalLink.click();
      await expect(page).toHaveURL(/\/library$/);
      await expect(page.getByRole("heading", { level: 1, name: "Library" })).toBeVisible();
    } finally {
      for (const id of created) await request.delete(`/api/admin/latestnews/${id}`, { headers });
    }
  });

  test("the side panel downloads the timetable PDF", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("link", { name: "Download Timetable PDF" });
    await expect(button).toHaveAttribute("href", "/api/pdfdownload/timetable.pdf");
    const download = page.waitForEvent("download");
    await button.click();
    expect((await download).suggestedFilename()).toBe("timetable.pdf");
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
