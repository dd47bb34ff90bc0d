import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInKolkata } from "../../common/fields";
import { IMAGE_SECTIONS } from "../../common/image.collection";
import { countContent, getJson, signIn } from "../../tests/support/site-content";
import { createTestApp, type TestApp } from "../../tests/support/test-app";
import { buildApp } from "../app";
import { sampleCommittees } from "./sample-committees";
import { sampleGoverningBody } from "./sample-governing-body";
import { seedSampleContent } from "./seed-sample-content";

// Encoding a few dozen pictures at every width is quick on an idle machine, slower on a busy CI runner.
const SEEDING_TIMEOUT = 180_000;

const uploadedPicture = /^\/uploads\/[a-f0-9]+\.webp$/;

describe("a new site with SAMPLE_CONTENT on", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Its database on disk (or the test PostgreSQL server): the last test starts the site again on it.
    t = await createTestApp({ SAMPLE_CONTENT: "1" }, { onDisk: true });
  }, SEEDING_TIMEOUT);
  afterAll(async () => {
    await t?.close();
  });

  it("has faculty in both departments, with realistic details and a portrait each", async () => {
    const faculty = await getJson(t.app, "/api/admin/faculty");
    expect(faculty.length).toBeGreaterThanOrEqual(8);
    expect(new Set(faculty.map((member: { department: string }) => member.department))).toEqual(
      new Set(["bpharm", "dpharm"]),
    );
    expect(faculty[0]).toMatchObject({ srNo: 1, designation: "Principal" });
    for (const member of faculty) {
      expect(member.designation).toMatch(/^(Principal|Professor|Associate Professor|Assistant Professor|Lecturer)$/);
      expect(member.qualification).toMatch(/Pharm/);
      expect(member.experience).toMatch(/^\d+ years$/);
      expect(member.email).toMatch(/\.example$/);
      expect(member.dateOfJoining <= todayInKolkata()).toBe(true);
      expect(member.photo).toMatch(uploadedPicture);
    }
    expect(faculty.map((member: { srNo: number }) => member.srNo)).toEqual(
      faculty.map((_: unknown, i: number) => i + 1),
    );

    const photo = await t.app.inject({ method: "GET", url: faculty[0].photo });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/webp");
  });

  it("has six non-teaching staff with portraits", async () => {
    const staff = await getJson(t.app, "/api/admin/nonteachingstaff");
    expect(staff).toHaveLength(6);
    const designations = staff.map((member: { designation: string }) => member.designation);
    expect(designations).toEqual(
      expect.arrayContaining(["Office Superintendent", "Librarian", "Accountant", "Laboratory Assistant", "Peon"]),
    );
    for (const member of staff) {
      expect(member.photo).toMatch(uploadedPicture);
      expect(member.email).toMatch(/\.example$/);
    }
  });

  it("has five news items: one expired (admins only), one external link, one posted today", async () => {
    const publicNews = await getJson(t.app, "/api/admin/latestnews");
    const allNews = await getJson(t.app, "/api/admin/latestnews", await t.adminHeaders());
    expect(allNews).toHaveLength(5);
    expect(publicNews).toHaveLength(4);

    const today = todayInKolkata();
    const expired = allNews.filter((item: { expiryDate: string }) => item.expiryDate < today);
    expect(expired).toHaveLength(1);
    expect(publicNews.map((item: { _id: string }) => item._id)).not.toContain(expired[0]._id);

    expect(allNews.filter((item: { path: string }) => /^https?:\/\//.test(item.path))).toHaveLength(1);
    const ages = allNews.map((item: { postedAt: string }) => Date.now() - Date.parse(item.postedAt));
    expect(ages.filter((age: number) => age < 24 * 60 * 60 * 1000)).toHaveLength(1);
    // Newest first, each on its own earlier day.
    expect([...ages].sort((a, b) => a - b)).toEqual(ages);
    expect(new Set(allNews.map((item: { postedAt: string }) => item.postedAt.slice(0, 10))).size).toBe(5);
  });

  it("has notices of every kind but admission: an important one with the sample timetable's PDF, one expired (off the board), Marathi twins but one", async () => {
    const all = await getJson(t.app, "/api/admin/notices", await t.adminHeaders());
    const board = await getJson(t.app, "/api/notices");
    expect(all).toHaveLength(6);
    type Notice = { _id: string; title: string; titleMr: string; category: string; pinned: boolean; file: string; expiresAt: string; publishedAt: string };
    const [important, ...others] = board as Notice[];
    expect(important).toMatchObject({ pinned: true, category: "examination", file: expect.stringMatching(/^\/files\/[a-f0-9]{16}-examination-timetable\.pdf$/) });
    const pdf = await t.app.inject({ url: important!.file });
    expect({ status: pdf.statusCode, type: pdf.headers["content-type"] }).toEqual({ status: 200, type: "application/pdf" });
    // Newest first under the important one, each published on an earlier day.
    const published = others.map((notice) => Date.parse(notice.publishedAt));
    expect(published).toEqual([...published].sort((one, other) => other - one));
    expect(new Set(others.map((notice) => notice.publishedAt.slice(0, 10))).size).toBe(others.length);

    const expired = (all as Notice[]).filter((notice) => notice.expiresAt !== "" && notice.expiresAt < todayInKolkata());
    expect(expired).toHaveLength(1);
    expect(board.map((notice: Notice) => notice._id)).not.toContain(expired[0]!._id);
    expect((await t.app.inject({ url: `/api/notices/${expired[0]!._id}` })).statusCode).toBe(200);
    expect(new Set((all as Notice[]).map((notice) => notice.category))).toEqual(new Set(["examination", "scholarship", "holiday", "general", "academic"]));
    expect((all as Notice[]).filter((notice) => notice.titleMr === "")).toHaveLength(1);
  });

  it("has pictures in every section, with the texts each section shows", async () => {
    const minimum = { gallery: 5, events: 4, campus: 4, laboratories: 3, library: 3 };
    for (const section of IMAGE_SECTIONS) {
      const images = await getJson(t.app, `/api/admin/images/${section}`);
      expect(images.length, section).toBeGreaterThanOrEqual(minimum[section]);
      for (const image of images) {
        expect(image).toMatchObject({ section, url: expect.stringMatching(uploadedPicture) });
        // The events page describes a photograph by its caption, in the page's language.
        if (section === "events") expect([image.caption, image.captionMr].every(Boolean), image.url).toBe(true);
      }
    }

    const gallery = await getJson(t.app, "/api/admin/gallery");
    expect(gallery.length).toBeGreaterThanOrEqual(5);
    for (const item of gallery) expect(item.caption).not.toBe("");

    const picture = await t.app.inject({ method: "GET", url: gallery[0].url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/webp");
  });

  it("has four testimonials with portraits, one of them hidden", async () => {
    const all = await getJson(t.app, "/api/testimonials/admin", await t.adminHeaders());
    expect(all).toHaveLength(4);
    expect(all.filter((testimonial: { isActive: boolean }) => !testimonial.isActive)).toHaveLength(1);
    for (const testimonial of all) expect(testimonial.image).toMatch(uploadedPicture);

    const shown = await getJson(t.app, "/api/testimonials");
    expect(shown).toHaveLength(3);
  });

  it("has three applications, one in each status", async () => {
    const applications = await getJson(t.app, "/api/admin/admissions", await t.adminHeaders());
    expect(applications.map((application: { status: string }) => application.status).sort()).toEqual([
      "approved",
      "pending",
      "rejected",
    ]);
    for (const application of applications) expect(application.email).toMatch(/\.example$/);
  });

  it("has three grievances in different states, one of them past its due date", async () => {
    const headers = await t.adminHeaders();
    const grievances = await getJson(t.app, "/api/admin/grievances", headers);
    expect(grievances.map((grievance: { status: string }) => grievance.status).sort()).toEqual(["received", "resolved", "under-review"]);
    expect(grievances.filter((grievance: { overdue: boolean }) => grievance.overdue)).toHaveLength(1);
    for (const grievance of grievances) expect(grievance.email).toMatch(/\.example$/);
    const resolved = await getJson(t.app, `/api/admin/grievances/${grievances.find((grievance: { status: string }) => grievance.status === "resolved")._id}`, headers);
    expect(resolved.updates.map((update: { visibleToComplainant: boolean }) => update.visibleToComplainant)).toEqual([true, true, false, true]);
  });

  it("has the seven committees with today's members, in the menu's order", async () => {
    const committees = await getJson(t.app, "/api/committees");
    expect(committees.map((committee: { slug: string }) => committee.slug)).toEqual([
      "training-&-placement",
      "student-grievance",
      "anti-ragging",
      "anti-descrimination-cell",
      "sc-st-cell",
      "gender-sensitization",
      "anti-harassment",
    ]);
    for (const [index, sample] of sampleCommittees.entries()) {
      expect(committees[index]).toEqual({
        _id: expect.any(String),
        slug: sample.slug,
        name: sample.name,
        shortName: sample.shortName,
        description: sample.description,
        nameMr: sample.nameMr,
        descriptionMr: sample.descriptionMr,
        members: sample.members!.map((member) => ({ contact: "", email: "", ...member })),
      });
    }
    // Members without a contact or an email are part of the samples, so the pages show N/A somewhere.
    const members = committees.flatMap((committee: { members: { contact: string; email: string }[] }) => committee.members);
    expect(members.some((member: { contact: string }) => member.contact === "")).toBe(true);
    expect(members.some((member: { email: string }) => member.email === "")).toBe(true);
  });

  it("has the governing body's eleven members", async () => {
    const { members } = await getJson(t.app, "/api/governing-body");
    expect(members).toHaveLength(11);
    expect(members).toEqual(sampleGoverningBody);
  });

  it("has events coming up and past ones with their photographs, newest first", async () => {
    const events = await getJson(t.app, "/api/events");
    const today = todayInKolkata();
    const dates = events.map((event: { date: string }) => event.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const upcoming = events.filter((event: { date: string }) => event.date >= today);
    const past = events.filter((event: { date: string }) => event.date < today);
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    expect(past.length).toBeGreaterThanOrEqual(3);
    for (const event of past) {
      expect(event.images.length).toBeGreaterThan(0);
      for (const url of event.images) expect(url).toMatch(uploadedPicture);
    }
    const photo = await t.app.inject({ method: "GET", url: past[0].images[0] });
    expect(photo.statusCode).toBe(200);
  });

  it("leaves the content alone when asked again", async () => {
    const before = await countContent(t.app, await t.adminHeaders());
    const messages: string[] = [];
    expect(await seedSampleContent(t.app.services, { info: (message: string) => messages.push(message) })).toBe(false);
    expect(messages).toEqual([]);
    expect(await countContent(t.app, await t.adminHeaders())).toEqual(before);
  });

  // Last: it stops the site, and starts another on its data.
  it("adds nothing when it starts again on the same data, and keeps the holidays stored at its first start", { timeout: 60_000 }, async () => {
    const headers = await t.adminHeaders();
    const seeded = await countContent(t.app, headers);
    // The state's holidays too, stored at the first start whatever the sample content.
    const holidays = await getJson(t.app, "/api/admin/holidays", headers);
    expect(seeded.faculty).toBeGreaterThanOrEqual(8);
    expect(t.config.inMemoryDatabase).toBe(false);
    await t.app.close();

    const again = await buildApp(t.config);
    try {
      const headersAgain = await signIn(again);
      expect(await countContent(again, headersAgain)).toEqual(seeded);
      expect(await getJson(again, "/api/admin/holidays", headersAgain)).toEqual(holidays);
    } finally {
      await again.close();
    }
  });
});

describe("sample content and existing data", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, SEEDING_TIMEOUT);
  afterAll(async () => {
    await t?.close();
  });

  it("keeps an empty site empty with SAMPLE_CONTENT=0", async () => {
    const counts = await countContent(t.app, await t.adminHeaders());
    expect(Object.values(counts).every((count) => count === 0)).toBe(true);
  });

  it("adds nothing to a site that has any content at all", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/testimonials",
      headers: await t.adminHeaders(),
      payload: { name: "Only One", batch: "B.Pharm 2020", quote: "The only record on this site." },
    });
    expect(created.statusCode).toBe(201);

    expect(await seedSampleContent(t.app.services, { info: () => {} })).toBe(false);
    const counts = await countContent(t.app, await t.adminHeaders());
    expect(counts).toEqual({ ...Object.fromEntries(Object.keys(counts).map((key) => [key, 0])), testimonials: 1 });
  });
});
