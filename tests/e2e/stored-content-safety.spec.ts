import type { Page } from "@playwright/test";
import type { Page as PageRecord } from "../../common/page.schema";
import { adminApi, uniqueTag } from "./admin-support";
import { exclusively } from "./exclusive";
import { adminHeaders, expect, test } from "./fixtures";
import { publicPaths } from "./public-paths";

/**
 * What a clerk types is shown as text, never run: markup, script and `javascript:` links stored in
 * every text field of every kind of record render inert on every public and admin page. The page
 * is watched for dialogs (the payloads call alert) and for the global the payloads would set.
 */

// The checks are about the HTML, not the layout: once, at 1280 px, is enough (playwright.config.ts).
test.setTimeout(240_000);

const tag = uniqueTag();
/** Each part tries another way in; short enough for every field (the shortest takes 100 characters). */
const payload = (field: string) => `<script>alert(1)</script><img src=x onerror=alert(2)><svg onload=alert(3)> ${field} ${tag}`;

const person = (kind: string) => ({
  name: payload(`${kind} name`),
  designation: payload(`${kind} role`),
  qualification: payload(`${kind} degree`),
  experience: payload(`${kind} years`),
  dateOfJoining: "2020-06-15",
  email: `safety.${kind}.${tag}@example.org`,
  mobile: "98765 43210",
});

const adminScreens = [
  "/admin/dashboard",
  "/admin/faculty",
  "/admin/nonteachingstaff",
  "/admin/news",
  "/admin/notices",
  "/admin/holidays",
  "/admin/images",
  "/admin/admissions",
  "/admin/testimonials",
  "/admin/activity",
  "/admin/users",
  "/admin/account",
];

/**
 * Opens `path` and fails if anything stored became markup: an element the payloads would make (a
 * script, an img with an error handler, an svg with a load handler), a javascript: link, or a
 * dialog. The elements are looked for, not only the dialogs, because the pages' Content-Security-
 * Policy would stop an injected handler from running: the escaping is what this checks.
 */
async function expectInert(page: Page, path: string, dialogs: string[]) {
  await page.goto(path);
  // The admin screens load their records after the page: judged once they are there.
  if (path.startsWith("/admin")) await expect(page.getByText(/^Loading/)).toHaveCount(0);
  const found = await page.evaluate(() => ({
    scripts: [...document.scripts].filter((script) => script.textContent?.trim() === "alert(1)").length,
    images: document.querySelectorAll('img[src="x"], img[onerror]').length,
    svgs: document.querySelectorAll("svg[onload]").length,
    scriptLinks: [...document.querySelectorAll("a[href]")].filter((link) => /^\s*javascript:/i.test(link.getAttribute("href") ?? "")).length,
  }));
  expect(found, path).toEqual({ scripts: 0, images: 0, svgs: 0, scriptLinks: 0 });
  expect(dialogs, path).toEqual([]);
}

test("markup, script and javascript: links in stored text render inert on every page", async ({ adminPage: page }) => {
  const api = await adminApi(page);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  // A link field refuses javascript:, so such a link cannot even be stored.
  const headers = await adminHeaders(page.request);
  for (const [path, body] of [
    ["/api/admin/latestnews", { title: `Safety ${tag}`, expiryDate: "2999-12-31", path: "javascript:alert(3)" }],
    ["/api/testimonials", { name: "Safety", batch: "B.Pharm", quote: "Safe", image: "javascript:alert(3)" }],
    ["/api/admin/images", { url: "javascript:alert(3)", section: "gallery" }],
    ["/api/admin/faculty", { ...person("link"), department: "bpharm", photo: " JavaScript:alert(3)" }],
    ["/api/admin/notices", { title: `Safety ${tag}`, category: "general", file: "javascript:alert(3)" }],
  ] as const) {
    const refused = await page.request.post(path, { headers, data: body });
    expect(refused.status(), path).toBe(400);
  }

  const { faculty } = await api.post<{ faculty: { _id: string; id: string } }>("/api/admin/faculty", { ...person("faculty"), department: "bpharm" });
  const { staff } = await api.post<{ staff: { _id: string } }>("/api/admin/nonteachingstaff", person("staff"));
  const { news } = await api.post<{ news: { _id: string } }>("/api/admin/latestnews", { title: payload("newstitle"), expiryDate: "2999-12-31", path: "" });
  // A draft and a scheduled notice too: the back office lists them, with their words, as it does a published one.
  const notices = await Promise.all(
    [{}, { status: "draft" }, { publishAt: "2999-12-31T10:00:00+05:30" }].map((publication) =>
      api.post<{ notice: { _id: string } }>("/api/admin/notices", {
        title: payload("noticetitle"),
        titleMr: payload("noticetitlemr"),
        body: payload("noticebody"),
        bodyMr: payload("noticebodymr"),
        category: "general",
        ...publication,
      }),
    ),
  );
  // A date of its own far ahead, where no other holiday is.
  const holidayDate = `29${String(Number.parseInt(tag.slice(0, 4), 16) % 100).padStart(2, "0")}-0${(Number.parseInt(tag.slice(4), 16) % 9) + 1}-1${Number.parseInt(tag.slice(6), 16) % 10}`;
  const { holiday } = await api.post<{ holiday: { _id: string } }>("/api/admin/holidays", {
    date: holidayDate,
    name: payload("holiday"),
    nameMr: payload("holidaymr"),
  });
  const { testimonial } = await api.post<{ testimonial: { _id: string } }>("/api/testimonials", {
    name: payload("testimonial name"),
    batch: payload("testimonialbatch"),
    quote: payload("testimonialquote"),
  });
  const images = await Promise.all(
    (["gallery", "events", "campus", "laboratories", "library"] as const).map((section) =>
      api.post<{ image: { _id: string } }>("/api/admin/images", {
        url: "/logos/college-logo.svg",
        section,
        title: payload(`${section}title`),
        description: payload(`${section}description`),
        caption: payload(`${section}caption`),
      }),
    ),
  );
  const applied = await page.request.post("/api/admissions/apply", {
    data: {
      name: payload("applicant"),
      email: `safety.applicant.${tag}@example.org`,
      mobile: "9876543210",
      education: payload("education"),
      tenthPercentage: 80,
      tenthPassingYear: 2020,
      tenthSchoolName: payload("school"),
      twelfthPercentage: 75,
      twelfthPassingYear: 2022,
      twelfthCollegeName: payload("college"),
    },
  });
  expect(applied.status()).toBe(201);

  try {
    // The text is there, as text.
    await page.goto("/management/faculty");
    await expect(page.getByText(person("faculty").name, { exact: true }).first()).toBeVisible();
    expect(dialogs).toEqual([]);

    for (const path of [...publicPaths, `/management/faculty/details/${faculty.id}`, ...adminScreens]) {
      await expectInert(page, path, dialogs);
    }
    // The collections' screens show the words as they were typed, in every state.
    await page.goto("/admin/notices");
    await expect(page.getByRole("heading", { name: payload("noticetitle") })).toHaveCount(3);
    await page.goto("/admin/holidays");
    await expect(page.getByRole("heading", { name: payload("holiday") })).toBeVisible();
    await page.goto("/admin/testimonials");
    // The screen quotes it: “…”.
    await expect(page.getByText(`“${payload("testimonialquote")}”`, { exact: true })).toBeVisible();
  } finally {
    const remove = (list: string, item: (id: string) => string, ids: string[]) =>
      api.deleteWhere<{ _id: string }>(list, item, (record) => ids.includes(record._id));
    await remove("/api/admin/faculty", (id) => `/api/admin/faculty/${id}`, [faculty._id]);
    await remove("/api/admin/nonteachingstaff", (id) => `/api/admin/nonteachingstaff/${id}`, [staff._id]);
    await remove("/api/admin/latestnews", (id) => `/api/admin/latestnews/${id}`, [news._id]);
    await remove("/api/admin/notices", (id) => `/api/admin/notices/${id}`, notices.map(({ notice }) => notice._id));
    await remove("/api/admin/holidays", (id) => `/api/admin/holidays/${id}`, [holiday._id]);
    await remove("/api/testimonials/admin", (id) => `/api/testimonials/${id}`, [testimonial._id]);
    for (const { image } of images) await page.request.delete(`/api/admin/images/${image._id}`, { headers });
    const applications = await api.get<{ _id: string; email: string }[]>("/api/admin/admissions");
    await remove("/api/admin/admissions", (id) => `/api/admin/admissions/${id}`, applications.filter((a) => a.email.includes(tag)).map((a) => a._id));
  }
});

test("markup, script, event handlers and javascript: or data: links in a page's Markdown render inert on the page and its Marathi twin", async ({
  adminPage: page,
}) => {
  const api = await adminApi(page);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const hostile = (language: string) =>
    [
      payload(`page body ${language}`),
      `<a href="javascript:alert(4)" onclick="alert(5)">markup link</a> <p onmouseover="alert(6)">${language}</p>`,
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
        sections: [
          ...before.sections,
          { heading: payload("page heading"), headingMr: payload("page heading mr"), body: hostile("en"), bodyMr: hostile("mr"), image: "" },
        ],
      });
      for (const path of ["/admissions/refund-policy", "/mr/admissions/refund-policy"]) {
        await expectInert(page, path, dialogs);
        // The words are there, as text; no link leads to a data: address, no element carries a handler.
        await expect(page.getByRole("main").getByText("[script link](javascript:alert(7))", { exact: false })).toBeVisible();
        const found = await page.evaluate(() => ({
          dataLinks: [...document.querySelectorAll("a[href]")].filter((link) => /^\s*data:/i.test(link.getAttribute("href") ?? "")).length,
          handlers: [...document.querySelectorAll("main *")].filter((element) => [...element.attributes].some((attribute) => attribute.name.startsWith("on"))).length,
        }));
        expect(found, path).toEqual({ dataLinks: 0, handlers: 0 });
      }
    } finally {
      await api.put("/api/admin/pages/refund-policy", { title: before.title, titleMr: before.titleMr, sections: before.sections });
    }
  });
});
