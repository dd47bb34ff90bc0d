import type { Page as PageRecord } from "../../common/page.schema";
import { adminApi, uniqueTag } from "./admin-support";
import { exclusively } from "./exclusive";
import { adminHeaders, expect, test } from "./fixtures";
import { hostileText, noStoredMarkup, storedMarkupFound, watchDialogs } from "./page-checks";

/**
 * What a clerk types is shown as text, never run, once a public page's script has taken over.
 * That every public page's HTML carries stored markup, script and `javascript:` links as text, in
 * both languages, is proven on the server's pages (server/platform/pages/stored-text-inert.test.ts),
 * as is each link field's refusal of `javascript:`; the back office, which draws its records in the
 * browser, is judged screen by screen in admin-accessibility.spec.ts. Here the browser confirms
 * that nothing runs on two public pages once hydrated: the home page, which shows the most kinds of
 * record, and a page drawn from Markdown.
 */

// The checks are about the HTML, not the layout: once, at 1280 px, is enough (playwright.config.ts).

test("markup and script in stored text stay text on the home page once its script has run", async ({ adminPage: page }) => {
  const api = await adminApi(page);
  const tag = uniqueTag();
  const payload = (field: string) => hostileText(field, tag);
  const dialogs = watchDialogs(page);
  const { news } = await api.post<{ news: { _id: string } }>("/api/admin/latestnews", { title: payload("newstitle"), expiryDate: "2999-12-31", path: "" });
  const { testimonial } = await api.post<{ testimonial: { _id: string } }>("/api/testimonials", {
    name: payload("testimonial name"),
    batch: payload("testimonialbatch"),
    quote: payload("testimonialquote"),
  });
  // The newest picture of the gallery is its first slide.
  const { image } = await api.post<{ image: { _id: string } }>("/api/admin/images", {
    url: "/logos/college-logo.svg",
    section: "gallery",
    title: payload("gallerytitle"),
    caption: payload("gallerycaption"),
  });
  try {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Latest News" }).getByText(payload("newstitle"))).toBeVisible();
    const gallery = page.getByRole("region", { name: "Campus gallery" });
    await expect(gallery.getByText(payload("gallerycaption"))).toBeVisible();
    // The carousel draws the neighbouring slides when the visitor points at it.
    await gallery.hover();
    await expect(gallery.getByRole("group", { name: /^2 of \d+$/, includeHidden: true }).locator("img")).toHaveCount(1);
    expect(await storedMarkupFound(page)).toEqual(noStoredMarkup);
    expect(dialogs).toEqual([]);
  } finally {
    await api.deleteWhere("/api/admin/latestnews", (id) => `/api/admin/latestnews/${id}`, (item) => item._id === news._id);
    await api.deleteWhere("/api/testimonials/admin", (id) => `/api/testimonials/${id}`, (item) => item._id === testimonial._id);
    await page.request.delete(`/api/admin/images/${image._id}`, { headers: await adminHeaders(page.request) });
  }
});

test("markup, script, event handlers and javascript: or data: links in a page's Markdown stay text once the page's script has run", async ({ adminPage: page }) => {
  const api = await adminApi(page);
  const tag = uniqueTag();
  const payload = (field: string) => hostileText(field, tag);
  const dialogs = watchDialogs(page);
  const hostile = [
    payload("page body"),
    `<a href="javascript:alert(4)" onclick="alert(5)">markup link</a> <p onmouseover="alert(6)">words</p>`,
    "[script link](javascript:alert(7)) [mixed case](JaVaScRiPt:alert(8)) [entity](&#106;avascript:alert(9)) <javascript:alert(10)>",
    "[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxMSk8L3NjcmlwdD4=) ![picture](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMTIpPjwvc3ZnPg==)",
    `| <b onclick="alert(13)">cell</b> |\n|---|\n| <img src=x onerror=alert(14)> |`,
  ].join("\n\n");
  // The refund policy, which the Pages screen's test also changes: one at a time, put back as it was.
  await exclusively("page-refund-policy", async () => {
    const before = await api.get<PageRecord>("/api/pages/refund-policy");
    try {
      await api.put("/api/admin/pages/refund-policy", {
        title: before.title,
        titleMr: before.titleMr,
        sections: [...before.sections, { heading: payload("page heading"), headingMr: payload("page heading mr"), body: hostile, bodyMr: hostile, image: "" }],
      });
      await page.goto("/admissions/refund-policy");
      // The words are there, as text; no link leads to a data: address, no element carries a handler.
      await expect(page.getByRole("main").getByText("[script link](javascript:alert(7))", { exact: false })).toBeVisible();
      expect(await storedMarkupFound(page)).toEqual(noStoredMarkup);
      const found = await page.evaluate(() => ({
        dataLinks: [...document.querySelectorAll("a[href]")].filter((link) => /^\s*data:/i.test(link.getAttribute("href") ?? "")).length,
        handlers: [...document.querySelectorAll("main *")].filter((element) => [...element.attributes].some((attribute) => attribute.name.startsWith("on"))).length,
      }));
      expect(found).toEqual({ dataLinks: 0, handlers: 0 });
      expect(dialogs).toEqual([]);
    } finally {
      await api.put("/api/admin/pages/refund-policy", { title: before.title, titleMr: before.titleMr, sections: before.sections });
    }
  });
});
