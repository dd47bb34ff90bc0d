import type { AppLoadContext } from "react-router";
import { recordIn } from "../../common/collection";
import { testimonialCollection, type PublicTestimonial } from "../../common/testimonial.collection";
import type { Locale } from "../i18n/locale";

/** A testimonial as the home page's carousel shows it, its batch and words in the page's language. */
export type ShownTestimonial = Pick<PublicTestimonial, "_id" | "name" | "batch" | "quote" | "image">;

/** The active testimonials, newest first, in the page's language (the clerk's Marathi where there is some). */
export async function alumniTestimonials(context: AppLoadContext, locale: Locale): Promise<ShownTestimonial[]> {
  const testimonials = await context.services.testimonials.listPublic();
  return testimonials.map((testimonial) => {
    const { _id, name, batch, quote, image } = recordIn(locale, testimonialCollection, testimonial);
    return { _id, name, batch, quote, image };
  });
}
