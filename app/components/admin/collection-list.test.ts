import { describe, expect, it } from "vitest";
import { holidayCollection } from "../../../common/holiday.collection";
import { noticeCollection } from "../../../common/notice.collection";
import { linkWords, matchesQuery, recordFacts, sortRecords, titleFieldOf } from "./collection-list";

const now = new Date("2026-06-11T06:30:00Z");
const today = "2026-06-11";

const notice = {
  _id: "n1",
  title: "Summer examination timetable",
  titleMr: "उन्हाळी परीक्षेचे वेळापत्रक",
  body: "Theory papers start on **2 May**.",
  bodyMr: "",
  category: "examination",
  file: "https://college.example/files/0123456789abcdef-timetable.pdf",
  pinned: true,
  expiresAt: "2026-06-01",
  status: "published",
  publishAt: null,
  publishedAt: "2026-05-02T04:30:00.000Z",
  createdAt: "2026-05-01T10:00:00.000Z",
};

describe("a collection's list, from its declaration", () => {
  it("titles a record by the field search titles it by, else by its first line of text", () => {
    expect(titleFieldOf(noticeCollection)).toBe("title");
    expect(titleFieldOf(holidayCollection)).toBe("name");
  });

  it("says a record's short fields under its title, its set flags and a passed expiry as tags, and when a published one was published", () => {
    const { tags, facts } = recordFacts(noticeCollection, notice, { today, now });
    expect(tags).toEqual(["Pinned", "Expired"]);
    expect(facts.map(({ label, text, href }) => ({ label, text, href }))).toEqual([
      { label: "Category", text: "Examination", href: undefined },
      { label: "File", text: "timetable.pdf", href: notice.file },
      { label: "Expires on", text: "1 Jun 2026", href: undefined },
      { label: "Published at", text: "2 May 2026, 10:00 am", href: undefined },
    ]);
  });

  it("says when a draft was added, and leaves the publication to its badge", () => {
    const { facts } = recordFacts(noticeCollection, { ...notice, status: "draft", publishedAt: null, file: "", expiresAt: "" }, { today, now });
    expect(facts.map(({ label, text }) => `${label}: ${text}`)).toEqual(["Category: Examination", "Added: 1 May 2026, 3:30 pm"]);
  });

  it("names an uploaded file by the name it was given, and any other link by its address", () => {
    expect(linkWords("/files/0123456789abcdef-merit-list.pdf")).toBe("merit-list.pdf");
    expect(linkWords("https://college.example/files/0123456789abcdef-merit%20list.pdf")).toBe("merit list.pdf");
    expect(linkWords("https://cetcell.mahacet.org/notices")).toBe("https://cetcell.mahacet.org/notices");
  });

  it("finds a record by every word of a search, in its English or Marathi texts", () => {
    expect(matchesQuery(noticeCollection, notice, "SUMMER timetable")).toBe(true);
    expect(matchesQuery(noticeCollection, notice, "परीक्षेचे")).toBe(true);
    expect(matchesQuery(noticeCollection, notice, "summer results")).toBe(false);
    expect(matchesQuery(noticeCollection, notice, "  ")).toBe(true);
  });

  it("orders the records as the server does for staff, so one added on the screen takes its place", () => {
    const holidays = [
      { _id: "a", date: "2027-01-26", name: "Republic Day" },
      { _id: "b", date: "2026-08-15", name: "Independence Day" },
      { _id: "c", date: "2026-01-26", name: "Republic Day" },
    ];
    expect(sortRecords(holidays, holidayCollection.adminOrder).map((holiday) => holiday._id)).toEqual(["c", "b", "a"]);
    const notices = [
      { _id: "old", createdAt: "2026-05-01T10:00:00.000Z" },
      { _id: "new", createdAt: "2026-06-01T10:00:00.000Z" },
    ];
    expect(sortRecords(notices, noticeCollection.adminOrder).map((each) => each._id)).toEqual(["new", "old"]);
    // Nothing comes after any value going up, and before it going down, as PostgreSQL orders it.
    const dated = [{ _id: "none", publishedAt: null }, { _id: "may", publishedAt: "2026-05-01" }];
    expect(sortRecords(dated, [{ by: "publishedAt", direction: "asc" }]).map((each) => each._id)).toEqual(["may", "none"]);
    expect(sortRecords(dated, [{ by: "publishedAt", direction: "desc" }]).map((each) => each._id)).toEqual(["none", "may"]);
  });
});
