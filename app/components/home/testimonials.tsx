import { Suspense } from "react";
import { Await } from "react-router";
import { useT } from "../../i18n/i18n";
import type { ShownTestimonial } from "../../lib/alumni-testimonials.server";
import type { RenderedMarkdown } from "../../lib/rendered-markdown";
import { Carousel } from "../carousel";
import { MarkdownHtml } from "../markdown-html";
import { InitialsAvatar } from "../initials-avatar";
import { ResponsiveImage } from "../responsive-image";
import { QuoteIcon } from "./home-icons";
import { SectionState } from "./section-state";

const TESTIMONIAL_AUTOPLAY_MS = 3000;

/** "What Our Alumni Say": the active testimonials, with the page or streamed in after it when slow. */
export function Testimonials({
  intro,
  testimonials,
}: {
  /** The section's heading and introduction (the home page's record). */
  intro: { title: string; html: RenderedMarkdown } | null;
  testimonials: ShownTestimonial[] | Promise<ShownTestimonial[]>;
}) {
  const t = useT();
  return (
    <section aria-labelledby="testimonials-title" className="relative overflow-hidden bg-brand-50 py-16 sm:py-24">
      <QuoteIcon className="pointer-events-none absolute -top-6 -left-4 h-48 w-48 text-brand-100" />
      <div className="container-page relative">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="testimonials-title" className="text-3xl font-semibold sm:text-4xl">
            {intro?.title}
          </h2>
          {intro && <MarkdownHtml html={intro.html} className="mt-4 space-y-3 leading-relaxed text-muted" />}
        </div>
        <div className="mt-12">
          {Array.isArray(testimonials) ? (
            // Already here: rendered in place, not behind a Suspense boundary React might stream separately.
            <TestimonialsContent items={testimonials} />
          ) : (
            <Suspense fallback={<SectionState kind="loading" message={t("home.loadingTestimonials")} />}>
              <Await resolve={testimonials} errorElement={<SectionState kind="error" message={t("home.testimonialsFailed")} />}>
                {(items) => <TestimonialsContent items={items} />}
              </Await>
            </Suspense>
          )}
        </div>
      </div>
    </section>
  );
}

function TestimonialsContent({ items }: { items: readonly ShownTestimonial[] }) {
  const t = useT();
  if (items.length === 0) return <SectionState kind="empty" message={t("home.noTestimonials")} />;
  return (
    <Carousel
      label={t("home.alumniTestimonials")}
      items={items}
      getKey={(item) => item._id}
      autoplayMs={TESTIMONIAL_AUTOPLAY_MS}
      loop={items.length > 1}
      // One card on phones, two from 768 px, three from 1024 px: each quote stays wide enough to read.
      slidesPerView={{ base: 1, md: 2, lg: 3 }}
      gap={{ base: "16px", sm: "20px", md: "24px" }}
      controls="light"
      viewportClassName="-my-2 py-2"
      renderSlide={(item) => <TestimonialCard testimonial={item} />}
    />
  );
}

function TestimonialCard({ testimonial }: { testimonial: ShownTestimonial }) {
  return (
    <figure className="card flex h-full flex-col p-6 sm:p-7">
      <QuoteIcon className="h-7 w-7 text-accent-400" />
      <blockquote className="mt-4 flex-1 text-[15px] leading-relaxed text-ink">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-line pt-5">
        {testimonial.image ? (
          <ResponsiveImage
            src={testimonial.image}
            alt=""
            width={96}
            height={96}
            sizes="48px"
            className="h-12 w-12 shrink-0 rounded-full ring-2 ring-brand-100"
          />
        ) : (
          <InitialsAvatar name={testimonial.name} className="h-12 w-12 bg-brand-700 text-white" />
        )}
        <span className="min-w-0">
          <span className="block font-semibold text-brand-900">{testimonial.name}</span>
          <span className="block text-sm text-muted">{testimonial.batch}</span>
        </span>
      </figcaption>
    </figure>
  );
}
