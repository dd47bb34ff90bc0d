import { inLocale, type Locale } from "./locale";

type Member = { designation: string; designationMr: string; position: string; positionMr: string };

/** A committee's or the governing body's member with their designation and position in the page's language. */
export const memberIn = <Record extends Member>(locale: Locale, member: Record): Record => ({
  ...member,
  designation: inLocale(locale, member.designation, member.designationMr),
  position: inLocale(locale, member.position, member.positionMr),
});

/** An image's caption in the page's language. */
export const captionIn = (locale: Locale, image: { caption: string; captionMr: string }) => inLocale(locale, image.caption, image.captionMr);
