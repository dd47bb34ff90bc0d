import { within } from "@testing-library/dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devanagariDigits } from "../../../common/digits";
import { todayInKolkata } from "../../../common/fields";
import { institution } from "../../../content/institution";
import { readSampleAsset } from "../../seed/sample-assets";
import { renderedPage, textOf } from "../../../tests/support/rendered-page";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

/**
 * The pages of the collections, in both languages, as the server renders them: the notice board, a
 * notice's page and the academic calendar's holidays, what a family reads and follows before any
 * script runs. The records are added through the API, as the clerk adds them.
 */
const SITE = "https://college.example";
let t: TestApp;
let editor: { authorization: string };
beforeAll(async () => {
  // The pages as built (BUILD_DIR when a local run keeps its build apart, as the browser tests do).
  t = await createTestApp({ PUBLIC_URL: SITE, ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}) });
  editor = await t.headersAs("editor");
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const kolkataDate = (offsetDays: number) => todayInKolkata(new Date(Date.now() + offsetDays * DAY));
const open = (url: string) => renderedPage(t.app, url);
const hrefOf = (element: Element | null) => element?.getAttribute("href");

type Notice = { _id: string; title: string };
async function addNotice(fields: Record<string, unknown>): Promise<Notice> {
  const response = await t.app.inject({ method: "POST", url: "/api/admin/notices", headers: editor, payload: fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().notice;
}

/** The notices the board shows, top to bottom: each card's title. */
const boardTitles = (main: Awaited<ReturnType<typeof open>>["main"]) => main.queryAllByRole("article").map((card) => textOf(card.querySelector("h2")));
const cardOf = (main: Awaited<ReturnType<typeof open>>["main"], title: string) => main.getAllByRole("article").find((card) => textOf(card.querySelector("h2")) === title)!;

describe("a board with no notice yet", () => {
  it("says so in either language", async () => {
    for (const [url, words] of [
      ["/notices", "No notices just now. Please check again soon."],
      ["/mr/notices", "सध्या कोणतीही सूचना नाही. कृपया लवकरच पुन्हा पाहा."],
    ] as const) {
      const { status, main } = await open(url);
      expect(status).toBe(200);
      expect(main.getByText(words)).toBeTruthy();
      expect(main.queryAllByRole("article")).toEqual([]);
    }
  });
});

describe("the notices' pages", () => {
  let timetable: Notice, scholarship: Notice, closure: Notice, expired: Notice, draft: Notice, scheduled: Notice, pdf: string;
  beforeAll(async () => {
    pdf = await t.app.services.files.storeFile(await readSampleAsset("documents/timetable.pdf"), "Summer Exam Timetable.pdf");
    // Added oldest first: the board shows the newest first, the important one above all.
    scholarship = await addNotice({
      title: "Scholarship forms due on 15 December",
      titleMr: "शिष्यवृत्तीचे अर्ज १५ डिसेंबरपर्यंत",
      body: "Submit the **MahaDBT** form at the office.\n\n- Caste certificate\n- Income certificate",
      bodyMr: "**महाडीबीटी** अर्ज कार्यालयात जमा करा.",
      category: "scholarship",
      file: "https://mahadbt.maharashtra.gov.in/",
    });
    closure = await addNotice({ title: "College closed for Diwali", category: "holiday", body: "Classes resume on Monday." });
    expired = await addNotice({ title: "Last date for the examination form", category: "examination", expiresAt: kolkataDate(2) });
    await t.app.inject({
      method: "PUT",
      url: `/api/admin/notices/${expired._id}`,
      headers: editor,
      payload: { title: "Last date for the examination form", category: "examination", expiresAt: kolkataDate(-1) },
    });
    timetable = await addNotice({
      title: "Summer examination timetable",
      titleMr: "उन्हाळी परीक्षेचे वेळापत्रक",
      category: "examination",
      pinned: true,
      file: pdf,
      body: "Theory papers begin in the first week of May.",
    });
    draft = await addNotice({ title: "Draft: annual gathering", category: "general", status: "draft" });
    scheduled = await addNotice({ title: "Results next week", category: "academic", publishAt: new Date(Date.now() + 2 * DAY).toISOString() });
  });

  it("the board lists the public notices, the important one first, then the newest, and no draft, scheduled or expired one", async () => {
    const { heading1, main } = await open("/notices");
    expect(heading1).toBe("Notices");
    expect(boardTitles(main)).toEqual([timetable.title, closure.title, scholarship.title]);
    for (const hidden of [draft, scheduled, expired]) expect(main.queryByText(hidden.title)).toBeNull();
  });

  it("each notice on the board has its title linking to its page, its category, its day, a short excerpt and its file", async () => {
    const { main } = await open("/notices");
    const today = new Date();
    const card = cardOf(main, timetable.title);
    expect(hrefOf(card.querySelector("h2 a"))).toBe(`/notices/${timetable._id}`);
    expect(textOf(card)).toContain("Important");
    expect(textOf(card)).toContain("Examination");
    const time = card.querySelector("time")!;
    expect(time.getAttribute("datetime")).toBe(todayInKolkata(today));
    expect(textOf(time)).toBe(new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" }).format(today));
    expect(textOf(card)).toContain("Theory papers begin in the first week of May.");
    const download = within(card).getByRole("link", { name: "Download PDF" });
    expect(hrefOf(download)).toBe(pdf);
    expect(download.getAttribute("download")).toBe("summer-exam-timetable.pdf");
    const file = await t.app.inject({ url: pdf });
    expect({ status: file.statusCode, type: file.headers["content-type"] }).toEqual({ status: 200, type: "application/pdf" });

    const other = cardOf(main, scholarship.title);
    expect(textOf(other)).not.toContain("Important");
    // The excerpt is the words without their Markdown.
    expect(textOf(other)).toContain("Submit the MahaDBT form at the office. Caste certificate Income certificate");
    const link = within(other).getByRole("link", { name: /^Open the file/ });
    expect(textOf(link)).toBe("Open the file (opens in a new tab)");
    expect({ href: hrefOf(link), target: link.getAttribute("target"), rel: link.getAttribute("rel") }).toEqual({
      href: "https://mahadbt.maharashtra.gov.in/",
      target: "_blank",
      rel: "noopener noreferrer",
    });
    expect(within(cardOf(main, closure.title)).queryByRole("link", { name: /Download|Open the file/ })).toBeNull();
  });

  it("the category links are plain links; one shows that category's notices only, and one with none says so", async () => {
    const { main } = await open("/notices?category=examination");
    const links = within(main.getByRole("navigation", { name: "Notices by category" })).getAllByRole("link");
    expect(links.map((link) => [textOf(link), hrefOf(link)])).toEqual([
      ["All", "/notices"],
      ["Academic", "/notices?category=academic"],
      ["Examination", "/notices?category=examination"],
      ["Admission", "/notices?category=admission"],
      ["Scholarship", "/notices?category=scholarship"],
      ["Holiday", "/notices?category=holiday"],
      ["General", "/notices?category=general"],
    ]);
    expect(links.filter((link) => link.getAttribute("aria-current") === "page").map(textOf)).toEqual(["Examination"]);
    expect(boardTitles(main)).toEqual([timetable.title]);

    const none = await open("/notices?category=admission");
    expect(none.main.getByText("No notices in the Admission category just now.")).toBeTruthy();
    expect(hrefOf(none.main.getByRole("link", { name: "See all notices" }))).toBe("/notices");
    // An unknown category is no filter: the whole board.
    expect(boardTitles((await open("/notices?category=sports")).main)).toHaveLength(3);
  });

  it("a notice's page has its title, day, category, its text as Markdown, its file and share-friendly tags", async () => {
    const { status, heading1, main, document } = await open(`/notices/${scholarship._id}`);
    expect(status).toBe(200);
    expect(heading1).toBe(scholarship.title);
    const header = document.querySelector("header:has(h1)")!;
    expect(textOf(header)).toContain("Scholarship");
    expect(header.querySelector("time")?.getAttribute("datetime")).toBe(todayInKolkata());
    expect(textOf(main.getByText("MahaDBT"))).toBe("MahaDBT");
    expect(main.getByText("MahaDBT").tagName).toBe("STRONG");
    expect(main.getAllByRole("listitem").map(textOf)).toEqual(expect.arrayContaining(["Caste certificate", "Income certificate"]));
    expect(hrefOf(within(header as HTMLElement).getByRole("link", { name: /^Open the file/ }))).toBe("https://mahadbt.maharashtra.gov.in/");
    expect(hrefOf(main.getByRole("link", { name: "All notices" }))).toBe("/notices");
    expect(main.queryByText(/expired/)).toBeNull();

    const meta = (selector: string) => document.querySelector(selector)?.getAttribute("content");
    expect(document.title).toBe(`${scholarship.title} | ${institution.collegeName}`);
    expect(meta('meta[property="og:title"]')).toBe(`${scholarship.title} | ${institution.collegeName}`);
    expect(meta('meta[property="og:description"]')).toBe("Submit the MahaDBT form at the office. Caste certificate Income certificate");
    expect(meta('meta[name="description"]')).toBe(meta('meta[property="og:description"]'));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE}/notices/${scholarship._id}`);

    const pdfPage = await open(`/notices/${timetable._id}`);
    expect(hrefOf(pdfPage.page.getByRole("link", { name: "Download PDF" }))).toBe(pdf);
    // A notice without text is described in a sentence of its own.
    const bare = await open(`/notices/${expired._id}`);
    expect(bare.document.querySelector('meta[property="og:description"]')?.getAttribute("content")).toBe(`${expired.title}: a notice of ${institution.collegeName}.`);
  });

  it("an expired notice keeps its page, which says when it expired", async () => {
    const { status, heading1, main } = await open(`/notices/${expired._id}`);
    expect(status).toBe(200);
    expect(heading1).toBe(expired.title);
    const yesterday = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${kolkataDate(-1)}T00:00:00Z`));
    expect(main.getByText(`This notice expired on ${yesterday}. It stays here for reference.`)).toBeTruthy();
  });

  it("an unknown notice, a draft and a scheduled one answer the page of a notice not found, kept out of search engines", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-notice", draft._id, scheduled._id]) {
      const { status, heading1, main, document } = await open(`/notices/${id}`);
      expect({ id, status, heading1 }).toEqual({ id, status: 404, heading1: "Notice Not Found" });
      expect(main.getByText("We could not find this notice. It may have been removed, or the link may be mistyped.")).toBeTruthy();
      expect(hrefOf(main.getByRole("link", { name: "All notices" }))).toBe("/notices");
      expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    }
    const marathi = await open(`/mr/notices/${draft._id}`);
    expect({ status: marathi.status, heading1: marathi.heading1 }).toEqual({ status: 404, heading1: "सूचना सापडली नाही" });
  });

  it("in Marathi: the board and each page in Marathi words and digits, the clerk's Marathi where given and the English where not", async () => {
    const { heading1, main } = await open("/mr/notices");
    expect(heading1).toBe("सूचना");
    expect(boardTitles(main)).toEqual(["उन्हाळी परीक्षेचे वेळापत्रक", closure.title, "शिष्यवृत्तीचे अर्ज १५ डिसेंबरपर्यंत"]);
    const card = cardOf(main, "उन्हाळी परीक्षेचे वेळापत्रक");
    expect(hrefOf(card.querySelector("h2 a"))).toBe(`/mr/notices/${timetable._id}`);
    expect(textOf(card)).toContain("महत्त्वाची");
    expect(textOf(card)).toContain("परीक्षा");
    expect(hrefOf(within(card).getByRole("link", { name: "PDF डाउनलोड करा" }))).toBe(pdf);
    const day = textOf(card.querySelector("time"));
    expect(day).not.toMatch(/[0-9]/);
    expect(day).toContain(devanagariDigits(String(Number(todayInKolkata().slice(8)))));
    expect(day).toContain(devanagariDigits(todayInKolkata().slice(0, 4)));
    const categories = within(main.getByRole("navigation", { name: "प्रकारानुसार सूचना" })).getAllByRole("link");
    expect(categories.map((link) => [textOf(link), hrefOf(link)])).toContainEqual(["शिष्यवृत्ती", "/mr/notices?category=scholarship"]);
    expect((await open("/mr/notices?category=admission")).main.getByText("सध्या प्रवेश या प्रकारातील कोणतीही सूचना नाही.")).toBeTruthy();

    const notice = await open(`/mr/notices/${scholarship._id}`);
    expect(notice.heading1).toBe("शिष्यवृत्तीचे अर्ज १५ डिसेंबरपर्यंत");
    expect(notice.main.getByText("महाडीबीटी").tagName).toBe("STRONG");
    expect(hrefOf(notice.main.getByRole("link", { name: "सर्व सूचना" }))).toBe("/mr/notices");
    expect(notice.document.documentElement.getAttribute("lang")).toBe("mr");

    const gone = await open(`/mr/notices/${expired._id}`);
    const expiry = gone.main.getByText(/^या सूचनेची मुदत .+ रोजी संपली\. माहितीसाठी ती येथे ठेवली आहे\.$/);
    expect(textOf(expiry)).not.toMatch(/[0-9]/);
  });

  it("sitemap.xml lists the board and every notice on it, in both languages, and no other notice", async () => {
    const sitemap = (await t.app.inject({ url: "/sitemap.xml" })).body;
    for (const path of ["/notices", "/mr/notices", ...[timetable, closure, scholarship].flatMap(({ _id }) => [`/notices/${_id}`, `/mr/notices/${_id}`])]) {
      expect(sitemap).toContain(`<loc>${SITE}${path}</loc>`);
    }
    for (const { _id } of [draft, scheduled, expired]) expect(sitemap).not.toContain(_id);
  });

  it("the menu's Students Corner and the footer lead to the board", async () => {
    const { page, document } = await open("/");
    const group = within(page.getByRole("navigation", { name: "Main" })).getByRole("button", { name: "Students Corner" });
    const groupMenu = document.getElementById(group.getAttribute("aria-controls")!)!;
    expect(hrefOf(within(groupMenu).getByRole("link", { name: "Notices" }))).toBe("/notices");
    expect(hrefOf(within(document.querySelector("footer")!).getByRole("link", { name: "Notices" }))).toBe("/notices");
    const landing = await open("/students-corner");
    expect(hrefOf(landing.main.getByRole("link", { name: "Notices" }))).toBe("/notices");
  });
});

describe("the academic calendar's holidays", () => {
  beforeAll(async () => {
    const settings = await t.app.inject({ method: "PUT", url: "/api/admin/settings", headers: await t.adminHeaders(), payload: { academicYear: "2030-2031" } });
    expect(settings.statusCode, settings.body).toBe(200);
    for (const [date, name, nameMr] of [
      ["2030-05-31", "Before the year"],
      ["2031-01-26", "Republic Day", "प्रजासत्ताक दिन"],
      ["2030-06-01", "First day off", ""],
      ["2031-05-31", "Last day off", "शेवटची सुट्टी"],
      ["2031-06-01", "After the year"],
    ]) {
      const added = await t.app.inject({ method: "POST", url: "/api/admin/holidays", headers: editor, payload: { date, name, nameMr } });
      expect(added.statusCode, added.body).toBe(201);
    }
  });

  /** The table's rows under the holidays' heading: date, day, name. */
  async function holidayRows(url: string) {
    const { main, document } = await open(url);
    const table = document.querySelector("section[aria-labelledby=holidays] table");
    return {
      heading: textOf(document.getElementById("holidays")),
      header: [...(table?.querySelectorAll("th") ?? [])].map(textOf),
      rows: [...(table?.querySelectorAll("tbody tr") ?? [])].map((row) => [...row.querySelectorAll("td")].map(textOf)),
      main,
    };
  }

  it("lists the settings' academic year, 1 June to 31 May, a Sunday among them, under the calendar's PDFs, at both addresses", async () => {
    for (const url of ["/academics/academic-calendar", "/academics/university-calender"]) {
      const { heading, header, rows } = await holidayRows(url);
      expect(heading).toBe("Holidays of the academic year 2030-2031");
      expect(header).toEqual(["Date", "Day", "Holiday"]);
      expect(rows).toEqual([
        ["1 Jun 2030", "Saturday", "First day off"],
        ["26 Jan 2031", "Sunday", "Republic Day"],
        ["31 May 2031", "Saturday", "Last day off"],
      ]);
    }
  });

  it("lists them in Marathi: the Marathi names where given, dates and days in Marathi, in Devanagari digits", async () => {
    const { heading, header, rows } = await holidayRows("/mr/academics/academic-calendar");
    expect(heading).toBe("२०३०-२०३१ या शैक्षणिक वर्षातील सुट्ट्या");
    expect(header).toEqual(["दिनांक", "वार", "सुट्टी"]);
    expect(rows.map(([, day, name]) => [day, name])).toEqual([
      ["शनिवार", "First day off"],
      ["रविवार", "प्रजासत्ताक दिन"],
      ["शनिवार", "शेवटची सुट्टी"],
    ]);
    for (const [date] of rows) expect(date).toMatch(/^[०-९]+ \S+ [०-९]{4}$/);
    expect(rows[1]![0]).toContain("२६");
  });

  it("says when none is listed for the academic year", async () => {
    await t.app.inject({ method: "PUT", url: "/api/admin/settings", headers: await t.adminHeaders(), payload: { academicYear: "2040-2041" } });
    const { rows, main } = await holidayRows("/academics/academic-calendar");
    expect(rows).toEqual([]);
    expect(main.getByText("No holidays are listed for this academic year yet.")).toBeTruthy();
  });
});

describe("news and events on the pages, as published", () => {
  type Added = { _id: string; title: string; titleMr: string };
  async function add(url: string, key: string, fields: Record<string, unknown>): Promise<Added> {
    const response = await t.app.inject({ method: "POST", url, headers: editor, payload: fields });
    expect(response.statusCode, response.body).toBe(201);
    return response.json()[key];
  }
  const inADay = () => new Date(Date.now() + DAY).toISOString();
  let news: Record<"published" | "draft" | "scheduled", Added>;
  let events: Record<"published" | "draft" | "scheduled", Added>;
  beforeAll(async () => {
    const item = (title: string, titleMr: string, more: object = {}) => add("/api/admin/latestnews", "news", { title, titleMr, expiryDate: kolkataDate(10), ...more });
    news = {
      published: await item("Library open on Sunday", "रविवारी ग्रंथालय सुरू"),
      draft: await item("Draft: revised fee structure", "मसुदा: सुधारित शुल्क", { status: "draft" }),
      scheduled: await item("Second CAP round list", "कॅपच्या दुसऱ्या फेरीची यादी", { publishAt: inADay() }),
    };
    const event = (title: string, titleMr: string, more: object = {}) => add("/api/admin/events", "event", { title, titleMr, date: kolkataDate(20), ...more });
    events = {
      published: await event("Yoga day", "योग दिन"),
      draft: await event("Draft: alumni meet", "मसुदा: माजी विद्यार्थी मेळावा", { status: "draft" }),
      scheduled: await event("Pharmacy week rally", "फार्मसी सप्ताह फेरी", { publishAt: inADay() }),
    };
  });

  it("the home page's news and the events page show the published ones in both languages, never a draft or a scheduled one", async () => {
    for (const [url, shown, kind] of [
      ["/", "title", news],
      ["/mr", "titleMr", news],
      ["/events", "title", events],
      ["/mr/events", "titleMr", events],
    ] as const) {
      const { status, main } = await open(url);
      expect(status, url).toBe(200);
      expect(main.getAllByText(kind.published[shown]).length, url).toBeGreaterThan(0);
      for (const hidden of [kind.draft, kind.scheduled]) {
        expect(main.queryByText(hidden.title), url).toBeNull();
        expect(main.queryByText(hidden.titleMr), url).toBeNull();
      }
    }
  });

  it("sitemap.xml names no draft or scheduled news item or event", async () => {
    const sitemap = (await t.app.inject({ url: "/sitemap.xml" })).body;
    for (const hidden of [news.draft, news.scheduled, events.draft, events.scheduled]) {
      expect(sitemap).not.toContain(hidden._id);
      expect(sitemap).not.toContain(hidden.title);
    }
  });
});
