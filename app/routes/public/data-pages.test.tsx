import type { ReactNode } from "react";
import type { AppLoadContext } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Faculty } from "../../../common/faculty.collection";
import type { PageKey } from "../../../common/page.schema";
import { initialSettings } from "../../../content/initial-settings";
import { initialPages } from "../../../server/resources/college-pages/initial-pages";
import FacultyPage, { loader as facultyLoader } from "./faculty";
import FacultyProfile, { loader as profileLoader } from "./faculty-profile";
import { loader as homeLoader } from "./home";
import { renderInLanguage } from "../../../tests/support/render-in-language";
import NonTeachingStaff, { loader as staffLoader } from "./non-teaching-staff";
import GoverningBody, { loader as governingBodyLoader } from "./governing-body";
import CommitteePage from "./committee";
import Events, { loader as eventsLoader } from "./events";

/**
 * The data pages' loaders with services that fail or return nothing, and what the pages then
 * show: the states that sample content in the browser tests never reaches.
 */

type Services = AppLoadContext["services"];
/** Told of each section that could not be loaded (the server logs it and does not cache the page). */
const reportLoadError = vi.fn();
/** The pages' words and the settings as a fresh install has them, under whatever services a test gives. */
const wordsAndSettings = {
  pages: { findPage: async (key: PageKey) => initialPages[key] },
  settings: { getSingleton: async () => initialSettings },
};
const contextWith = (services: Record<string, unknown>) =>
  ({ services: { ...wordsAndSettings, ...services } as unknown as Services, reportLoadError }) as unknown as AppLoadContext;
const loaderArgs = (services: Record<string, unknown>, params: Record<string, string> = {}, path = "/") =>
  ({ context: contextWith(services), params, request: new Request(`http://localhost${path}`) }) as never;
const down = () => Promise.reject(new Error("database unavailable"));
const page = (element: ReactNode) => renderInLanguage(element);
/** A route's component with the data its loader returned, as React Router would render it. */
function renderRoute<Props extends object>(Component: (props: Props) => ReactNode, loaderData: unknown) {
  return page(<Component {...({ loaderData } as unknown as Props)} />);
}
/** The same on the Marathi page at `path`. */
function renderMarathiRoute<Props extends object>(Component: (props: Props) => ReactNode, loaderData: unknown, path: string) {
  return renderInLanguage(<Component {...({ loaderData } as unknown as Props)} />, { locale: "mr", path });
}

afterEach(() => {
  vi.restoreAllMocks();
  reportLoadError.mockClear();
});

const asha: Faculty = {
  _id: "f1",
  id: "asha-patil",
  srNo: 1,
  name: "Dr. Asha Patil",
  designation: "Professor",
  designationMr: "",
  qualification: "M.Pharm, Ph.D.",
  qualificationMr: "",
  experience: "15 years",
  experienceMr: "",
  dateOfJoining: "2012-06-15",
  email: "asha@college.example",
  mobile: "9876543210",
  photo: "",
  department: "dpharm",
};

describe("faculty list", () => {
  it("logs a failed load and shows each group's empty text", async () => {
    const data = await facultyLoader(loaderArgs({ faculty: { listPublic: down } }));
    expect(data.groups.map(({ department, members }) => ({ department, members }))).toEqual([
      { department: "bpharm", members: [] },
      { department: "dpharm", members: [] },
    ]);
    expect(reportLoadError).toHaveBeenCalledOnce();
    const html = renderRoute(FacultyPage, data);
    expect(html.match(/No faculty members found\./g)).toHaveLength(2);
  });

  it("files each member under their department and keeps only what the cards show", async () => {
    const data = await facultyLoader(loaderArgs({ faculty: { listPublic: async () => [asha] } }));
    expect(data.groups.map(({ department, members }) => ({ department, members }))).toEqual([
      { department: "bpharm", members: [] },
      {
        department: "dpharm",
        members: [{ _id: "f1", id: "asha-patil", name: "Dr. Asha Patil", designation: "Professor", experience: "15 years", photo: "" }],
      },
    ]);
    const html = renderRoute(FacultyPage, data);
    expect(html.match(/No faculty members found\./g)).toHaveLength(1);
    expect(html).toContain('href="/management/faculty/details/asha-patil"');
  });
});

describe("faculty profile", () => {
  it("answers 404 with 'Faculty Not Found' for an unknown id", async () => {
    const result = (await profileLoader(loaderArgs({ faculty: { findPublic: async () => null } }, { id: "nobody" }))) as unknown as {
      data: { faculty: null; departmentLabel: null };
      init: ResponseInit;
    };
    expect(result.init.status).toBe(404);
    const html = renderRoute(FacultyProfile, result.data);
    expect(html).toContain("Faculty Not Found");
  });

  it("shows every detail of a profile, the joining date in words", async () => {
    const findPublic = vi.fn(async () => asha);
    const data = await profileLoader(loaderArgs({ faculty: { findPublic } }, { id: "asha-patil" }));
    expect(findPublic).toHaveBeenCalledWith("asha-patil");
    const html = renderRoute(FacultyProfile, data);
    for (const text of ["Dr. Asha Patil", "Professor", "D.Pharm", "M.Pharm, Ph.D.", "15 years", "15 June 2012", "asha@college.example", "9876543210"]) {
      expect(html).toContain(text);
    }
  });
});

describe("non-teaching staff", () => {
  it("says 'Error loading staff details' when the list cannot be loaded", async () => {
    const data = await staffLoader(loaderArgs({ staff: { listPublic: down } }));
    expect(reportLoadError).toHaveBeenCalledOnce();
    const html = renderRoute(NonTeachingStaff, data);
    expect(html).toContain("Error loading staff details");
    expect(html).not.toContain("No staff found.");
  });

  it("says 'No staff found.' for an empty list", async () => {
    const data = await staffLoader(loaderArgs({ staff: { listPublic: async () => [] } }));
    const html = renderRoute(NonTeachingStaff, data);
    expect(html).toContain("No staff found.");
  });
});

describe("home page loader", () => {
  const emptySections = { images: { listPublic: async () => [] }, testimonials: { listPublic: async () => [] } };

  it("logs failures: news becomes an empty list; gallery and testimonials stay rejected promises for their error texts", async () => {
    const data = await homeLoader(
      loaderArgs({
        news: { listPublic: down },
        images: { listPublic: down },
        testimonials: { listPublic: down },
      }),
    );
    expect(data.news).toEqual([]);
    expect(data.gallery).toBeInstanceOf(Promise);
    await expect(data.gallery).rejects.toThrow("database unavailable");
    await expect(data.testimonials).rejects.toThrow("database unavailable");
    expect(reportLoadError).toHaveBeenCalledTimes(3);
  });

  it("sends gallery and testimonials with the page when they come quickly, and streams them when slow", async () => {
    const testimonial = { _id: "t1", name: "Pooja", batch: "B.Pharm 2019", image: "", quote: "Thank you." };
    const quick = await homeLoader(
      loaderArgs({
        news: { listPublic: async () => [] },
        images: { listPublic: async () => [{ url: "/uploads/a.webp", caption: "" }] },
        testimonials: { listPublic: async () => [testimonial] },
      }),
    );
    expect(quick.gallery).toEqual([{ url: "/uploads/a.webp", caption: "" }]);
    expect(quick.testimonials).toEqual([testimonial]);

    const slow = await homeLoader(
      loaderArgs({ news: { listPublic: async () => [] }, images: { listPublic: () => new Promise(() => {}) }, testimonials: emptySections.testimonials }),
    );
    expect(slow.gallery).toBeInstanceOf(Promise);
    expect(slow.testimonials).toEqual([]);
  });

  // Which items are public (not expired) is the news collection's rule; its API tests prove it.
  it("asks for the public news and marks items from the last 24 hours as new", async () => {
    const listPublic = vi.fn(async () => [
      { _id: "a", title: "Fresh", path: "", expiryDate: "2030-01-01", postedAt: new Date(Date.now() - 2 * 3_600_000).toISOString() },
      { _id: "b", title: "Older", path: "", expiryDate: "2030-01-01", postedAt: new Date(Date.now() - 30 * 3_600_000).toISOString() },
    ]);
    const data = await homeLoader(loaderArgs({ news: { listPublic }, ...emptySections }));
    expect(listPublic).toHaveBeenCalledOnce();
    expect(data.news.map(({ title, isNew, ago }) => ({ title, isNew, ago }))).toEqual([
      { title: "Fresh", isNew: true, ago: "2 hours ago" },
      { title: "Older", isNew: false, ago: null },
    ]);
  });
});

describe("the Marathi twins of what the clerk enters", () => {
  /** Asha has her designation, qualification and experience in Marathi; Ravi has only English ones. */
  const translated: Faculty = { ...asha, designationMr: "प्राध्यापक", qualificationMr: "एम.फार्म, पीएच.डी.", experienceMr: "पंधरा वर्षे" };
  const english: Faculty = { ...asha, _id: "f2", id: "ravi-more", name: "Mr. Ravi More", designation: "Lecturer", experience: "1 year" };
  const faculty = { listPublic: async () => [translated, english], findPublic: async () => translated };

  it("the faculty list shows each designation and experience in Marathi, an English \"1 year\" as \"१ वर्ष\"", async () => {
    const html = renderMarathiRoute(FacultyPage, await facultyLoader(loaderArgs({ faculty }, {}, "/mr/management/faculty")), "/management/faculty");
    expect(html).toContain("प्राध्यापक");
    expect(html).toContain("पंधरा वर्षे");
    expect(html).not.toMatch(/>Professor</);
    // Without a Marathi designation the English one stands in; its "1 year" reads in Marathi.
    expect(html).toContain("Lecturer");
    expect(html).toContain("१ वर्ष");
    expect(html).not.toContain("1 year");
    const englishPage = renderRoute(FacultyPage, await facultyLoader(loaderArgs({ faculty })));
    expect(englishPage).toContain("15 years");
    expect(englishPage).not.toContain("प्राध्यापक");
  });

  it("a faculty profile shows them in Marathi, the qualification too, in the page and its description", async () => {
    const data = await profileLoader(loaderArgs({ faculty }, { id: "asha-patil" }, "/mr/management/faculty/details/asha-patil"));
    const html = renderMarathiRoute(FacultyProfile, data, "/management/faculty/details/asha-patil");
    expect(html).toContain("पंधरा वर्षे");
    expect(html).not.toContain("15 years");
    expect(html).toContain("प्राध्यापक");
    expect(html).toContain("एम.फार्म, पीएच.डी.");
    expect(html).not.toContain("M.Pharm, Ph.D.");
  });

  it("the non-teaching staff table shows them in Marathi, the qualification too, an English \"12 years\" as \"१२ वर्षे\"", async () => {
    const clerk = { ...english, designation: "Senior Clerk", designationMr: "वरिष्ठ लिपिक", qualification: "B.Com", qualificationMr: "बी.कॉम", experience: "12 years" };
    const data = await staffLoader(loaderArgs({ staff: { listPublic: async () => [clerk] } }, {}, "/mr/management/non-teaching-staff"));
    const html = renderMarathiRoute(NonTeachingStaff, data, "/management/non-teaching-staff");
    expect(html).toContain("वरिष्ठ लिपिक");
    expect(html).toContain("बी.कॉम");
    expect(html).toContain("१२ वर्षे");
    expect(html).not.toContain("Senior Clerk");
    expect(html).not.toContain("B.Com");
    expect(html).not.toContain("12 years");
  });

  const chairman = { name: "Shri. V. B. Jadhav", designation: "President of the trust", designationMr: "मंडळाचे अध्यक्ष", position: "Chairman", positionMr: "अध्यक्ष" };
  const secretary = { name: "Dr. A. S. Deshmukh", designation: "Principal", designationMr: "", position: "Member Secretary", positionMr: " " };

  it("the governing body shows each member's designation and role in Marathi, and the English ones where none is given", async () => {
    const governingBody = { getSingleton: async () => ({ members: [chairman, secretary] }) };
    const html = renderMarathiRoute(GoverningBody, await governingBodyLoader(loaderArgs({ governingBody }, {}, "/mr/management/governing-body")), "/management/governing-body");
    expect(html).toContain("मंडळाचे अध्यक्ष");
    expect(html).toContain(">अध्यक्ष<");
    expect(html).not.toContain("President of the trust");
    expect(html).toContain("Member Secretary");
    const englishPage = renderRoute(GoverningBody, await governingBodyLoader(loaderArgs({ governingBody })));
    expect(englishPage).toContain("President of the trust");
    expect(englishPage).not.toContain("मंडळाचे अध्यक्ष");
  });

  it("a committee's page shows each member's designation and position in Marathi, and the English ones where none is given", () => {
    const member = { contact: "", email: "" };
    const committee = {
      _id: "c1",
      slug: "library-committee",
      name: "Library Committee",
      nameMr: "ग्रंथालय समिती",
      shortName: "",
      description: "",
      descriptionMr: "",
      members: [
        { ...chairman, ...member },
        { ...secretary, ...member },
      ],
    };
    const html = renderMarathiRoute(CommitteePage, { committee }, "/committees/library-committee");
    expect(html).toContain("मंडळाचे अध्यक्ष");
    expect(html).not.toContain("President of the trust");
    expect(html).toContain("Member Secretary");
  });

  it("the events page shows an event's Marathi description, and the English one where it has none", async () => {
    const event = { _id: "e1", title: "Sports Meet", titleMr: "क्रीडा स्पर्धा", date: "2030-01-18", images: [] };
    const events = {
      listPublic: async () => [
        { ...event, description: "Three days of games.", descriptionMr: "तीन दिवस खेळ." },
        { ...event, _id: "e2", description: "Prize distribution.", descriptionMr: "" },
      ],
    };
    const images = { listImages: async () => [] };
    const html = renderMarathiRoute(Events, await eventsLoader(loaderArgs({ events, images }, {}, "/mr/events")), "/events");
    expect(html).toContain("तीन दिवस खेळ.");
    expect(html).not.toContain("Three days of games.");
    expect(html).toContain("Prize distribution.");
    expect(renderRoute(Events, await eventsLoader(loaderArgs({ events, images }, {}, "/events")))).toContain("Three days of games.");
  });
});
