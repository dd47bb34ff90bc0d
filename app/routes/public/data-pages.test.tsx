import type { ReactNode } from "react";
import type { AppLoadContext } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Faculty } from "../../../common/faculty.schema";
import type { PageKey } from "../../../common/page.schema";
import { initialSettings } from "../../../content/initial-settings";
import { initialPages } from "../../../server/resources/college-pages/initial-pages";
import FacultyPage, { loader as facultyLoader } from "./faculty";
import FacultyProfile, { loader as profileLoader } from "./faculty-profile";
import { loader as homeLoader } from "./home";
import { renderInLanguage } from "../../../tests/support/render-in-language";
import NonTeachingStaff, { loader as staffLoader } from "./non-teaching-staff";

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
  settings: { getSettings: async () => initialSettings },
};
const contextWith = (services: Record<string, unknown>) =>
  ({ services: { ...wordsAndSettings, ...services } as unknown as Services, reportLoadError }) as unknown as AppLoadContext;
const loaderArgs = (services: Record<string, unknown>, params: Record<string, string> = {}) =>
  ({ context: contextWith(services), params, request: new Request("http://localhost/") }) as never;
const down = () => Promise.reject(new Error("database unavailable"));
const page = (element: ReactNode) => renderInLanguage(element);
/** A route's component with the data its loader returned, as React Router would render it. */
function renderRoute<Props extends object>(Component: (props: Props) => ReactNode, loaderData: unknown) {
  return page(<Component {...({ loaderData } as unknown as Props)} />);
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
  qualification: "M.Pharm, Ph.D.",
  experience: "15 years",
  dateOfJoining: "2012-06-15",
  email: "asha@college.example",
  mobile: "9876543210",
  photo: "",
  department: "dpharm",
};

describe("faculty list", () => {
  it("logs a failed load and shows each group's empty text", async () => {
    const data = await facultyLoader(loaderArgs({ faculty: { listFaculty: down } }));
    expect(data.groups.map(({ department, members }) => ({ department, members }))).toEqual([
      { department: "bpharm", members: [] },
      { department: "dpharm", members: [] },
    ]);
    expect(reportLoadError).toHaveBeenCalledOnce();
    const html = renderRoute(FacultyPage, data);
    expect(html.match(/No faculty members found\./g)).toHaveLength(2);
  });

  it("files each member under their department and keeps only what the cards show", async () => {
    const data = await facultyLoader(loaderArgs({ faculty: { listFaculty: async () => [asha] } }));
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
    const result = (await profileLoader(loaderArgs({ faculty: { getFaculty: async () => null } }, { id: "nobody" }))) as unknown as {
      data: { faculty: null; departmentLabel: null };
      init: ResponseInit;
    };
    expect(result.init.status).toBe(404);
    const html = renderRoute(FacultyProfile, result.data);
    expect(html).toContain("Faculty Not Found");
  });

  it("shows every detail of a profile, the joining date in words", async () => {
    const getFaculty = vi.fn(async () => asha);
    const data = await profileLoader(loaderArgs({ faculty: { getFaculty } }, { id: "asha-patil" }));
    expect(getFaculty).toHaveBeenCalledWith("asha-patil");
    const html = renderRoute(FacultyProfile, data);
    for (const text of ["Dr. Asha Patil", "Professor", "D.Pharm", "M.Pharm, Ph.D.", "15 years", "15 June 2012", "asha@college.example", "9876543210"]) {
      expect(html).toContain(text);
    }
  });
});

describe("non-teaching staff", () => {
  it("says 'Error loading staff details' when the list cannot be loaded", async () => {
    const data = await staffLoader(loaderArgs({ staff: { listStaff: down } }));
    expect(reportLoadError).toHaveBeenCalledOnce();
    const html = renderRoute(NonTeachingStaff, data);
    expect(html).toContain("Error loading staff details");
    expect(html).not.toContain("No staff found.");
  });

  it("says 'No staff found.' for an empty list", async () => {
    const data = await staffLoader(loaderArgs({ staff: { listStaff: async () => [] } }));
    const html = renderRoute(NonTeachingStaff, data);
    expect(html).toContain("No staff found.");
  });
});

describe("home page loader", () => {
  const emptySections = { images: { listGallery: async () => [] }, testimonials: { listActiveTestimonials: async () => [] } };

  it("logs failures: news becomes an empty list; gallery and testimonials stay rejected promises for their error texts", async () => {
    const data = await homeLoader(
      loaderArgs({
        news: { listNews: down },
        images: { listGallery: down },
        testimonials: { listActiveTestimonials: down },
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
        news: { listNews: async () => [] },
        images: { listGallery: async () => [{ url: "/uploads/a.webp", caption: "" }] },
        testimonials: { listActiveTestimonials: async () => [testimonial] },
      }),
    );
    expect(quick.gallery).toEqual([{ url: "/uploads/a.webp", caption: "" }]);
    expect(quick.testimonials).toEqual([testimonial]);

    const slow = await homeLoader(
      loaderArgs({ news: { listNews: async () => [] }, images: { listGallery: () => new Promise(() => {}) }, testimonials: emptySections.testimonials }),
    );
    expect(slow.gallery).toBeInstanceOf(Promise);
    expect(slow.testimonials).toEqual([]);
  });

  it("asks only for unexpired news and marks items from the last 24 hours as new", async () => {
    const listNews = vi.fn(async () => [
      { _id: "a", title: "Fresh", path: "", expiryDate: "2030-01-01", postedAt: new Date(Date.now() - 2 * 3_600_000).toISOString() },
      { _id: "b", title: "Older", path: "", expiryDate: "2030-01-01", postedAt: new Date(Date.now() - 30 * 3_600_000).toISOString() },
    ]);
    const data = await homeLoader(loaderArgs({ news: { listNews }, ...emptySections }));
    expect(listNews).toHaveBeenCalledWith({ includeExpired: false });
    expect(data.news.map(({ title, isNew, ago }) => ({ title, isNew, ago }))).toEqual([
      { title: "Fresh", isNew: true, ago: "2 hours ago" },
      { title: "Older", isNew: false, ago: null },
    ]);
  });
});
