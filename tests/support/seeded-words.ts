import type { PageKey } from "../../common/page.schema";
import { initialSettings } from "../../content/initial-settings";
import { markdownBlocks, markdownText } from "../../app/lib/markdown";
import { initialPages } from "../../server/resources/college-pages/initial-pages";

/**
 * What a fresh install's pages say in English, read from their seeded records
 * (server/resources/college-pages/initial-pages.ts) the way the pages read them: Markdown as the visitor
 * reads it, placeholders filled with the first settings.
 */
const text = (body: string) => markdownText(body, "en", initialSettings);
const blocks = (body: string) => markdownBlocks(body, "en", initialSettings);
const sectionsOf = (key: PageKey) => initialPages[key].sections;
/** The sections after the introduction (a first section without a heading). */
const afterIntro = (key: PageKey) => {
  const sections = sectionsOf(key);
  return sections[0]?.heading === "" ? sections.slice(1) : sections;
};
const paragraphs = (body: string) => blocks(body).flatMap((block) => (block.kind === "paragraph" ? [block.text] : []));
const listItems = (body: string) => blocks(body).flatMap((block) => (block.kind === "list" ? block.items : []));

export const seededTitle = (key: PageKey) => initialPages[key].title;

/** The FAQs page's questions and answers. */
export const seededFaqs = afterIntro("faqs").map((section) => ({ question: section.heading, answer: text(section.body) }));

/** The award cards: the award, its year, who gave it and what for. */
export const seededAwards = afterIntro("awards").map((section) => {
  const [byline = "", ...description] = paragraphs(section.body);
  const [year = "", ...by] = byline.split(" · ");
  return { title: section.heading, year, awardedBy: by.join(" · "), description: description.join(" ") };
});

/** The institute-at-a-glance fact cards: the label and the figure. */
export const seededGlanceFacts = afterIntro("institute-at-glance")
  .filter((section) => section.heading !== "")
  .map((section) => ({ label: section.heading, value: paragraphs(section.body)[0] ?? "" }));

/** The three leadership messages: where each is, its heading, who writes and the message's first paragraph. */
export const seededLeadershipMessages = (["principals-message", "presidents-message", "secretarys-message"] as const).map((key) => {
  const [writer, message] = sectionsOf(key);
  return { slug: key, heading: seededTitle(key), name: writer!.heading, firstParagraph: paragraphs(message!.body)[0] ?? "" };
});

/** The principal's profile: her name, and each fact's label and value. */
export const seededPrincipal = (() => {
  const [profile] = sectionsOf("principal");
  const facts = listItems(profile!.body).map((item) => ({ label: item.fact?.label ?? "", value: item.text.replace(/^[^:]*:\s*/, "") }));
  return { name: profile!.heading, facts, fact: (label: string) => facts.find((fact) => fact.label === label)?.value ?? "" };
})();

/** A programme's full name (its title after the dash) and its facts by label. */
export const seededProgramme = (key: "d-pharm" | "b-pharm") => {
  const title = seededTitle(key);
  const factsSection = sectionsOf(key).find((section) => listItems(section.body).some((item) => item.fact));
  const facts = listItems(factsSection?.body ?? "").map((item) => ({ label: item.fact?.label ?? "", value: item.text.replace(/^[^:]*:\s*/, "") }));
  return { fullName: title.split(" — ")[1] ?? title, fact: (label: string) => facts.find((fact) => fact.label === label)?.value ?? "" };
};

/** The admission process's steps, in order (the sections between the introduction and the documents). */
export const seededAdmissionSteps = afterIntro("admissions-process")
  .slice(0, -1)
  .map((section) => section.heading);

/** A contact section (admissions, fee structure): the name, the role and the links' words. */
const contactOf = (section: { heading: string; body: string }) => {
  const items = listItems(section.body);
  return {
    name: section.heading,
    role: paragraphs(section.body).join(" "),
    phone: items.find((item) => item.link === "phone")?.text ?? "",
    email: items.find((item) => item.link === "email")?.text ?? "",
  };
};
/** The admissions page's contacts: the sections after the introduction, how admission works, the video and the contacts' heading. */
export const seededAdmissionContacts = afterIntro("admissions").slice(3).map(contactOf);
/** The fee structure page's contacts: the sections after the introduction, the download's words and the contacts' heading. */
export const seededFeeContacts = afterIntro("course-fees-fra").slice(2).map(contactOf);

/** The FCA page: the course's name (its title without the abbreviation) and its modules. */
export const seededFca = (() => {
  const modules = afterIntro("course-fees-fca").find((section) => section.heading === "What you will study");
  return { name: seededTitle("course-fees-fca").replace(/\s*\(FCA\)$/, ""), modules: listItems(modules?.body ?? "").map((item) => item.text) };
})();

/** The mandatory disclosure page's paragraphs above the document. */
export const seededDisclosureParagraphs = paragraphs(afterIntro("mandatory-disclosure")[0]?.body ?? "");
