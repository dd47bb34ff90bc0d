import { z } from "./zod";
import { calendarDate, describeFields, marathiTwin, optionalLink, optionalMarathiText, requiredText, todayInKolkata, type FieldDescription } from "./fields";

const titleField = { label: "Title", max: 200, placeholder: "e.g. Admissions open for 2025-2026" } satisfies FieldDescription;

export const newsFields = describeFields({
  title: titleField,
  /** Optional: the Marathi pages show the English title while it is empty. */
  titleMr: marathiTwin(titleField),
  expiryDate: { label: "Expiry date", input: "date", hint: "Shown on the website until this day." },
  /** The form offers the link choices below; the API accepts any site path or web address. */
  path: { label: "Link", input: "select", required: false },
});

const title = requiredText(newsFields.title);
const titleMr = optionalMarathiText(newsFields.titleMr);
const path = optionalLink(newsFields.path);

export const NewsCreateSchema = z.object({
  title,
  titleMr,
  expiryDate: calendarDate(newsFields.expiryDate).refine(
    // A malformed value already has its own message; comparing it would only add a confusing second one.
    (value) => !/^\d{4}-\d{2}-\d{2}$/.test(value) || value >= todayInKolkata(),
    "Expiry date cannot be in the past",
  ),
  path,
});
export type NewsCreateInput = z.infer<typeof NewsCreateSchema>;

/** An item may be edited after it expired, or to end it early, so any real date is accepted. */
export const NewsUpdateSchema = z.object({ title, titleMr, expiryDate: calendarDate(newsFields.expiryDate), path });
export type NewsUpdateInput = z.infer<typeof NewsUpdateSchema>;

export const NewsItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  titleMr: z.string(),
  path: z.string(),
  expiryDate: z.string(),
  postedAt: z.string(),
});
export type NewsItem = z.infer<typeof NewsItemSchema>;

/** The link choices offered in the admin form; the API accepts any site path or web address. */
export const newsLinkChoices = [
  { value: "", label: "No link" },
  { value: "/admissions", label: "Admissions" },
  { value: "/apply-now", label: "Apply Now" },
  { value: "/events", label: "Events" },
  { value: "/library", label: "Library" },
  { value: "/about", label: "About Us" },
  { value: "/", label: "Home" },
] as const;
