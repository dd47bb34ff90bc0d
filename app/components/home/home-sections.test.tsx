import { PassThrough } from "node:stream";
import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { recordIn } from "../../../common/collection";
import { imageCollection } from "../../../common/image.collection";
import { testimonialCollection } from "../../../common/testimonial.collection";
import { inLanguage, renderInLanguage } from "../../../tests/support/render-in-language";
import type { ShownTestimonial } from "../../lib/alumni-testimonials.server";
import type { RenderedMarkdown } from "../../lib/rendered-markdown";
import { GalleryCarousel, type GallerySlide } from "./gallery-carousel";
import { LatestNews, type LatestNewsItem } from "./latest-news";
import { Testimonials } from "./testimonials";

/** The page as the server finally sends it, once every streamed promise has settled. */
async function renderSettled(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(inLanguage(element));
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const never = <T,>() => new Promise<T>(() => {});
const failed = <T,>() => {
  const promise = Promise.reject<T>(new Error("database unavailable"));
  promise.catch(() => {});
  return promise;
};

describe("home gallery", () => {
  it("shows a spinner with 'Loading images...' while the list is on its way", () => {
    const html = renderInLanguage(<GalleryCarousel images={never<GallerySlide[]>()} />);
    expect(html).toContain("Loading images...");
    expect(html).not.toContain('aria-roledescription="carousel"');
  });

  it("renders the carousel straight away when the list came with the page", () => {
    const html = renderInLanguage(<GalleryCarousel images={[{ url: "/uploads/aaaaaaaaaaaaaaaa.webp", caption: "Seminar hall" }]} />);
    expect(html).toContain("Seminar hall");
    expect(html).not.toContain("Loading images...");
  });

  it("shows the Marathi caption on a Marathi page, and the English one where a picture has none", () => {
    const images = [
      { url: "/uploads/aaaaaaaaaaaaaaaa.webp", caption: "Reading hall", captionMr: "वाचन दालन" },
      { url: "/uploads/bbbbbbbbbbbbbbbb.webp", caption: "Seminar hall", captionMr: " " },
    ];
    // As the home page's loader hands them over: each caption in the page's language.
    const slides = (locale: "en" | "mr") => images.map((image) => recordIn(locale, imageCollection, image));
    const marathi = renderInLanguage(<GalleryCarousel images={slides("mr")} />, { locale: "mr" });
    expect(marathi).toContain("वाचन दालन");
    expect(marathi).not.toContain("Reading hall");
    expect(marathi).toContain("Seminar hall");
    const english = renderInLanguage(<GalleryCarousel images={slides("en")} />);
    expect(english).toContain("Reading hall");
    expect(english).not.toContain("वाचन दालन");
  });

  it("says so when the images cannot be loaded", async () => {
    const html = await renderSettled(<GalleryCarousel images={failed<GallerySlide[]>()} />);
    expect(html).toContain("Failed to load images. Please try again later.");
    expect(html).toContain('role="alert"');
  });

  it("shows the college's emblem, name and motto in the gallery's frame while it has no pictures, not an empty box", async () => {
    const html = await renderSettled(<GalleryCarousel images={Promise.resolve([])} />);
    expect(html).toContain("Godavari Institute of Pharmacy");
    expect(html).toContain("Shaping healthcare through quality pharmacy education and research");
    expect(html).toContain("<svg");
    expect(html).not.toContain("No images available");
    // The frame keeps the heights it has with pictures, so nothing moves when the first ones come.
    expect(html).toContain("h-80 overflow-hidden rounded-2xl");
  });

  it("shows a carousel with each caption, 'College Image' when a caption is empty, the first photo eager and the others not yet", async () => {
    const html = await renderSettled(
      <GalleryCarousel
        images={Promise.resolve([
          { url: "/uploads/aaaaaaaaaaaaaaaa.webp", caption: "" },
          { url: "/uploads/bbbbbbbbbbbbbbbb.webp", caption: "Pharmaceutics laboratory" },
        ])}
      />,
    );
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="1 of 2"');
    expect(html).toContain('alt="College Image"');
    expect(html).toContain("Pharmaceutics laboratory");
    expect(html).toMatch(/<img[^>]*alt="College Image"[^>]*loading="eager"|<img[^>]*loading="eager"[^>]*alt="College Image"/);
    expect(html).toContain("/uploads/aaaaaaaaaaaaaaaa-w480.webp 480w");
    // The second photo is fetched when its slide is about to show (app/components/carousel.tsx).
    expect(html).not.toContain("/uploads/bbbbbbbbbbbbbbbb");
  });
});

describe("home testimonials", () => {
  // The section's heading and introduction, as the home page's loader hands them over.
  const intro = { title: "What Our Alumni Say", html: "<p>In their own words.</p>" as RenderedMarkdown };
  const testimonial: ShownTestimonial = {
    _id: "t1",
    name: "Pooja R. Kale",
    batch: "B.Pharm 2019, Quality Analyst",
    image: "",
    quote: "The laboratories gave me confidence.",
  };

  it("shows the Marathi text and batch on a Marathi page, and the English ones where a testimonial has none", () => {
    const untranslated = { ...testimonial, batchMr: "", quoteMr: "" };
    const translated = { ...untranslated, _id: "t2", quoteMr: "प्रयोगशाळांमुळे आत्मविश्वास मिळाला.", batchMr: "बी.फार्म २०१९, गुणवत्ता विश्लेषक" };
    // As the home page's loader hands them over: batch and words in the page's language.
    const shown = (locale: "en" | "mr", records: (typeof untranslated)[]) => records.map((record) => recordIn(locale, testimonialCollection, record));
    const marathi = renderInLanguage(<Testimonials intro={intro} testimonials={shown("mr", [translated, untranslated])} />, { locale: "mr" });
    expect(marathi).toContain("प्रयोगशाळांमुळे आत्मविश्वास मिळाला.");
    expect(marathi).toContain("बी.फार्म २०१९, गुणवत्ता विश्लेषक");
    // The one without Marathi words shows its English ones.
    expect(marathi.match(/The laboratories gave me confidence\./g)).toHaveLength(1);
    expect(marathi.match(/B\.Pharm 2019, Quality Analyst/g)).toHaveLength(1);
    const english = renderInLanguage(<Testimonials intro={intro} testimonials={shown("en", [translated])} />);
    expect(english).toContain("The laboratories gave me confidence.");
    expect(english).not.toContain("प्रयोगशाळांमुळे");
  });

  it("shows a spinner while loading", () => {
    const html = renderInLanguage(<Testimonials intro={intro} testimonials={never<ShownTestimonial[]>()} />);
    expect(html).toContain('role="status"');
    expect(html).toContain("What Our Alumni Say");
    expect(html).toContain("<p>In their own words.</p>");
  });

  it("says 'Failed to load testimonials' when they cannot be loaded", async () => {
    const html = await renderSettled(<Testimonials intro={intro} testimonials={failed<ShownTestimonial[]>()} />);
    expect(html).toContain("Failed to load testimonials");
  });

  it("says 'No testimonials available.' when none is active", async () => {
    const html = await renderSettled(<Testimonials intro={intro} testimonials={Promise.resolve([])} />);
    expect(html).toContain("No testimonials available.");
  });

  it("shows each quote with the name, the batch and initials for a missing photo", async () => {
    const html = await renderSettled(<Testimonials intro={intro} testimonials={Promise.resolve([testimonial])} />);
    expect(html).toContain("The laboratories gave me confidence.");
    expect(html).toContain("Pooja R. Kale");
    expect(html).toContain("B.Pharm 2019, Quality Analyst");
    expect(html).toContain(">PK<");
    // A single testimonial needs no controls.
    expect(html).not.toContain("Next slide");
  });
});

const renderWithSettings = (element: ReactNode) => renderInLanguage(element);

describe("latest news", () => {
  const item = (overrides: Partial<LatestNewsItem>): LatestNewsItem => ({
    _id: "n1",
    title: "Admissions open",
    titleMr: "",
    path: "",
    expiryDate: "2030-01-01",
    postedAt: "2025-06-12T10:00:00.000Z",
    publishedAt: "2025-06-12T10:00:00.000Z",
    isNew: false,
    ago: null,
    postedOn: "12 Jun 2025",
    ...overrides,
  });

  it("says 'No latest news available.' for an empty list", () => {
    const html = renderWithSettings(<LatestNews news={[]} />);
    expect(html).toContain("No latest news available.");
  });

  it("links site paths in the app, web addresses and uploaded PDFs in a new tab, and marks new items", () => {
    const html = renderWithSettings(
      <LatestNews
        news={[
          item({ _id: "a", title: "Apply before June", path: "/apply-now", isNew: true, ago: "3 hours ago" }),
          item({ _id: "b", title: "Board results", path: "https://results.example.org/summer" }),
          item({ _id: "c", title: "Merit list", path: "/files/0123456789abcdef-merit-list.pdf" }),
        ]}
      />,
    );
    expect(html).toMatch(/<a[^>]*href="\/apply-now"[^>]*>.*Apply before June/);
    expect(html).toMatch(/<a href="https:\/\/results\.example\.org\/summer" target="_blank" rel="noopener noreferrer"/);
    // An uploaded PDF is a file, not a page of the app.
    expect(html).toMatch(/<a href="\/files\/0123456789abcdef-merit-list\.pdf" target="_blank" rel="noopener noreferrer"/);
    expect(html).toContain(">New<");
    expect(html).toContain("3 hours ago");
    expect(html.match(/>New</g)).toHaveLength(1);
  });
});
